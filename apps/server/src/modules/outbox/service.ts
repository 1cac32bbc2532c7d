import { payloadText } from '@switchboard/contract/outbox-message';
import { formatMessage } from '@switchboard/contract/messages';
import type { OutboxDetail, OutboxFilter, OutboxQuery } from '@switchboard/contract/outbox';
import { bulkCount, bulkIds, runBulk } from '../../platform/bulk/run-bulk';
import { auditedRows, audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import {
  applyReport,
  attemptsOf,
  cancel,
  findMessage,
  noteAttempt,
  outboxIdsMatching,
  requeue,
  searchOutbox,
  walkOutbox,
} from './repository';

/** GET /outbox: every message the product sent or is sending. */
export const outboxPage = (db: Db, query: OutboxQuery) => searchOutbox(db, query);

/**
 * The messages the list's filters pick, as CSV rows streamed page by page (secrets masked as
 * on the page); who exported which messages is audited before the first row goes out.
 */
export function exportOutbox(db: Db, actor: Actor, query: Omit<OutboxQuery, 'page' | 'page_size'>) {
  async function* rows() {
    for await (const page of walkOutbox(db, query))
      for (const { org, payload, ...entry } of page)
        yield {
          ...entry,
          org_id: org?.id ?? '',
          org_name: org?.name ?? '',
          // In words, as the list's Message column reads it, never its JSON.
          payload: payloadText(payload as Record<string, unknown>),
        };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'outbox.export',
      subjectType: 'Outbox',
      summary: { filters: query },
    },
    rows(),
  );
}

export async function outboxDetail(db: DbOrTx, id: number): Promise<OutboxDetail> {
  const entry = await findMessage(db, id);
  if (!entry) throw notFound('Message');
  return { ...entry, attempts_log: await attemptsOf(db, id) };
}

/** What staff may do to a message: from which states, to which, and what it is called. */
type StaffMove = {
  from: readonly string[];
  to: 'PENDING' | 'CANCELLED';
  refused: 'outboxNotRetriable' | 'outboxNotCancellable';
  done: 'outboxRetried' | 'outboxCancelled';
  outcome: 'RETRIED' | 'CANCELLED';
  answer: string;
  action: string;
  apply: (tx: DbOrTx, id: number) => Promise<unknown>;
};

/** One staff move, under the message's row lock, with its attempt line and audit entry. */
async function moveMessage(db: Db, actor: Actor, id: number, move: StaffMove) {
  const entry = await db.transaction(async (tx) => {
    const before = await findMessage(tx, id, true);
    if (!before) throw notFound('Message');
    if (!move.from.includes(before.status))
      throw conflict(formatMessage(move.refused, { id, status: before.status }));
    // Its body went with the retention period or an erasure: nothing is left to send.
    if (move.to === 'PENDING' && Object.keys(before.payload).length === 0)
      throw conflict(formatMessage('outboxBodyGone', { id }));
    await move.apply(tx, id);
    await noteAttempt(tx, id, { outcome: move.outcome, answer: move.answer });
    await audit(tx, actor, {
      action: move.action,
      subjectType: 'Outbox',
      subjectId: id,
      orgId: before.org?.id ?? null,
      summary: { channel: before.channel, status: { before: before.status, after: move.to } },
    });
    return outboxDetail(tx, id);
  });
  return { message: formatMessage(move.done, { id }), entry };
}

/** POST /outbox/{id}/retry: a FAILED message goes back to the queue, its tries counted afresh. */
export const retryMessage = (db: Db, actor: Actor, id: number) =>
  moveMessage(db, actor, id, {
    from: ['FAILED'],
    to: 'PENDING',
    refused: 'outboxNotRetriable',
    done: 'outboxRetried',
    outcome: 'RETRIED',
    answer: 'sent again by staff',
    action: 'outbox.retry',
    apply: requeue,
  });

/** POST /outbox/{id}/cancel: a FAILED or still waiting message is not sent (again). */
export const cancelMessage = (db: Db, actor: Actor, id: number) =>
  moveMessage(db, actor, id, {
    from: ['FAILED', 'PENDING'],
    to: 'CANCELLED',
    refused: 'outboxNotCancellable',
    done: 'outboxCancelled',
    outcome: 'CANCELLED',
    answer: 'cancelled by staff',
    action: 'outbox.cancel',
    apply: cancel,
  });

/**
 * POST /outbox/bulk: the single retry or cancel on each ticked or filtered message, each in
 * its own transaction; a message already moved is refused by the same rule (a repeat no-ops).
 */
export async function bulkOutbox(
  db: Db,
  actor: Actor,
  body: { action: 'retry' | 'cancel'; ids?: number[] | undefined; filter?: OutboxFilter },
) {
  const ids = await bulkIds(body, (limit) => outboxIdsMatching(db, body.filter ?? {}, limit));
  const move = body.action === 'retry' ? retryMessage : cancelMessage;
  return runBulk(ids, (id) => move(db, actor, id));
}

/** POST /outbox/bulk/count: how many messages the filter picks now. */
export const countOutboxBulk = (db: Db, filter: OutboxFilter) =>
  bulkCount((limit) => outboxIdsMatching(db, filter, limit));

export type ProviderReport = {
  provider: string;
  ref: string;
  outcome: 'DELIVERED' | 'FAILED';
  answer: string;
};

/** Delivery reports from a provider's callback; a repeat or an unknown id changes nothing. */
export async function receiveReports(db: Db, reports: ProviderReport[]): Promise<number> {
  if (reports.length === 0) return 0;
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const report of reports) if ((await applyReport(tx, report)) !== null) moved += 1;
    return moved;
  });
}
