import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import { openDatabase, rowsOf, type Database } from './client';
import { databaseUrl } from '../../test/postgres-admin';

// A PostgreSQL restart, or an operator ending a session, breaks the pool's idle connections.
// node-postgres throws such an error as an uncaught exception unless the pool is listened to:
// the server must carry on, tell its log, and answer the next query on a new connection.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('an idle PostgreSQL connection that breaks', () => {
  let owner: Database;
  let database: Database;
  const lost: Error[] = [];

  beforeAll(async () => {
    owner = await openTestDatabase();
    const [current] = await rowsOf<{ name: string }>(
      owner.db,
      sql`select current_database() as name`,
    );
    database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl!, current!.name),
      poolSize: 2,
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database?.close();
    await owner?.close();
  });

  it('is reported, dropped from the pool, and the next query connects anew', async () => {
    const before = await rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    const pid = before[0]!.pid;

    await rowsOf(owner.db, sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');

    const after = await rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    expect(after[0]!.pid).not.toBe(pid);
  });
});
