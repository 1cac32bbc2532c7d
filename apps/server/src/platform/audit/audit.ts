import type { FastifyRequest } from 'fastify';
import { auditLog } from '../../db/schema/audit';
import type { DbOrTx } from '../db/client';

/** Who made a change and from where. */
export type Actor = { actorId: number | null; ip: string | null };

/** The logged-in staff member behind a request. */
export const actorOf = (request: FastifyRequest): Actor => ({
  actorId: request.user?.id ?? null,
  ip: request.ip,
});

export type AuditInput = {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  orgId?: number | null;
  /** What changed: for an update, `{ before, after }` of the changed fields. */
  summary?: Record<string, unknown>;
};

/**
 * Writes one audit entry. Call it with the transaction of the change itself, so the change and
 * its entry commit or fail together (DESIGN.md convention 6).
 */
export async function audit(tx: DbOrTx, actor: Actor, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.actorId,
    action: input.action,
    subjectType: input.subjectType,
    subjectId:
      input.subjectId === undefined || input.subjectId === null ? null : String(input.subjectId),
    orgId: input.orgId ?? null,
    summary: input.summary ?? {},
    ip: actor.ip,
  });
}

/** The changed fields of an update, as `{ field: { before, after } }`. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && JSON.stringify(before[key]) !== JSON.stringify(value)) {
      changes[key] = { before: before[key], after: value };
    }
  }
  return changes;
}

/**
 * The rows of an export with its audit entry: written once the first page has been read
 * (so an export the database refuses leaves none) and before the first row goes out, or at
 * the end of an export that found nothing. Who exported which rows is always on record.
 */
export async function* auditedRows<T>(
  db: DbOrTx,
  actor: Actor,
  entry: AuditInput,
  rows: AsyncIterable<T>,
): AsyncGenerator<T> {
  let audited = false;
  for await (const row of rows) {
    if (!audited) {
      await audit(db, actor, entry);
      audited = true;
    }
    yield row;
  }
  if (!audited) await audit(db, actor, entry);
}
