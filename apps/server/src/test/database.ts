import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client';

/**
 * A migrated database for one test file: PGlite in memory by default (a copy of the run's
 * migrated template, pglite-template.ts); when TEST_DATABASE_URL
 * is set, a fresh PostgreSQL database of its own that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir });
    // Already migrated when it came from the template: this only confirms nothing is pending.
    await database.migrate();
    return database;
  }
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      // pool.end() resolves before its sockets have closed; a forced drop at that moment kills a
      // closing connection, and pg throws that at whoever runs next (an uncaught 57P01 that
      // fails the run). Wait until the server has seen every connection go, then drop.
      await adminQuery(serverUrl, async (client) => {
        for (let tries = 0; tries < 50; tries += 1) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function adminQuery(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
