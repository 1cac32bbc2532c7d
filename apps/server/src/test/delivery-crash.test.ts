import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../platform/db/client';
import { askSwitch } from '../platform/providers/telephony';
import { SWITCH_KEY, startSwitch } from './fake-providers/providers';
import { startServerProcess, type ServerProcess } from './server-process';
import { adminQuery, databaseUrl } from './postgres-admin';

// 1,000 switch commands queued; the server delivering them is killed with SIGKILL half way,
// then started again. Every command runs exactly once at the (fake) switch: a message whose
// answer was lost with the process goes out again with the same Idempotency-Key, and the switch
// recognises it. On PGlite with one instance; on PostgreSQL with two instances, one killed.

const COUNT = 1000;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server's own metrics tell when its outbox has drained (PGlite has one process). */
const METRICS_TOKEN = randomBytes(16).toString('hex');
const env = (switchUrl: string) => ({
  SEED_DEMO: 'false',
  METRICS_TOKEN,
  SWITCH_API_URL: switchUrl,
  SWITCH_API_KEY: SWITCH_KEY,
  DELIVERY_INTERVAL_MS: '50',
  DELIVERY_TIMEOUT_MS: '1000',
  DELIVERY_RATES: 'SWITCH=5000',
});

async function queue(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < COUNT; i += 1)
      await askSwitch(tx, {
        action: 'refresh-trunk',
        number: `80470${String(i).padStart(5, '0')}`,
        orgId: 1,
      });
  });
}

/** Resolves once `check` holds, looking again every few milliseconds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function expectAllOnce(fake: Awaited<ReturnType<typeof startSwitch>>, database: Database) {
  expect(fake.executed.size).toBe(COUNT);
  expect([...fake.executed.values()].every((n) => n === 1)).toBe(true);
  const [counts] = await rowsOf<{ sent: number; other: number }>(
    database.db,
    sql`select count(*) filter (where status = 'SENT')::int as sent,
               count(*) filter (where status <> 'SENT')::int as other from outbox`,
  );
  expect(counts).toEqual({ sent: COUNT, other: 0 });
}

const serverUrl = process.env.TEST_DATABASE_URL;

// Each pass of `npm test` runs its own: PGlite in the first, PostgreSQL in the second.
describe.skipIf(serverUrl)('a killed worker, PGlite', () => {
  it('delivers every message exactly once after a restart', async () => {
    const fake = await startSwitch();
    cleanups.push(() => fake.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'sb-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const before = await openDatabase({ kind: 'pglite', dataDir });
    await before.migrate();
    await queue(before);
    await before.close();

    const first = startServerProcess({ ...env(fake.url), DATA_DIR: dataDir });
    servers.push(first);
    await until(() => fake.executed.size >= COUNT / 4);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fake.executed.size).toBeLessThan(COUNT);

    const second = startServerProcess({ ...env(fake.url), DATA_DIR: dataDir });
    servers.push(second);
    await second.url();
    await until(() => fake.executed.size >= COUNT);
    // A try that timed out on a busy machine is tried again (the switch knows its key): wait
    // until nothing waits in the outbox, then read the database with the server stopped.
    const base = await second.url();
    await until(async () => {
      const answer = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await answer.text();
      return (
        answer.ok && !/switchboard_outbox_messages\{[^}]*status="PENDING"[^}]*\} [1-9]/.test(text)
      );
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const after = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expectAllOnce(fake, after);
    } finally {
      await after.close();
    }
  }, 240_000);
});

describe.skipIf(!serverUrl)('a killed instance of two, PostgreSQL', () => {
  it('delivers every message exactly once', async () => {
    const fake = await startSwitch();
    cleanups.push(() => fake.close());
    const name = `sb_crash_${randomBytes(6).toString('hex')}`;
    const admin = (statement: string) => adminQuery(serverUrl!, (c) => c.query(statement));
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = databaseUrl(serverUrl!, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    cleanups.push(() => database.close());
    await database.migrate();
    await queue(database);

    const start = () => {
      const s = startServerProcess({
        ...env(fake.url),
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '3',
      });
      servers.push(s);
      return s;
    };
    const [victim] = [start(), start()];
    await until(() => fake.executed.size >= COUNT / 4);
    victim!.child.kill('SIGKILL');
    await victim!.exited;
    start();
    await until(() => fake.executed.size >= COUNT);
    await until(async () => {
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from outbox where status = 'SENT'`,
      );
      return row!.n === COUNT;
    });
    await expectAllOnce(fake, database);
  }, 240_000);
});
