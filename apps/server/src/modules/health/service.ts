import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Liveness, Readiness } from '@switchboard/contract/health-probes';
import type { Database } from '../../platform/db/client';
import type { StorageBackend } from '../../platform/files/storage-backend';
import { monthsAhead } from '../../platform/db/partitions';
import { migrationsDir } from '../../paths';
import { appliedMigrations } from './repository';

const startedAt = Date.now();
/** A check that takes longer than this has failed: a probe must answer while things hang. */
const CHECK_TIMEOUT_MS = 3000;
/** Written on every readiness probe: proves the store takes writes, holds one tiny file. */
export const PROBE_KEY = '.health/ready-probe';

type Journal = { entries: { when: number }[] };
/** The migrations this build ships, read once: the journal drizzle-kit writes beside them. */
let journal: Journal | undefined;
const shipped = () =>
  (journal ??= JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal);

export function liveness(): Liveness {
  return { status: 'ok', uptime_s: Math.round((Date.now() - startedAt) / 1000) };
}

async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The fewest months ahead any monthly-partitioned history table has partitions for. */
async function partitionMonthsAhead(db: Database['db']): Promise<number> {
  return Math.min(...(await monthsAhead(db)).map((t) => t.months));
}

/** Runs every check at once; a failure is logged here and only flagged in the answer. */
export async function readiness(deps: {
  database: Pick<Database, 'db' | 'ping'> & Partial<Pick<Database, 'replicas'>>;
  storage: StorageBackend;
  log: FastifyBaseLogger;
}): Promise<Readiness> {
  const { database, storage, log } = deps;
  const failed = (check: string) => (error: unknown) => {
    log.warn({ check, err: error }, 'readiness check failed');
    return null;
  };
  const entries = shipped().entries;
  const [latency, migrations, written, ahead] = await Promise.all([
    within(database.ping(), 'database').catch(failed('database')),
    within(appliedMigrations(database.db), 'migrations').catch(failed('migrations')),
    within(storage.write(PROBE_KEY, Buffer.from(new Date().toISOString()), 'text/plain'), 'files')
      .then(() => true)
      .catch(failed('files')),
    within(partitionMonthsAhead(database.db), 'partitions').catch(failed('partitions')),
  ]);
  const newestShipped = entries.at(-1)?.when ?? 0;
  const checks: Readiness['checks'] = {
    database: { ok: latency !== null, latency_ms: Math.round((latency ?? 0) * 100) / 100 },
    migrations: {
      // drizzle records each migration with its journal time and applies those newer than the
      // newest recorded: the database is current when that one is this build's last.
      ok: migrations !== null && (migrations.newest ?? -1) >= newestShipped,
      applied: migrations?.applied ?? 0,
      expected: entries.length,
    },
    files: { ok: written === true, store: storage.name },
    partitions: { ok: (ahead ?? 0) >= 1, months_ahead: ahead ?? 0 },
  };
  const replicas = database.replicas?.states();
  if (replicas) {
    const serving = replicas.filter((r) => r.serving).length;
    checks.replicas = { ok: serving === replicas.length, configured: replicas.length, serving };
    if (serving < replicas.length)
      log.warn(
        { replicas: replicas.filter((r) => !r.serving).map((r) => `${r.name} ${r.skipped}`) },
        'read replicas skipped: the primary answers their reads',
      );
  }
  const ready =
    checks.database.ok && checks.migrations.ok && checks.files.ok && checks.partitions.ok;
  if (!checks.partitions.ok)
    log.warn({ monthsAhead: ahead }, 'a history table has no partition for next month');
  if (!checks.migrations.ok && migrations) {
    log.warn({ applied: migrations.applied, expected: entries.length }, 'migrations missing');
  }
  return { status: ready ? 'ready' : 'not_ready', checks };
}
