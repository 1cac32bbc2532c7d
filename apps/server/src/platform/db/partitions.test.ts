import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../paths';
import { openTestDatabase } from '../../test/database';
import { adminQuery, databaseUrl, untilDisconnected } from '../../test/postgres-admin';
import { openDatabase, rowsOf, type Database, type Db } from './client';
import { ensureMonthPartitions, MONTHS_AHEAD, monthPartitionsOf } from './partitions';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (npm test runs both).

const visit = (shortUrlId: number, at: string) =>
  sql`insert into short_url_visits (short_url_id, visited_at, device, is_bot, visitor_hash)
      values (${shortUrlId}, ${at}::timestamptz, 'mobile', false, 'h')`;

/** The partition a row of `short_url_visits` for this link sits in. */
async function partitionOf(db: Db, shortUrlId: number) {
  const rows = await rowsOf<{ partition: string }>(
    db,
    sql`select tableoid::regclass::text as partition from short_url_visits where short_url_id = ${shortUrlId}`,
  );
  return rows.map((r) => r.partition);
}

describe('short-link visits partitioned by India month', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it('has this month and the next three created ahead, after the partition of the past', async () => {
    const partitions = await monthPartitionsOf(database.db, 'short_url_visits');
    expect(partitions[0]).toMatchObject({ name: 'short_url_visits_before', from: null });
    const months = partitions.slice(1);
    // The migration's partition ends where the next month begins; the months follow on.
    expect(months.length).toBeGreaterThanOrEqual(MONTHS_AHEAD);
    for (const [i, month] of months.entries()) {
      expect(month.from).toBe(partitions[i]!.to);
      expect(month.name).toMatch(/^short_url_visits_\d{4}_\d{2}$/);
    }
    // India months: a month starts at 18:30 UTC on the day before its first.
    expect(months[0]!.from).toMatch(/T18:30:00Z$/);
  });

  it('puts a visit of now into its month and a visit of 2020 into the partition of the past', async () => {
    await database.db.execute(visit(9_000_001, new Date().toISOString()));
    await database.db.execute(visit(9_000_002, '2020-03-01T10:00:00Z'));
    const [now] = await partitionOf(database.db, 9_000_001);
    expect(now).toMatch(/^short_url_visits_(before|\d{4}_\d{2})$/);
    expect(await partitionOf(database.db, 9_000_002)).toEqual(['short_url_visits_before']);
  });

  it('creates the months ahead as time passes, once, with instances racing', async () => {
    const inAYear = new Date(Date.now() + 366 * 86_400_000);
    const runs = await Promise.all([
      ensureMonthPartitions(database.db, inAYear),
      ensureMonthPartitions(database.db, inAYear),
      ensureMonthPartitions(database.db, inAYear),
    ]);
    const created = runs.flat();
    expect(created).toHaveLength(MONTHS_AHEAD + 1);
    expect(new Set(created).size).toBe(created.length);
    expect(await ensureMonthPartitions(database.db, inAYear)).toEqual([]);
    // A visit a year from now has its month.
    await database.db.execute(visit(9_000_003, inAYear.toISOString()));
    expect(await partitionOf(database.db, 9_000_003)).toEqual([created[0]]);
  });

  it('refuses a visit for a month with no partition instead of losing it', async () => {
    await expect(database.db.execute(visit(9_000_004, '2090-01-01T00:00:00Z'))).rejects.toThrow();
  });
});

describe('the migration that partitions short-link visits', () => {
  it('keeps every visit of a database that already had them', { timeout: 240_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'sb-migrations-'));
    const before = join(folder, 'migrations');
    try {
      // The migrations up to the one before partitioning.
      await cp(migrationsDir, before, { recursive: true });
      const journalFile = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.endsWith('_short_url_visits_by_month'));
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      await writeFile(journalFile, JSON.stringify(journal));

      await withEmptyDatabase(async (db, migrateWith) => {
        await migrateWith(before);
        for (let i = 0; i < 50; i += 1)
          await db.execute(
            visit(100 + (i % 5), `2026-0${1 + (i % 9)}-1${i % 10}T0${i % 10}:00:00Z`),
          );
        const counted = async () =>
          rowsOf<{ url: number; visits: number; last: string }>(
            db,
            sql`select short_url_id as url, count(*)::int as visits, max(visited_at)::text as last
                from short_url_visits group by 1 order by 1`,
          );
        const earlier = await counted();
        await migrateWith(migrationsDir);
        expect(await counted()).toEqual(earlier);
        const [kind] = await rowsOf<{ strategy: string }>(
          db,
          sql`select partstrat as strategy from pg_partitioned_table
              where partrelid = 'short_url_visits'::regclass`,
        );
        expect(kind?.strategy).toBe('r');
        expect((await partitionOf(db, 100))[0]).toBe('short_url_visits_before');
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

type MigrateWith = (folder: string) => Promise<void>;

/** A database nothing has migrated, on the run's kind of database. */
async function withEmptyDatabase(work: (db: Db, migrateWith: MigrateWith) => Promise<void>) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const drizzleDb = database.db as unknown as PgliteDatabase<Record<string, never>>;
      await work(database.db, (migrationsFolder) => migratePglite(drizzleDb, { migrationsFolder }));
    } finally {
      await database.close();
    }
    return;
  }
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 2,
  });
  try {
    const drizzleDb = database.db as unknown as NodePgDatabase<Record<string, never>>;
    await work(database.db, (migrationsFolder) => migratePg(drizzleDb, { migrationsFolder }));
  } finally {
    await database.close();
    await adminQuery(serverUrl, async (client) => {
      await untilDisconnected(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  }
}
