import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import type { Db } from './types';

/**
 * PostgreSQL streaming replicas (DATABASE_REPLICA_URLS) that may answer reads: lists,
 * searches, exports, dashboards and the palette (read-handle.ts says which). Each replica is
 * checked every POLL_MS: whether it answers, is still in recovery, and how far its replay is
 * behind the primary's WAL. A replica that fails or lags past `maxLagMs` is skipped (and
 * reported: /metrics, readiness) until a check finds it well again.
 */
export type ReplicaOptions = {
  primary: Db;
  urls: string[];
  poolSize?: number;
  /** A replica whose replay is this far behind the primary is skipped; DATABASE_REPLICA_MAX_LAG_MS. */
  maxLagMs: number;
  /** How long a read waits for a replica to replay a session's write before the primary answers it; DATABASE_REPLICA_WAIT_MS. */
  waitMs: number;
  /** Between checks; tests set it low. */
  pollMs?: number;
  onProblem?: (replica: string, problem: string) => void;
};

export type ReplicaState = {
  /** host:port/database, never the credentials. */
  name: string;
  /** It answered its last check, as a replica (in recovery). */
  up: boolean;
  /** How far its replay is behind the primary, in ms (to a check's precision); null while down. */
  lagMs: number | null;
  /** Reads may go to it: up, and not lagging past the bound. */
  serving: boolean;
  /** Why it is skipped: 'down', 'not_a_replica' (promoted, or a primary), 'lagging'; null while serving. */
  skipped: 'down' | 'not_a_replica' | 'lagging' | null;
};

export type ReplicaSet = {
  /**
   * A replica's handle for a read that must see the WAL up to `after` (a session's last write;
   * null: any serving replica): one that has replayed past it, waiting up to `waitMs` for one,
   * else null (the primary answers).
   */
  reader: (after: bigint | null) => Promise<Db | null>;
  /** The primary's WAL position now (pg_current_wal_lsn()): kept after a staff member's write. */
  primaryLsn: () => Promise<bigint>;
  /** A read on `replica` failed for want of its connection: it is skipped until a check finds it well. */
  failed: (replica: Db, error: unknown) => void;
  states: () => ReplicaState[];
  /** Checks every replica now (tests; the timer does it every POLL_MS). */
  check: () => Promise<void>;
  close: () => Promise<void>;
};

const POLL_MS = 500;
/** A check a replica has not answered in this long counts as failed. */
const CHECK_TIMEOUT_MS = 2000;
/** Between looks at the replicas' replay while a read waits for a session's write. */
const WAIT_STEP_MS = 5;

/** '16/B374D848' (PostgreSQL's pg_lsn text) as a number that compares. */
export function parseLsn(text: string): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** host:port/database of a connection URL: what metrics and logs may show. */
export function replicaName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}

type Replica = {
  name: string;
  pool: pg.Pool;
  db: Db;
  up: boolean;
  inRecovery: boolean;
  replayed: bigint | null;
  lagMs: number | null;
  /** The reason last reported (onProblem), so each is said once. */
  reported: ReplicaState['skipped'];
};

/** Opens a pool per replica and starts checking them; the first check has run when it resolves. */
export async function openReplicas(options: ReplicaOptions): Promise<ReplicaSet> {
  const problem = options.onProblem ?? (() => undefined);
  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    });
    const replica: Replica = {
      name: replicaName(url),
      pool,
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      up: false,
      inRecovery: false,
      replayed: null,
      lagMs: null,
      reported: null,
    };
    // An idle connection that breaks (the replica stopped) is dropped by the pool; the replica
    // is skipped until a check reaches it again.
    pool.on('error', (error) => markDown(replica, error));
    return replica;
  });
  const byDb = new Map(replicas.map((r) => [r.db, r]));

  // The primary's WAL position at each recent check: a replica's lag is the age of the oldest
  // position it has not replayed yet (0 when it has replayed the newest).
  let samples: { at: number; lsn: bigint }[] = [];

  const serving = (r: Replica) => r.up && r.inRecovery && (r.lagMs ?? Infinity) <= options.maxLagMs;
  const skippedOf = (r: Replica): ReplicaState['skipped'] =>
    serving(r) ? null : !r.up ? 'down' : !r.inRecovery ? 'not_a_replica' : 'lagging';

  /** Says so once when a replica stops serving, or is skipped for another reason than before. */
  function report(replica: Replica, detail: string) {
    const skipped = skippedOf(replica);
    if (skipped !== null && skipped !== replica.reported)
      problem(replica.name, `${skipped}: ${detail}`);
    replica.reported = skipped;
  }

  function markDown(replica: Replica, error: unknown) {
    replica.up = false;
    replica.lagMs = null;
    report(replica, (error as Error)?.message || String(error));
  }

  async function replayedOf(
    replica: Replica,
  ): Promise<{ recovering: boolean; lsn: bigint | null }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([
        replica.pool.query<{ recovering: boolean; replayed: string | null }>(
          'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
        ),
        late,
      ]);
      const row = result.rows[0];
      return {
        recovering: row?.recovering === true,
        lsn: row?.replayed ? parseLsn(row.replayed) : null,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  function lagOf(replayed: bigint | null, now: number): number | null {
    if (replayed === null) return null;
    const behind = samples.find((s) => s.lsn > replayed);
    return behind ? now - behind.at : 0;
  }

  async function primaryLsn(): Promise<bigint> {
    const result = (await options.primary.execute(
      sql`select pg_current_wal_lsn()::text as lsn`,
    )) as unknown as { rows: { lsn: string }[] };
    return parseLsn(result.rows[0]?.lsn ?? '') ?? 0n;
  }

  async function check(): Promise<void> {
    const now = Date.now();
    try {
      samples.push({ at: now, lsn: await primaryLsn() });
    } catch {
      // The primary's own troubles are the readiness check's; lags keep their last samples.
    }
    // Older samples than the bound (and a little) cannot change whether a replica is skipped.
    const keepFrom = now - options.maxLagMs - 4 * (options.pollMs ?? POLL_MS);
    const firstKept = samples.findIndex((s) => s.at >= keepFrom);
    if (firstKept > 0) samples = samples.slice(firstKept - 1);
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { recovering, lsn } = await replayedOf(replica);
          replica.up = true;
          replica.inRecovery = recovering;
          replica.replayed = lsn;
          replica.lagMs = recovering ? lagOf(lsn, Date.now()) : null;
          report(
            replica,
            recovering
              ? `replay ${replica.lagMs} ms behind the primary`
              : 'not in recovery (promoted, or not a standby)',
          );
        } catch (error) {
          markDown(replica, error);
        }
      }),
    );
  }

  async function reader(after: bigint | null): Promise<Db | null> {
    const candidates = replicas.filter(serving);
    if (candidates.length === 0) return null;
    const ready = (list: Replica[]) =>
      list.filter((r) => after === null || (r.replayed !== null && r.replayed >= after));
    let found = ready(candidates);
    const deadline = performance.now() + options.waitMs;
    // The checks' positions are up to POLL_MS old: ask the replicas themselves, until one has
    // replayed the session's write or the wait is over.
    while (found.length === 0) {
      await Promise.all(
        candidates.map(async (replica) => {
          try {
            replica.replayed = (await replayedOf(replica)).lsn;
          } catch (error) {
            markDown(replica, error);
          }
        }),
      );
      found = ready(candidates.filter(serving));
      if (found.length > 0 || performance.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    if (found.length === 0) return null;
    // Spread over the replicas that qualify: the one with the fewest connections busy.
    const pick = found.reduce((best, r) =>
      r.pool.totalCount - r.pool.idleCount < best.pool.totalCount - best.pool.idleCount ? r : best,
    );
    return pick.db;
  }

  await check();
  // A replica that hangs holds a check up to CHECK_TIMEOUT_MS: the next waits its turn
  // instead of piling up beside it.
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, options.pollMs ?? POLL_MS);
  timer.unref();

  return {
    reader,
    primaryLsn,
    failed: (db, error) => {
      const replica = byDb.get(db);
      if (replica) markDown(replica, error);
    },
    states: () =>
      replicas.map((r) => ({
        name: r.name,
        up: r.up && r.inRecovery,
        lagMs: r.up && r.inRecovery ? r.lagMs : null,
        serving: serving(r),
        skipped: skippedOf(r),
      })),
    check,
    close: async () => {
      clearInterval(timer);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => undefined)));
    },
  };
}
