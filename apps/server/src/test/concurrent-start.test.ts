import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../seed/demo';
import { demoOrgNames } from '../seed/demo-names';
import { startServerProcess, type ServerProcess } from './server-process';

// Two server processes started together on one empty PostgreSQL database: the startup lock
// lets one migrate and seed while the other waits, then finds the work done. PostgreSQL only
// (PGlite has one process); runs when TEST_DATABASE_URL answers, like the other PostgreSQL tests.

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `sb_test_${randomBytes(6).toString('hex')}`;
const ADMIN = { email: 'founder@twice.test', password: 'founder-password-2' };
let databaseUrl: string;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('two instances starting together on PostgreSQL', () => {
  beforeAll(async () => {
    await admin(serverUrl!, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await admin(serverUrl!, (c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('both come up, and migrations, reference data and demo are there once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const dir = await mkdtemp(join(tmpdir(), 'sb-twice-'));
      dirs.push(dir);
      servers.push(
        startServerProcess({
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '2',
          DATA_DIR: dir,
          SEED_DEMO: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }),
      );
    }
    const urls = await Promise.all(servers.map((s) => s.url()));
    for (const url of urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const banners = servers.map((s) => s.output());
    expect(banners.filter((b) => b.includes('Demo logins (just seeded')).length).toBe(1);
    expect(
      banners.filter((b) => b.includes('Demo logins (seeded on an earlier start')).length,
    ).toBe(1);

    const counts = await admin(databaseUrl, async (c) => {
      const one = async (query: string, values: unknown[] = []) =>
        (await c.query<{ n: number }>(query, values)).rows[0]?.n;
      return {
        plans: await one('select count(*)::int as n from plans'),
        versions: await one('select count(*)::int as n from reference_data_versions'),
        orgs: await one('select count(*)::int as n from orgs'),
        staff: await one('select count(*)::int as n from users where email = any($1)', [
          [...demoStaff.map((s) => s.email), ADMIN.email],
        ]),
        extensions: await one(
          `select count(*)::int as n from pg_extension where extname = 'pg_trgm'`,
        ),
      };
    });
    expect(counts).toEqual({
      plans: 27,
      versions: 1,
      orgs: demoOrgNames.length,
      staff: demoStaff.length + 1,
      extensions: 1,
    });

    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  }, 240_000);
});
