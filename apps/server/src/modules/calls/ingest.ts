import { and, inArray } from 'drizzle-orm';
import type { IngestCdr, IngestResult } from '@switchboard/contract/calls';
import { callHistory } from '../../db/schema/calls';
import { orgMembers, orgs } from '../../db/schema/teams';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files/file-service';
import { checkRecordingKeys, checkRecordings, recordRecordingFiles, writeRecordings, type CheckedRecording, type IndexedCdr } from './ingest-recordings';

/**
 * Stores CDRs from the switch. Idempotent on switch_call_id: a CDR seen before is reported
 * as a duplicate with its existing id and changes nothing. Everything is checked before
 * anything is written (the batch's ids, orgs, agents, recordings and recording keys), and
 * errors name the CDR's place in the request (`cdrs.<index>.<field>`). The recordings' bytes
 * are then written, and the new calls with their recordings' file rows in one transaction, so
 * a failure leaves neither a call nor a file behind (only unseen bytes).
 */
export async function ingestCdrs(db: Db, fileService: FileService, cdrs: IngestCdr[], maxRecordingBytes: number): Promise<IngestResult> {
  const ids = cdrs.map((c) => c.switch_call_id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw badRequest(`switch_call_id ${repeated} appears twice in the batch`, [{ field: 'cdrs', message: 'switch_call_id must be unique in a batch' }]);
  await checkOrgs(db, cdrs);
  const seen = new Map((await idsOf(db, ids)).map((r) => [r.key, r.id]));
  // A CDR stored before is only reported: its retry passes whatever changed since.
  const fresh: IndexedCdr[] = cdrs.map((cdr, index) => ({ cdr, index })).filter(({ cdr }) => !seen.has(cdr.switch_call_id));
  await checkAgents(db, fresh);
  const recordings = await checkRecordings(fresh, maxRecordingBytes);
  await checkRecordingKeys(db, fileService, fresh);
  await writeRecordings(fileService, [...recordings.values()]);

  const inserted = fresh.length
    ? await db.transaction(async (tx) => {
        const rows = await tx
          .insert(callHistory)
          .values(fresh.map(({ cdr }) => rowOf(cdr, recordings.get(cdr.switch_call_id))))
          // A concurrent retry of the same CDR may have won the race: it is then a duplicate too.
          .onConflictDoNothing({ target: callHistory.switchCallId })
          .returning({ id: callHistory.id, key: callHistory.switchCallId });
        // Only the calls this request created get their recording's row (a raced one has its own).
        const created = new Set(rows.map((r) => r.key));
        await recordRecordingFiles(tx, [...recordings].filter(([id]) => created.has(id)).map(([, r]) => r));
        return rows;
      })
    : [];
  const created = new Map(inserted.map((r) => [r.key, r.id]));
  const raced = fresh.map(({ cdr }) => cdr.switch_call_id).filter((id) => !created.has(id));
  for (const r of raced.length ? await idsOf(db, raced) : []) seen.set(r.key, r.id);
  return {
    created: created.size,
    duplicates: cdrs.length - created.size,
    results: cdrs.map((c) => ({ switch_call_id: c.switch_call_id, id: created.get(c.switch_call_id) ?? seen.get(c.switch_call_id) ?? 0, created: created.has(c.switch_call_id) })),
  };
}

const idsOf = (db: Db, switchCallIds: string[]) =>
  db.select({ id: callHistory.id, key: callHistory.switchCallId }).from(callHistory).where(inArray(callHistory.switchCallId, switchCallIds));

function rowOf(c: IngestCdr, recording: CheckedRecording | undefined): typeof callHistory.$inferInsert {
  return {
    switchCallId: c.switch_call_id,
    orgId: c.org_id,
    userId: c.user_id ?? null,
    isTrial: c.is_trial ? 1 : 0,
    source: c.source,
    callType: c.call_type,
    status: c.status,
    fromNumber: c.from_number,
    toNumber: c.to_number,
    duration: c.duration,
    startedAt: new Date(c.started_at),
    endedAt: c.ended_at ? new Date(c.ended_at) : null,
    recordingId: recording?.key ?? c.recording_key ?? null,
  };
}

async function checkOrgs(db: Db, cdrs: IngestCdr[]): Promise<void> {
  const wanted = [...new Set(cdrs.map((c) => c.org_id))];
  const found = new Set((await db.select({ id: orgs.id }).from(orgs).where(inArray(orgs.id, wanted))).map((o) => o.id));
  const index = cdrs.findIndex((c) => !found.has(c.org_id));
  const missing = cdrs[index];
  if (missing) throw badRequest(`Org ${missing.org_id} does not exist`, [{ field: `cdrs.${index}.org_id`, message: 'unknown org' }]);
}

/** A CDR's agent must be a member of the CDR's org: the team's list filters and names calls by agent. */
async function checkAgents(db: Db, cdrs: IndexedCdr[]): Promise<void> {
  const withAgent = cdrs.filter(({ cdr }) => cdr.user_id);
  if (withAgent.length === 0) return;
  const pairs = await db
    .select({ orgId: orgMembers.orgId, userId: orgMembers.userId })
    .from(orgMembers)
    .where(
      and(
        inArray(orgMembers.userId, [...new Set(withAgent.map(({ cdr }) => cdr.user_id ?? 0))]),
        inArray(orgMembers.orgId, [...new Set(withAgent.map(({ cdr }) => cdr.org_id))]),
      ),
    );
  const members = new Set(pairs.map((p) => `${p.orgId}:${p.userId}`));
  const stranger = withAgent.find(({ cdr }) => !members.has(`${cdr.org_id}:${cdr.user_id}`));
  if (stranger) {
    const { cdr, index } = stranger;
    throw badRequest(`User ${cdr.user_id} is not a member of org ${cdr.org_id}`, [{ field: `cdrs.${index}.user_id`, message: 'must be a member of the org' }]);
  }
}
