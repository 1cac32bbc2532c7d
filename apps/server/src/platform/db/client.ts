import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index';
import { migrationsDir } from '../../paths';

export type Schema = typeof schema;
/** Both drivers share this type: one SQL dialect, one set of queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<number>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | 'memory://' };

/** Opens PGlite (a data folder, or memory for tests) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // JIT compiling pays off for long reports, not for lists answered in milliseconds: a plan
    // that looks costly (a count over a 140k-call team) spent 25-31 ms compiling before it ran.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: '-c jit=off' });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: migrationsDir }),
      ping: () => timedPing(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // Extensions go on every open, not only the first (STACK.md).
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    ping: () => timedPing(db),
    close: () => client.close(),
  };
}

async function timedPing(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

/** Rows of a raw query: both drivers return `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Timestamps come back as Date or string depending on the driver; the wire wants ISO. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
