import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { adminQuery } from '../../test/postgres-admin';
import {
  postgresBinaries,
  startStreamingPair,
  type StreamingPair,
} from '../../test/streaming-replica';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './client';
import { mayReadFromReplica, replicaReads } from './read-handle';
import { openReplicas, parseLsn, formatLsn } from './replicas';
import { READ_AFTER_COOKIE } from '../http/replica-reads';

describe('replica settings', () => {
  it('refuses DATABASE_REPLICA_URLS beside PGlite, saying why', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATABASE_REPLICA_URLS: 'postgres://standby:5432/sb' }),
    ).toThrow(
      /DATABASE_REPLICA_URLS: replicas need a PostgreSQL primary in DATABASE_URL; the embedded PGlite database has none/,
    );
  });

  it('takes comma-separated PostgreSQL URLs and refuses anything else', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://primary:5432/sb',
      DATABASE_REPLICA_URLS: ' postgres://standby1:5432/sb, postgresql://standby2:5432/sb ,',
    });
    expect(config.databaseReplicas).toEqual({
      urls: ['postgres://standby1:5432/sb', 'postgresql://standby2:5432/sb'],
      maxLagMs: 5000,
      waitMs: 100,
    });
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://primary:5432/sb' }).databaseReplicas,
    ).toBeNull();
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: 'postgres://primary:5432/sb',
        DATABASE_REPLICA_URLS: 'standby1:5432',
      }),
    ).toThrow(/DATABASE_REPLICA_URLS: expected postgres:\/\/ URLs/);
  });

  it('compares WAL positions as PostgreSQL writes them', () => {
    expect(parseLsn('0/3000000')).toBe(0x3000000n);
    expect(parseLsn('16/B374D848')! > parseLsn('9/FFFFFFFF')!).toBe(true);
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848');
    expect(parseLsn("0/1'; drop table orgs")).toBeNull();
  });
});

// A primary and a streaming replica of its own, started from this machine's PostgreSQL server
// programs: in the PostgreSQL phase of `npm test` (TEST_DATABASE_URL set), as CI runs it.
const bin = postgresBinaries();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.log('streaming replica tests: they run in the PostgreSQL phase (TEST_DATABASE_URL)');
else if (!bin)
  console.log(
    'streaming replica tests skipped: no PostgreSQL server programs (initdb, pg_ctl, pg_basebackup) under /usr/lib/postgresql',
  );

const METRICS_TOKEN = 'replica-metrics-token-0123456789';

describe.skipIf(!onPostgres || !bin)('reads from a streaming replica', () => {
  let pair: StreamingPair;
  let ctx: TestContext;
  let writer: TestClient;
  let reader: TestClient;
  let orgId: number;
  const onReplica = (sql: string, values: unknown[] = []) =>
    adminQuery(pair.replicaUrl('switchboard'), (client) => client.query(sql, values));
  /** The org's name as the team search shows it to `client`. */
  const listedName = async (client: TestClient) => {
    const response = await client.get(`/api/org/search?text=${orgId}&page=1&page_size=10`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.rows as { id: number; name: string }[];
    return rows.find((row) => row.id === orgId)?.name;
  };
  /** Waits (a condition, not a time) until the replica's own copy of the org has `name`. */
  const replicaHas = async (name: string) => {
    await vi.waitFor(
      async () => {
        const { rows } = await onReplica('select name from orgs where id = $1', [orgId]);
        expect(rows[0]?.name).toBe(name);
      },
      { timeout: 10_000, interval: 20 },
    );
  };

  beforeAll(async () => {
    pair = await startStreamingPair(bin!);
    await adminQuery(pair.primaryUrl('postgres'), (client) =>
      client.query('create database switchboard'),
    );
    ctx = await createTestContext({ METRICS_TOKEN }, async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url: pair.primaryUrl('switchboard'),
        poolSize: 4,
        replicas: {
          urls: [pair.replicaUrl('switchboard')],
          // Generous: the lag test below makes its own set with a tight bound.
          maxLagMs: 60_000,
          waitMs: 100,
          pollMs: 50,
        },
      });
      await database.migrate();
      return database;
    });
    writer = await ctx.loginAs('SU');
    reader = await ctx.loginAs('SU');
    orgId = (await insertOrg(ctx.db, { name: 'Before the rename' })).id;
    await replicaHas('Before the rename');
    await vi.waitFor(() => expect(ctx.database.replicas?.states()[0]?.serving).toBe(true), {
      timeout: 10_000,
      interval: 20,
    });
  }, 120_000);

  afterAll(async () => {
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
    await ctx?.close();
    await pair?.close();
  });

  it('answers lists from the replica, and a writer reads their own write from the primary until the replica has it', async () => {
    const replicas = ctx.database.replicas!;
    // The replica stops replaying: what it answers is what it had.
    await onReplica('select pg_wal_replay_pause()');
    const renamed = await writer.put(`/api/org/${orgId}`, { name: 'Renamed on the primary' });
    expect(renamed.statusCode).toBe(200);
    // The write's WAL position goes back with the answer.
    const kept = parseLsn(writer.cookies.get(READ_AFTER_COOKIE) ?? '');
    expect(kept).not.toBeNull();

    // Another staff member's list comes from the replica: the old name.
    expect(await listedName(reader)).toBe('Before the rename');
    // The writer's comes from the primary once no replica has replayed the write in time.
    const picked = vi.spyOn(replicas, 'reader');
    expect(await listedName(writer)).toBe('Renamed on the primary');
    expect(picked).toHaveBeenLastCalledWith(kept);
    await expect(picked.mock.results.at(-1)?.value).resolves.toBeNull();

    // Replay resumes: once the replica has the write, both read from it.
    await onReplica('select pg_wal_replay_resume()');
    await replicaHas('Renamed on the primary');
    expect(await listedName(writer)).toBe('Renamed on the primary');
    await expect(picked.mock.results.at(-1)?.value).resolves.not.toBeNull();
    expect(await listedName(reader)).toBe('Renamed on the primary');
    picked.mockRestore();
  });

  it('keeps writes and transactions on the primary, and plain handles read from it', async () => {
    const marked = replicaReads(ctx.db, ctx.database.replicas, null);
    expect(mayReadFromReplica(marked)).toBe(true);
    expect(mayReadFromReplica(ctx.db)).toBe(false);
    // A write through the marked handle is the primary's (a replica refuses every write).
    const org = await insertOrg(marked, { name: 'Written through a marked handle' });
    await marked.transaction(async (tx) => {
      expect(mayReadFromReplica(tx)).toBe(false);
      const [row] = await rowsOf<{ standby: boolean }>(
        tx,
        sql`select pg_is_in_recovery() as standby`,
      );
      expect(row?.standby).toBe(false);
    });
    expect(org.id).toBeGreaterThan(orgId);
  });

  it('skips a replica whose replay lags past the bound, and uses it again once it catches up', async () => {
    const tight = await openReplicas({
      primary: ctx.db,
      urls: [pair.replicaUrl('switchboard')],
      maxLagMs: 200,
      waitMs: 0,
      pollMs: 20,
    });
    try {
      expect(tight.states()[0]).toMatchObject({ serving: true, skipped: null });
      await onReplica('select pg_wal_replay_pause()');
      await insertOrg(ctx.db, { name: 'Written while the replica lags' });
      await vi.waitFor(() => expect(tight.states()[0]?.skipped).toBe('lagging'), {
        timeout: 10_000,
        interval: 20,
      });
      expect(tight.states()[0]!.lagMs).toBeGreaterThan(200);
      expect(await tight.reader(null)).toBeNull();
      await onReplica('select pg_wal_replay_resume()');
      await vi.waitFor(() => expect(tight.states()[0]).toMatchObject({ serving: true, lagMs: 0 }), {
        timeout: 10_000,
        interval: 20,
      });
      expect(await tight.reader(null)).not.toBeNull();
    } finally {
      await onReplica('select pg_wal_replay_resume()');
      await tight.close();
    }
  });

  it('falls back to the primary when the replica stops, and says so in /metrics and readiness', async () => {
    const before = await ctx.client().get('/api/health/ready');
    expect(before.json().data.checks.replicas).toEqual({ ok: true, configured: 1, serving: 1 });

    await pair.stopReplica();
    // A write, then reads by someone who never wrote: every answer from the primary, none lost.
    expect(
      (await writer.put(`/api/org/${orgId}`, { name: 'Renamed with the replica down' })).statusCode,
    ).toBe(200);
    expect(await listedName(reader)).toBe('Renamed with the replica down');
    expect(await listedName(writer)).toBe('Renamed with the replica down');

    const name = `127.0.0.1:${new URL(pair.replicaUrl('switchboard')).port}/switchboard`;
    await vi.waitFor(() => expect(ctx.database.replicas?.states()[0]?.skipped).toBe('down'), {
      timeout: 10_000,
      interval: 20,
    });
    const metrics = await ctx
      .client()
      .get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain(
      `switchboard_db_replica_serving{replica="${name}",skipped="down"} 0`,
    );
    expect(metrics.body).not.toMatch(/switchboard_db_replica_lag_seconds\{/);

    // Still ready: the primary answers the replica's reads. The detail says one is missing.
    const after = await ctx.client().get('/api/health/ready');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.checks.replicas).toEqual({ ok: false, configured: 1, serving: 0 });
  });
});
