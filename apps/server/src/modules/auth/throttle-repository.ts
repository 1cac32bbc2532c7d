import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/auth';
import type { Db } from '../../platform/db/client';

export type FailureKey = { account: string; address: string };

/** The account+address row, if it failed within the window. */
export async function findRecentFailures(db: Db, key: FailureKey, windowMs: number) {
  const [row] = await db
    .select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, key.account),
        eq(loginFailures.address, key.address),
        gt(loginFailures.lastFailedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row ?? null;
}

/** Failures from one address at any account within the window, and when the oldest ages out. */
export async function addressFailures(db: Db, address: string, windowMs: number) {
  const [row] = await db
    .select({
      failures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)::int`,
      oldest: sql<Date | null>`min(${loginFailures.lastFailedAt})`,
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.address, address),
        gt(loginFailures.lastFailedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Counts one more failure in one statement (instances and parallel tries add up, none is
 * lost): a row older than the window starts again at 1. From `limit` failures on, the row is
 * locked for `firstWaitMs` doubled per further failure, never longer than the window.
 */
export async function addFailure(
  db: Db,
  key: FailureKey,
  rule: { limit: number; windowMs: number; firstWaitMs: number },
) {
  const window = sql`make_interval(secs => ${rule.windowMs / 1000})`;
  const count = sql`case when ${loginFailures.lastFailedAt} < now() - ${window} then 1
    else ${loginFailures.failures} + 1 end`;
  const waitFor = (failures: ReturnType<typeof sql>) =>
    sql`case when ${failures} >= ${rule.limit}
      then now() + make_interval(secs => least(${rule.windowMs / 1000}::float8,
        ${rule.firstWaitMs / 1000}::float8 * power(2, least(${failures} - ${rule.limit}, 30))))
      end`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      ...key,
      failures: 1,
      lockedUntil: sql`${waitFor(sql`1`)}`,
    })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.address],
      set: {
        failures: sql`${count}`,
        lastFailedAt: sql`now()`,
        lockedUntil: sql`${waitFor(sql`(${count})`)}`,
      },
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  return row!;
}

export async function clearFailures(db: Db, key: FailureKey): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, key.account), eq(loginFailures.address, key.address)));
}

/** Housekeeping: rows that can no longer count or lock. */
export async function deleteFailuresBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailedAt, before))
    .returning({ account: loginFailures.account });
  return gone.length;
}
