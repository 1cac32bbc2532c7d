import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { migrationsDir } from '../../paths';
import { ensureMonthPartitions } from './partitions';
import { applyReferenceData } from './reference-data';
import { openReplicas, type ReplicaSet } from './replicas';

import type { Db } from './types';

export type { Db, DbOrTx, Schema, Tx } from './types';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The streaming replicas reads may go to (DATABASE_REPLICA_URLS), or null: none configured
   * (always on PGlite). Which reads: read-handle.ts.
   */
  replicas: ReplicaSet | null;
  /**
   * Runs the migrations, then brings the reference data (reference-data.ts) up to date, under
   * the startup lock: every migrated database has the spec's plan catalogue.
   */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding the startup lock, a PostgreSQL advisory lock on a connection of
   * its own: server instances starting together migrate and seed one after the other. Calls
   * nested inside `work` (migrate) run at once. PGlite has one process: it just runs `work`.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  ping: () => Promise<number>;
  /**
   * Calls `handler` with the payload of every `pg_notify(channel, payload)` that commits, from
   * any instance on this database. Resolves to a function that stops listening.
   */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** DATABASE_REPLICA_URLS and its bounds: see replicas.ts. */
export type ReplicaSettings = {
  urls: string[];
  maxLagMs: number;
  waitMs: number;
  pollMs?: number;
  onProblem?: (replica: string, problem: string) => void;
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number; replicas?: ReplicaSettings }
  | {
      kind: 'pglite';
      dataDir: string | 'memory://';
      /** A dump (`dumpDataDir`) to start from: tests copy one migrated database, not migrate each. */
      loadDataDir?: Blob;
    }
) & {
  /** PRODUCT_KEY, for the `{key}` products of the reference plan catalogue; default `sf`, as PRODUCT_KEY's. */
  productKey?: string;
  /**
   * Told when an idle pooled connection breaks (the server restarted, or an operator ended the
   * session). The pool has already dropped it and the next query connects anew.
   */
  onConnectionLost?: (error: Error) => void;
};

/** Any fixed 64-bit number: the key of the startup lock, the same for every instance. */
const STARTUP_LOCK_KEY = 7_316_202_601;

/** Opens PGlite (a data folder, or memory for tests) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const productKey = options.productKey ?? 'sf';
  if (options.kind === 'postgres') {
    // JIT compiling pays off for long reports, not for lists answered in milliseconds: a plan
    // that looks costly (a count over a 140k-call team) spent 25-31 ms compiling before it ran.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
    });
    // Without a listener, node-postgres throws an idle connection's error as an uncaught
    // exception, and a PostgreSQL restart would take the whole server down with it.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const exclusive = reentrant((work) => underAdvisoryLock(options.url, work));
    const replicaSettings = options.replicas;
    const replicas = replicaSettings?.urls.length
      ? await openReplicas({
          primary: db,
          poolSize: options.poolSize ?? 10,
          ...replicaSettings,
        })
      : null;
    return {
      db,
      kind: 'postgres',
      replicas,
      migrate: () =>
        exclusive(async () => {
          await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsDir });
          await applyReferenceData(db, productKey);
          await ensureMonthPartitions(db);
        }),
      exclusive,
      ping: () => timedPing(db),
      listen: (channel, handler) => listenOnPostgres(options.url, channel, handler),
      close: async () => {
        await replicas?.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // Extensions go on every open, not only the first (STACK.md).
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    replicas: null,
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder: migrationsDir });
      await applyReferenceData(db, productKey);
      await ensureMonthPartitions(db);
    },
    exclusive: (work) => work(),
    ping: () => timedPing(db),
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => {
        // After close() the session is gone, and with it the subscription.
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Nested calls (migrate inside the start sequence) would wait for their own lock: while this
 * process holds it, work runs at once. (Not AsyncLocalStorage: one of those switches on promise
 * hooks for the whole process, a tax on every request measured with `npm run bench`.)
 */
function reentrant(lock: Exclusive): Exclusive {
  let held = false;
  return async (work) => {
    if (held) return work();
    return lock(async () => {
      held = true;
      try {
        return await work();
      } finally {
        held = false;
      }
    });
  };
}

/**
 * A connection outside the pool holds the lock, so the work may use every pool connection
 * (even with DATABASE_POOL_SIZE=1); ending that connection releases the lock, also when the
 * work throws.
 */
async function underAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection loses the lock; the work's own queries report what went wrong.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool). A dropped
 * connection reconnects, so a database restart does not silence the channel for good.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => {
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function timedPing(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

export { rowsOf } from './rows';

/** Timestamps come back as Date or string depending on the driver; the wire wants ISO. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
