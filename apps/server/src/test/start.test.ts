import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { users } from '../db/schema/auth';
import { rowsOf, type Database } from '../platform/db/client';
import type { App } from '../platform/http/types';
import { DEMO_PASSWORD, demoStaff } from '../seed/demo';
import { demoOrgNames } from '../seed/demo-names';
import { upsertStaffUser } from '../seed/staff';
import { prepareDatabase, startBanner } from '../start';
import { TestClient } from './app';
import { openTestDatabase } from './database';

// The start sequence of main.ts on a new, empty database, as a first production-like start
// with ADMIN_EMAIL set and SEED_DEMO on: the admin does not keep the demo out.

const ADMIN = { email: 'Founder@Acme.test', password: 'founder-password-1' };
let database: Database;
let filesDir: string;
let config: Config;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'sb-start-'));
  config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FILES_DIR: filesDir,
  });
  app = await buildApp({ config, database, webDist: null, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(database.db, query))[0]?.n;

async function logsIn(email: string, password: string): Promise<number> {
  const response = await new TestClient(app).post('/api/auth/login', { email, password });
  return response.statusCode;
}

// Seeding the whole demo takes ~10 s alone and several times that on a busy 2-core machine.
describe('first start with ADMIN_EMAIL and SEED_DEMO', { timeout: 180_000 }, () => {
  it('seeds the demo beside the admin, and the banner lists only logins that work', async () => {
    expect(await prepareDatabase(database, config)).toEqual({ demoSeeded: true });
    expect(await count(sql`select count(*)::int as n from orgs`)).toBe(demoOrgNames.length);
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, ADMIN.email.toLowerCase()));
    expect(admin?.role).toBe('SU');

    const banner = await startBanner(database, config, 'http://127.0.0.1:3000', true);
    expect(banner).toContain(`Demo logins (just seeded; password for all: ${DEMO_PASSWORD})`);
    expect(banner).toContain(`Admin from ADMIN_EMAIL: ${ADMIN.email}`);
    for (const s of demoStaff) {
      expect(banner).toContain(s.email);
      // The agent's login works and is refused by the console, as the banner says.
      expect(await logsIn(s.email, DEMO_PASSWORD)).toBe(s.role === 'AGENT' ? 403 : 200);
    }
    expect(await logsIn(ADMIN.email, ADMIN.password)).toBe(200);
  });

  it('seeds nothing again on the next start, and drops a demo login that no longer works', async () => {
    const orgs = await count(sql`select count(*)::int as n from orgs`);
    expect(await prepareDatabase(database, config)).toEqual({ demoSeeded: false });
    expect(await count(sql`select count(*)::int as n from orgs`)).toBe(orgs);
    const [demoAdmin] = demoStaff.filter((s) => s.role === 'ADMIN');
    await upsertStaffUser(database.db, {
      email: demoAdmin!.email,
      password: 'changed-by-its-owner',
      firstName: 'Vikram',
      lastName: 'Mehta',
      role: 'ADMIN',
    });
    const banner = await startBanner(database, config, 'http://127.0.0.1:3000', false);
    expect(banner).toContain('Demo logins (seeded on an earlier start;');
    expect(banner).not.toContain(demoAdmin!.email);
    expect(banner).toContain(demoStaff[0].email);
  });

  it('never seeds the demo on a database that has staff besides the admin', async () => {
    const other = await openTestDatabase();
    try {
      await upsertStaffUser(other.db, {
        email: 'colleague@acme.test',
        password: 'colleague-password',
        firstName: 'Col',
        lastName: 'League',
        role: 'ADMIN',
      });
      expect(await prepareDatabase(other, config)).toEqual({ demoSeeded: false });
      const orgs = await rowsOf<{ n: number }>(other.db, sql`select count(*)::int as n from orgs`);
      expect(orgs[0]?.n).toBe(0);
      const banner = await startBanner(other, config, 'http://127.0.0.1:3000', false);
      expect(banner).not.toContain('Demo logins');
      expect(banner).toContain(`Admin from ADMIN_EMAIL: ${ADMIN.email}`);
    } finally {
      await other.close();
    }
  });
});

describe('first production start with ADMIN_EMAIL (SEED_DEMO off, MFA_REQUIRED_ROLES as shipped)', () => {
  it('asks that admin to set up a second factor before anything else', async () => {
    const fresh = await openTestDatabase();
    const production = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FILES_DIR: filesDir,
    });
    const server = await buildApp({
      config: production,
      database: fresh,
      webDist: null,
      logger: false,
    });
    try {
      expect(production.mfaRequiredRoles).toEqual(['SU']);
      expect(await prepareDatabase(fresh, production)).toEqual({ demoSeeded: false });
      const admin = new TestClient(server);
      const login = await admin.post('/api/auth/login', ADMIN);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data).toMatchObject({ role: 'SU', must_set_up_second_factor: true });
      const me = await admin.get('/api/auth/me');
      expect(me.json().data.must_set_up_second_factor).toBe(true);
      // Until a factor is set up, the session opens nothing of the console.
      const read = await admin.get('/api/categories');
      expect(read.statusCode).toBe(403);
    } finally {
      await server.close();
      await fresh.close();
    }
  });
});
