import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../seed/demo';
import { demoOrgNames } from '../seed/demo-names';
import { signBody } from '../modules/payments/webhook/signature';
import { openDatabase, type Database } from '../platform/db/client';
import { REFERENCE_DATA_VERSION } from '../platform/db/reference-data';
import { upsertStaffUser } from '../seed/staff';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { PNG } from '../modules/files/fixtures';
import { addMember, orgWithKyc, payingOrg, saleOrg } from './factories';
import { HttpClient } from './http-client';
import { startServerProcess, type ServerProcess } from './server-process';
import { adminQuery, databaseUrl } from './postgres-admin';

// Two server processes on one PostgreSQL database, as production runs them behind a balancer.
// Started together on an empty database, the startup lock lets one migrate and seed while the
// other waits and finds the work done. Then money, KYC review, login limits and webhooks are
// sent to both at once: each happens once, and limits add up across them. PostgreSQL only
// (PGlite has one process); runs when TEST_DATABASE_URL answers, like the other PostgreSQL tests.

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `sb_test_${randomBytes(6).toString('hex')}`;
const ADMIN = { email: 'founder@twice.test', password: 'founder-password-2' };
const WEBHOOK_SECRET = 'two-instances-webhook-secret';
const SHARED_SECRET = randomBytes(32).toString('hex');
const APP_KEY = randomBytes(24).toString('hex');
let sharedUrl: string;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let urls: string[] = [];
let database: Database | undefined;

describe.skipIf(!serverUrl)('two instances starting together on PostgreSQL', () => {
  beforeAll(async () => {
    await adminQuery(serverUrl!, (c) => c.query(`create database ${name}`));
    sharedUrl = databaseUrl(serverUrl!, name);
  });
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await adminQuery(serverUrl!, (c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('both come up, and migrations, reference data and demo are there once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const dir = await mkdtemp(join(tmpdir(), 'sb-twice-'));
      dirs.push(dir);
      servers.push(
        startServerProcess({
          DATABASE_URL: sharedUrl,
          DATABASE_POOL_SIZE: '2',
          DATA_DIR: dir,
          SEED_DEMO: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
          // Instances of one product share their secret (sessions' CSRF tokens, file URLs).
          APP_SECRET: SHARED_SECRET,
          APP_API_KEY: APP_KEY,
        }),
      );
    }
    urls = await Promise.all(servers.map((s) => s.url()));
    for (const url of urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const banners = servers.map((s) => s.output());
    expect(banners.filter((b) => b.includes('Demo logins (just seeded')).length).toBe(1);
    expect(
      banners.filter((b) => b.includes('Demo logins (seeded on an earlier start')).length,
    ).toBe(1);

    const counts = await adminQuery(sharedUrl, async (c) => {
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
      versions: REFERENCE_DATA_VERSION,
      orgs: demoOrgNames.length,
      staff: demoStaff.length + 1,
      extensions: 1,
    });
  }, 240_000);

  /** The SU logged in once; its session works on either instance. */
  async function founder() {
    const client = new HttpClient();
    const login = await client.post(urls[0]!, '/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    return client;
  }
  const either = (i: number) => urls[i % urls.length]!;

  it('makes one top-up of 50 identical requests sent to both at once', async () => {
    database ??= await openDatabase({ kind: 'postgres', url: sharedUrl, poolSize: 2 });
    const orgId = await saleOrg(database.db);
    const su = await founder();
    const body = {
      org_id: orgId,
      talk_time_minutes: 500,
      payment_type: 'BANK_TRANSFER',
      payment_id: `UTR${orgId}TWO`,
      amount: 35_400,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => su.post(either(i), '/api/subscription/top-up', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.data.top_up.id)).size).toBe(1);
    const count = (table: string) =>
      adminQuery(sharedUrl, async (c) => {
        const r = await c.query<{ n: number }>(
          `select count(*)::int as n from ${table} where org_id = $1`,
          [orgId],
        );
        return r.rows[0]?.n;
      });
    expect({
      topUps: await count('top_ups'),
      payments: await count('payments'),
      invoices: await count('invoices'),
    }).toEqual({ topUps: 1, payments: 1, invoices: 1 });
  });

  it('lets one of two reviewers on two instances decide a KYC version', async () => {
    const orgId = await orgWithKyc(database!.db);
    const su = await founder();
    const [approve, reject] = await Promise.all([
      su.post(urls[0]!, '/api/org/kyc/approve', { org_id: orgId, version: 1 }),
      su.post(urls[1]!, '/api/org/kyc/reject', {
        org_id: orgId,
        version: 1,
        rejection_messages: ['Document is blurred'],
      }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
  });

  it('adds up login failures across instances, and leaves the owner elsewhere alone', async () => {
    await upsertStaffUser(database!.db, {
      email: 'limited@twice.test',
      password: 'the-right-password',
      firstName: 'L',
      lastName: 'T',
      role: 'ADMIN',
    });
    const attacker = new HttpClient();
    const statuses: number[] = [];
    // Ten tries (LOGIN_MAX_PER_ACCOUNT) alternating between the instances, then the right one.
    for (let i = 0; i < 10; i += 1) {
      const r = await attacker.post(either(i), '/api/auth/login', {
        email: 'limited@twice.test',
        password: 'wrong-password',
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual(statuses.map(() => 401));
    for (const url of urls) {
      const locked = await attacker.post(url, '/api/auth/login', {
        email: 'limited@twice.test',
        password: 'the-right-password',
      });
      expect(locked.status).toBe(429);
    }
  });

  it('ends a session on both instances when one logs it out or the user is deactivated', async () => {
    // Each instance believes a session it looked up for a few seconds (session-cache.ts); a
    // logout or a deactivation anywhere must end it everywhere at once, not when that lapses.
    const staff = { email: 'cached@twice.test', password: 'cached-password-1' };
    await upsertStaffUser(database!.db, { ...staff, firstName: 'C', lastName: 'S', role: 'ADMIN' });
    const tab = new HttpClient();
    expect((await tab.post(urls[0]!, '/api/auth/login', staff)).status).toBe(200);
    const otherTab = tab.copy();
    expect((await otherTab.get(urls[1]!, '/api/auth/me')).status).toBe(200);
    expect((await tab.post(urls[0]!, '/api/auth/logout')).status).toBe(200);
    await expect.poll(async () => (await otherTab.get(urls[1]!, '/api/auth/me')).status).toBe(401);

    const again = new HttpClient();
    expect((await again.post(urls[1]!, '/api/auth/login', staff)).status).toBe(200);
    expect((await again.get(urls[0]!, '/api/auth/me')).status).toBe(200);
    // As `npm run staff -- --deactivate` does it: in the database, from outside both servers.
    await database!.db
      .update(users)
      .set({ status: 'INACTIVE' })
      .where(eq(users.email, staff.email));
    for (const url of urls)
      await expect.poll(async () => (await again.get(url, '/api/auth/me')).status).toBe(401);
  });

  it('records a payment once when the gateway delivers one event to both instances at once', async () => {
    const orgId = await payingOrg(database!.db);
    const su = await founder();
    const link = await su.post(urls[0]!, '/api/payment-links', {
      org_id: orgId,
      amount: 118_000,
      description: 'Two instances',
    });
    expect(link.status).toBe(200);
    const raw = JSON.stringify({
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: link.body.data.link_id, status: 'paid' } },
        payment: { entity: { id: 'pay_TWOINSTANCES01', amount: 118_000, currency: 'INR' } },
      },
    });
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${either(i)}/api/payments/webhook/razorpay`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signBody(raw, WEBHOOK_SECRET),
            'x-razorpay-event-id': `evt_two_${i}`,
          },
          body: raw,
        }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
    const paid = await adminQuery(sharedUrl, async (c) => {
      const r = await c.query<{ n: number }>(
        `select count(*)::int as n from payments where payment_ref = 'pay_TWOINSTANCES01'`,
      );
      return r.rows[0]?.n;
    });
    expect(paid).toBe(1);
  });

  it('lets exactly 10 of 50 teams redeem a 10-use invite code sent to both at once', async () => {
    const su = await founder();
    const made = await su.post(urls[0]!, '/api/admin/invite-codes', {
      benefit: 'TALK_TIME_MINUTES',
      benefit_value: 60,
      max_redemptions: 10,
    });
    expect(made.status).toBe(200);
    const code = made.body.data.codes[0].code as string;
    const orgIds = await Promise.all(Array.from({ length: 50 }, () => saleOrg(database!.db)));
    const answers = await Promise.all(
      orgIds.map((orgId, i) =>
        fetch(`${either(i)}/api/app/invite-codes/redeem`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': APP_KEY },
          body: JSON.stringify({ code, org_id: orgId }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const stored = await adminQuery(sharedUrl, async (c) => {
      const r = await c.query<{ uses: number; rows: number }>(
        `select redemptions as uses,
                (select count(*)::int from invite_code_redemptions r where r.invite_code_id = c.id) as rows
           from invite_codes c where code = $1`,
        [code],
      );
      return r.rows[0];
    });
    expect(stored).toEqual({ uses: 10, rows: 10 });
  });

  it('issues a referral reward once when 20 approvals reach both at once', async () => {
    const su = await founder();
    const rule = await su.post(urls[0]!, '/api/admin/reward-rules', {
      name: 'Two instances KYC',
      trigger: 'KYC_APPROVED',
      referrer_value: 90,
    });
    expect(rule.status).toBe(200);
    const referrerOrg = await saleOrg(database!.db);
    const referrer = await addMember(database!.db, referrerOrg, 'Twice', 'Referrer');
    await database!.db
      .update(users)
      .set({ referralCode: 'TWICEREF01' })
      .where(eq(users.id, referrer));
    const orgId = await orgWithKyc(database!.db);
    const recorded = await fetch(`${urls[1]}/api/app/referrals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': APP_KEY },
      body: JSON.stringify({ referral_code: 'TWICEREF01', org_id: orgId }),
    });
    expect(recorded.status).toBe(200);
    expect((await su.post(urls[0]!, '/api/org/kyc/approve', { org_id: orgId })).status).toBe(200);
    const referralId = ((await recorded.json()) as { data: { referral_id: number } }).data
      .referral_id;
    const pending = await su.get(urls[1]!, `/api/admin/rewards?referral_id=${referralId}`);
    const ids = (pending.body.data.rows as { id: number }[]).map((r) => r.id);
    expect(ids).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        su.post(either(i), '/api/admin/rewards/approve', {
          ids,
          totals: { TALK_TIME_MINUTES: 90 },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const credited = await adminQuery(sharedUrl, async (c) => {
      const r = await c.query<{ n: number; minutes: number }>(
        `select count(*)::int as n, sum(delta_minutes)::int as minutes from talk_time_ledger
          where org_id = $1 and ref_type = 'reward'`,
        [referrerOrg],
      );
      return r.rows[0];
    });
    expect(credited).toEqual({ n: 1, minutes: 90 });
  });

  it('keeps one KYC submission of 20 identical ones the app sends to both at once', async () => {
    const orgId = await saleOrg(database!.db);
    const byApp = (url: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': APP_KEY },
        body: JSON.stringify(body),
      });
    const documents: Record<string, string> = {};
    for (const [i, field] of ['poa_front', 'poi_front', 'photo'].entries()) {
      const slot = await byApp(either(i), '/api/app/kyc/uploads', {
        file_name: `${field}.png`,
        file_type: 'image/png',
      });
      const { url, file_name } = ((await slot.json()) as { data: Record<string, string> }).data;
      const put = await fetch(new URL(url!, either(i)), {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: PNG,
      });
      expect(put.status).toBe(200);
      documents[field] = file_name!;
    }
    const body = { submission_id: 'twice-1', org_id: orgId, poa_id: 'AADHAAR', poi_id: 'PAN' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        byApp(either(i), '/api/app/kyc', { ...body, ...documents }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { data: Record<string, unknown> }).data),
    );
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(new Set(results.map((r) => r.version))).toEqual(new Set([2]));
    const stored = await adminQuery(sharedUrl, async (c) => {
      const r = await c.query(
        `select (select count(*)::int from kyc_submissions where org_id = $1) as submissions,
                (select count(*)::int from audit_log where org_id = $1 and action = 'kyc.submit') as audits,
                (select version from kyc where org_id = $1) as version`,
        [orgId],
      );
      return r.rows[0];
    });
    expect(stored).toEqual({ submissions: 1, audits: 1, version: 2 });
  });

  it('both stop cleanly', async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  }, 30_000);
});
