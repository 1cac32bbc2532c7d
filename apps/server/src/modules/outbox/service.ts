import { formatMessage } from '@switchboard/contract/messages';
import type { OutboxDetail, OutboxQuery } from '@switchboard/contract/outbox';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import {
  applyReport,
  attemptsOf,
  cancel,
  findMessage,
  noteAttempt,
  requeue,
  searchOutbox,
} from './repository';

/** GET /outbox: every message the product sent or is sending. */
export const outboxPage = (db: Db, query: OutboxQuery) => searchOutbox(db, query);

export async function outboxDetail(db: DbOrTx, id: number): Promise<OutboxDetail> {
  const entry = await findMessage(db, id);
  if (!entry) throw notFound('Message');
  return { ...entry, attempts_log: await attemptsOf(db, id) };
}

/** POST /outbox/{id}/retry: a FAILED message goes back to the queue, its tries counted afresh. */
export async function retryMessage(db: Db, actor: Actor, id: number) {
  const entry = await db.transaction(async (tx) => {
    const before = await findMessage(tx, id, true);
    if (!before) throw notFound('Message');
    if (before.status !== 'FAILED')
      throw conflict(formatMessage('outboxNotRetriable', { id, status: before.status }));
    await requeue(tx, id);
    await noteAttempt(tx, id, { outcome: 'RETRIED', answer: 'sent again by staff' });
    await audit(tx, actor, {
      action: 'outbox.retry',
      subjectType: 'Outbox',
      subjectId: id,
      orgId: before.org?.id ?? null,
      summary: { channel: before.channel, status: { before: 'FAILED', after: 'PENDING' } },
    });
    return outboxDetail(tx, id);
  });
  return { message: formatMessage('outboxRetried', { id }), entry };
}

/** POST /outbox/{id}/cancel: a FAILED or still waiting message is not sent (again). */
export async function cancelMessage(db: Db, actor: Actor, id: number) {
  const entry = await db.transaction(async (tx) => {
    const before = await findMessage(tx, id, true);
    if (!before) throw notFound('Message');
    if (before.status !== 'FAILED' && before.status !== 'PENDING')
      throw conflict(formatMessage('outboxNotCancellable', { id, status: before.status }));
    await cancel(tx, id);
    await noteAttempt(tx, id, { outcome: 'CANCELLED', answer: 'cancelled by staff' });
    await audit(tx, actor, {
      action: 'outbox.cancel',
      subjectType: 'Outbox',
      subjectId: id,
      orgId: before.org?.id ?? null,
      summary: { channel: before.channel, status: { before: before.status, after: 'CANCELLED' } },
    });
    return outboxDetail(tx, id);
  });
  return { message: formatMessage('outboxCancelled', { id }), entry };
}

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
