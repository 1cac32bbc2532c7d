import { sql } from 'drizzle-orm';
import type {
  DataAccessKind,
  DataAccessList,
  DataAccessListQuery,
  DataAccessRecord,
} from '@switchboard/contract/personal-data';
import { dataAccessRecords } from '../../db/schema/personal-data';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

export type AccessRecordInput = {
  actorId: number | null;
  kind: DataAccessKind;
  target: string;
  personUserId: number | null;
  orgId: number | null;
  ip: string | null;
};

export async function insertAccessRecord(db: DbOrTx, input: AccessRecordInput): Promise<void> {
  await db.insert(dataAccessRecords).values(input);
}

/** The team (and its owner) whose KYC record or Digio request holds this file, if any. */
export async function kycOwnerOfFile(
  db: DbOrTx,
  key: string,
): Promise<{ org_id: number; owner_id: number | null } | null> {
  const [row] = await rowsOf<{ org_id: number; owner_id: number | null }>(
    db,
    sql`select k.org_id, o.owner_id
          from kyc k join orgs o on o.id = k.org_id
         where ${key} in (k.poa_front, k.poa_back, k.poi_front, k.poi_back, k.photo,
                          k.pob_front, k.pob_back)
            or k.extra_documents @> ${JSON.stringify([{ proof_front: key }])}::jsonb
            or k.extra_documents @> ${JSON.stringify([{ proof_back: key }])}::jsonb
        union all
        select d.org_id, o.owner_id
          from digio_requests d join orgs o on o.id = d.org_id
         where d.file_key = ${key}
         limit 1`,
  );
  return row ?? null;
}

/** The call whose recording is this file (an indexed lookup), or the call of this id. */
export async function callOfRecording(
  db: DbOrTx,
  by: { key: string } | { callId: number },
): Promise<{ id: number; org_id: number | null; user_id: number | null } | null> {
  const [row] = await rowsOf<{
    id: number | string;
    org_id: number | null;
    user_id: number | null;
  }>(
    db,
    'key' in by
      ? sql`select id, org_id, user_id from call_history
             where recording_id = ${by.key} and recording_id is not null limit 1`
      : sql`select id, org_id, user_id from call_history where id = ${by.callId}`,
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

type Row = Omit<DataAccessRecord, 'id' | 'created_at'> & {
  id: number | string;
  created_at: Date | string;
};

/** Newest first, keyset paged on id; each filter has its (filter, id desc) index. */
export async function listAccessRecords(
  db: DbOrTx,
  q: DataAccessListQuery,
): Promise<DataAccessList> {
  const rows = await rowsOf<Row>(
    db,
    sql`select r.id, r.kind, r.target, r.actor_id,
               nullif(trim(a.first_name || ' ' || a.last_name), '') as actor_name,
               r.person_user_id,
               nullif(trim(p.first_name || ' ' || p.last_name), '') as person_name,
               r.org_id, o.name as org_name, r.ip, r.created_at
          from data_access_records r
          left join users a on a.id = r.actor_id
          left join users p on p.id = r.person_user_id
          left join orgs o on o.id = r.org_id
         where true
           ${q.before ? sql`and r.id < ${q.before}` : sql``}
           ${q.kind ? sql`and r.kind = ${q.kind}` : sql``}
           ${q.org_id ? sql`and r.org_id = ${q.org_id}` : sql``}
           ${q.person_id ? sql`and r.person_user_id = ${q.person_id}` : sql``}
         order by r.id desc
         limit ${q.limit + 1}`,
  );
  const page = rows
    .slice(0, q.limit)
    .map((r) => ({ ...r, id: Number(r.id), created_at: toIso(r.created_at) }));
  const last = page.at(-1);
  return { rows: page, next_before: rows.length > q.limit && last ? last.id : null };
}
