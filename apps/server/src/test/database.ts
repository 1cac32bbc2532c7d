import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client';
import { adminQuery, databaseUrl, untilDisconnected } from './postgres-admin';

/**
 * A migrated database for one test file, a copy of the run's migrated template
 * (database-template.ts): PGlite in memory by default; when TEST_DATABASE_URL is set, a
 * PostgreSQL database of its own that is dropped afterwards.
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
  // Without the run's template (a file run on its own by hand), it is migrated from empty.
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 4,
  });
  // Already migrated when it came from the template: this only confirms nothing is pending.
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, async (client) => {
        await untilDisconnected(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
