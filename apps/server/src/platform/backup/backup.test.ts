import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { upsertStaffUser } from '../../seed/staff';
import { TestClient } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { openDatabase, rowsOf, type Database, type DatabaseOptions } from '../db/client';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup';
import { adminQuery, databaseUrl } from '../../test/postgres-admin';

// Each test migrates a database or two: PGlite takes its time on a busy machine.
const SLOW = 180_000;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sb-backup-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const open = async (target: BackupTarget): Promise<Database> =>
  openDatabase(target as DatabaseOptions);

/** Writes rows into a migrated database, backs it up, restores it into `into`, reads them back. */
async function roundTrip(from: BackupTarget, into: BackupTarget, file: string) {
  const source = await open(from);
  await source.migrate();
  const written = [
    await insertOrg(source.db, { name: 'Backup Traders' }),
    await insertOrg(source.db, { name: 'Restore & Sons' }),
  ];
  await source.close();

  await backupDatabase(from, file);
  expect((await stat(file)).size).toBeGreaterThan(0);
  await restoreDatabase(into, file);

  const restored = await open(into);
  try {
    const rows = await rowsOf<{ id: number; name: string }>(
      restored.db,
      sql`select id, name from orgs where id in (${written[0]?.id}, ${written[1]?.id}) order by id`,
    );
    expect(rows).toEqual(written.map((o) => ({ id: o.id, name: o.name })));
    // The migrations come along: the restored database needs none.
    const [migrations] = await rowsOf<{ n: number }>(
      restored.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations?.n).toBeGreaterThan(0);
    // Text search still works: the pg_trgm extension came back with the data.
    await restored.db.execute(sql`select similarity('backup', 'backups')`);
  } finally {
    await restored.close();
  }
}

describe('backup and restore, embedded database (PGlite)', () => {
  it(
    'round-trips the data folder into a new one',
    async () => {
      const from = { kind: 'pglite', dataDir: join(work, 'data') } as const;
      const into = { kind: 'pglite', dataDir: join(work, 'restored') } as const;
      await roundTrip(from, into, join(work, 'pglite.tar.gz'));
    },
    SLOW,
  );

  it(
    'never overwrites a data folder unless told to, and then keeps the old one aside',
    async () => {
      const into = { kind: 'pglite', dataDir: join(work, 'restored') } as const;
      const file = join(work, 'pglite.tar.gz');
      await expect(restoreDatabase(into, file)).rejects.toThrow(/not empty.*--replace/);
      await restoreDatabase(into, file, { replace: true });
      const aside = (await readdir(work)).filter((name) => name.startsWith('restored.before-'));
      expect(aside).toHaveLength(1);
    },
    SLOW,
  );

  it('refuses to back up a folder that holds no database', async () => {
    const nowhere = { kind: 'pglite', dataDir: join(work, 'no-database') } as const;
    await expect(backupDatabase(nowhere, join(work, 'empty.tar.gz'))).rejects.toThrow(
      /No PGlite database in .*no-database/,
    );
    expect((await readdir(work)).filter((name) => name.startsWith('no-database'))).toEqual([]);
  });

  it('refuses a file that is missing', async () => {
    const into = { kind: 'pglite', dataDir: join(work, 'never') } as const;
    await expect(restoreDatabase(into, join(work, 'missing.tar.gz'))).rejects.toThrow(/ENOENT/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore, PostgreSQL (pg_dump, pg_restore)', () => {
  const names = [1, 2, 3].map(() => `sb_backup_${randomBytes(5).toString('hex')}`);
  const urlOf = (name: string) => databaseUrl(serverUrl!, name);
  const admin = (statement: string) => adminQuery(serverUrl!, (c) => c.query(statement));
  beforeAll(async () => {
    for (const name of names) await admin(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it(
    'round-trips the database into another one',
    async () => {
      const [source = '', target = ''] = names;
      await roundTrip(
        { kind: 'postgres', url: urlOf(source) },
        { kind: 'postgres', url: urlOf(target) },
        join(work, 'postgres.pgdump'),
      );
    },
    SLOW,
  );

  it(
    'never restores over a database with tables unless told to',
    async () => {
      const target = { kind: 'postgres', url: urlOf(names[1] ?? '') } as const;
      const file = join(work, 'postgres.pgdump');
      await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty.*--replace/);
      await restoreDatabase(target, file, { replace: true });
      const database = await open(target);
      try {
        const [row] = await rowsOf<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from orgs where name = 'Backup Traders'`,
        );
        expect(row?.n).toBe(1);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'takes a backup while orgs are being written, and it restores to a working product',
    async () => {
      const [source = '', , target = ''] = names;
      const from = { kind: 'postgres', url: urlOf(source) } as const;
      const into = { kind: 'postgres', url: urlOf(target) } as const;
      const live = await open(from);
      await live.migrate();
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await insertOrg(live.db, { name: `Load Traders ${written}` });
          written += 1;
        }
      })();
      // The backup starts while rows keep arriving, and they keep arriving while it runs.
      while (written < 5) await new Promise((r) => setImmediate(r));
      const file = join(work, 'under-load.pgdump');
      const atStart = written;
      await backupDatabase(from, file);
      const duringBackup = written;
      writing = false;
      await writer;
      await live.close();
      expect(duringBackup).toBeGreaterThan(atStart); // rows were written while it ran

      await restoreDatabase(into, file);
      const restored = await open(into);
      try {
        const [row] = await rowsOf<{ n: number }>(
          restored.db,
          sql`select count(*)::int as n from orgs where name like 'Load Traders %'`,
        );
        // One consistent snapshot: at least the rows before the backup began, at most all.
        expect(row?.n).toBeGreaterThanOrEqual(5);
        expect(row?.n).toBeLessThanOrEqual(written);
        // The product runs on it: no migration pending, staff log in, new rows get new ids.
        await restored.migrate();
        const app = await buildApp({
          config: loadConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            SEED_DEMO: 'false',
            // Not a test of second factors: the restored SU signs in with a password alone.
            MFA_REQUIRED_ROLES: '',
          }),
          database: restored,
          webDist: null,
          logger: false,
        });
        try {
          await upsertStaffUser(restored.db, {
            email: 'after-restore@staff.test',
            password: 'after-restore-password',
            firstName: 'A',
            lastName: 'R',
            role: 'SU',
          });
          const su = new TestClient(app);
          const login = await su.post('/api/auth/login', {
            email: 'after-restore@staff.test',
            password: 'after-restore-password',
          });
          expect(login.statusCode).toBe(200);
          const found = await su.get('/api/org/search?text=Load%20Traders&page_size=5');
          expect(found.statusCode).toBe(200);
          expect(found.json().data.rows.length).toBeGreaterThan(0);
          const fresh = await insertOrg(restored.db, { name: 'After Restore Pvt Ltd' });
          const [max] = await rowsOf<{ id: number }>(
            restored.db,
            sql`select max(id)::int as id from orgs where name <> 'After Restore Pvt Ltd'`,
          );
          expect(fresh.id).toBeGreaterThan(max?.id ?? 0);
        } finally {
          await app.close();
        }
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );
});
