import { sql, type SQL } from 'drizzle-orm';
import type {
  ErasureAsker,
  ErasureList,
  ErasureListQuery,
  ErasurePlan,
  ErasureRequest,
  ErasureStatus,
} from '@switchboard/contract/personal-data';
import { erasureRequests } from '../../db/schema/personal-data';
import { rowsOf, toIso, type DbOrTx } from '../../platform/db/client';

type Row = {
  id: number | string;
  person_user_id: number;
  person_name: string | null;
  asked_by: ErasureAsker;
  received_at: Date | string;
  due_at: Date | string;
  overdue: boolean;
  status: ErasureStatus;
  reason: string | null;
  recorded_by: string | null;
  closed_by: string | null;
  closed_at: Date | string | null;
  result: ErasurePlan | null;
};

const nameOf = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/** A request with the names of the person and the staff who recorded and closed it. */
const selectRequests = (where: SQL, tail: SQL = sql``) => sql`
  select r.id, r.person_user_id, ${nameOf('p')} as person_name, r.asked_by, r.received_at,
         r.due_at, (r.status = 'OPEN' and r.due_at < now()) as overdue, r.status, r.reason,
         ${nameOf('s')} as recorded_by, ${nameOf('c')} as closed_by, r.closed_at, r.result
    from erasure_requests r
    left join users p on p.id = r.person_user_id
    left join users s on s.id = r.recorded_by_id
    left join users c on c.id = r.closed_by_id
   where ${where} ${tail}`;

const toRequest = (r: Row): ErasureRequest => ({
  id: Number(r.id),
  person_user_id: r.person_user_id,
  person_name: r.person_name,
  asked_by: r.asked_by,
  received_at: toIso(r.received_at),
  due_at: toIso(r.due_at),
  overdue: r.overdue,
  status: r.status,
  reason: r.reason,
  recorded_by: r.recorded_by,
  closed_by: r.closed_by,
  closed_at: toIso(r.closed_at),
  result: r.result,
});

export async function findRequest(db: DbOrTx, id: number): Promise<ErasureRequest | null> {
  const [row] = await rowsOf<Row>(db, selectRequests(sql`r.id = ${id}`));
  return row ? toRequest(row) : null;
}

/** The request, locked for this transaction: of two staff carrying it out, the second waits. */
export async function lockRequest(
  tx: DbOrTx,
  id: number,
): Promise<{ id: number; person_user_id: number; status: ErasureStatus } | null> {
  const [row] = await rowsOf<{
    id: number | string;
    person_user_id: number;
    status: ErasureStatus;
  }>(tx, sql`select id, person_user_id, status from erasure_requests where id = ${id} for update`);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Records a request; null when the person already has one open (the unique index). */
export async function insertRequest(
  tx: DbOrTx,
  input: {
    personUserId: number;
    askedBy: ErasureAsker;
    receivedAt: Date;
    dueAt: Date;
    recordedById: number | null;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(erasureRequests)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: erasureRequests.id });
  return row?.id ?? null;
}

export async function closeRequest(
  tx: DbOrTx,
  id: number,
  change: {
    status: 'DONE' | 'REJECTED';
    closedById: number | null;
    reason?: string;
    result?: ErasurePlan;
  },
): Promise<void> {
  await rowsOf(
    tx,
    sql`update erasure_requests
           set status = ${change.status}, closed_by_id = ${change.closedById}, closed_at = now(),
               reason = ${change.reason ?? null},
               result = ${change.result ? JSON.stringify(change.result) : null}::jsonb,
               updated_at = now()
         where id = ${id} returning id`,
  );
}

/** The queue, newest first, filtered by status, overdue and person; keyset paging on the id. */
export async function listRequests(db: DbOrTx, query: ErasureListQuery): Promise<ErasureList> {
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`r.status = ${query.status}`);
  if (query.overdue === 'true') where.push(sql`r.status = 'OPEN' and r.due_at < now()`);
  if (query.overdue === 'false') where.push(sql`not (r.status = 'OPEN' and r.due_at < now())`);
  if (query.person_id) where.push(sql`r.person_user_id = ${query.person_id}`);
  if (query.before) where.push(sql`r.id < ${query.before}`);
  const rows = await rowsOf<Row>(
    db,
    selectRequests(sql.join(where, sql` and `), sql`order by r.id desc limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit).map(toRequest);
  return {
    rows: page,
    next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * A request carried out, as its row holds it: what a restore must keep to re-apply the
 * erasure to a database restored from an earlier backup. Ids and dates only, no personal data.
 */
export type CarriedOutErasure = {
  id: number;
  person_user_id: number;
  asked_by: ErasureAsker;
  received_at: string;
  due_at: string;
  recorded_by_id: number | null;
  closed_by_id: number | null;
  closed_at: string;
  result: ErasurePlan | null;
};

/** Whether the database holds the erasure requests at all (one older than them does not). */
export async function hasErasureRequests(db: DbOrTx): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('erasure_requests') is not null as found`,
  );
  return row?.found === true;
}

/** Every request carried out, in the order they were carried out. */
export async function carriedOutRequests(db: DbOrTx): Promise<CarriedOutErasure[]> {
  const rows = await rowsOf<{
    id: number | string;
    person_user_id: number;
    asked_by: ErasureAsker;
    received_at: Date | string;
    due_at: Date | string;
    recorded_by_id: number | null;
    closed_by_id: number | null;
    closed_at: Date | string;
    result: ErasurePlan | null;
  }>(
    db,
    sql`select id, person_user_id, asked_by, received_at, due_at, recorded_by_id, closed_by_id,
               closed_at, result
          from erasure_requests where status = 'DONE' order by closed_at, id`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    received_at: toIso(r.received_at),
    due_at: toIso(r.due_at),
    closed_at: toIso(r.closed_at),
  }));
}

/**
 * Puts a carried-out request back as it was recorded: inserted with its own id when the
 * restored database never had it, or closed as DONE when it was still open there. The id
 * sequence is moved past it, so the next request recorded gets a new id.
 */
export async function restoreCarriedOutRequest(
  tx: DbOrTx,
  request: CarriedOutErasure,
): Promise<void> {
  const result = request.result ? JSON.stringify(request.result) : null;
  await rowsOf(
    tx,
    sql`insert into erasure_requests
               (id, person_user_id, asked_by, received_at, due_at, status, recorded_by_id,
                closed_by_id, closed_at, result)
        values (${request.id}, ${request.person_user_id}, ${request.asked_by},
                ${request.received_at}, ${request.due_at}, 'DONE', ${request.recorded_by_id},
                ${request.closed_by_id}, ${request.closed_at}, ${result}::jsonb)
        on conflict (id) do update
           set status = 'DONE', reason = null, closed_by_id = excluded.closed_by_id,
               closed_at = excluded.closed_at, result = excluded.result, updated_at = now()
        returning id`,
  );
  await rowsOf(
    tx,
    sql`select setval(pg_get_serial_sequence('erasure_requests', 'id'),
                      greatest((select max(id) from erasure_requests), 1))`,
  );
}
