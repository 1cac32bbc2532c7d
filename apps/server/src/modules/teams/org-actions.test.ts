import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { kyc } from '../../db/schema/kyc';
import { voipNumberHistory } from '../../db/schema/numbers';
import { outbox } from '../../db/schema/outbox';
import { subscriptions } from '../../db/schema/subscriptions';
import { orgs, orgTempOtps } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { auditActions, onboardedOrg, xsrfHeaders } from '../../test/factories';
import { hashTempOtp } from './action-service';

const app = useTestApp();

const orgRow = async (id: number) =>
  (await app.ctx.db.select().from(orgs).where(eq(orgs.id, id)))[0]!;

describe('GET /api/numbers/release/:number', () => {
  it('clears the org number, keeps it in history, tells the switch, and audits', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const number = org.productNumber!;
    const response = await app.su.get(
      `/api/numbers/release/${encodeURIComponent(`+91${number}`)}`,
      xsrfHeaders(app.su),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'SF released successfully',
      org: { id: org.id, product_number: null, sf_number: null },
    });
    expect((await orgRow(org.id)).productNumber).toBeNull();
    const history = await app.ctx.db
      .select()
      .from(voipNumberHistory)
      .where(eq(voipNumberHistory.orgId, org.id));
    expect(history).toMatchObject([{ number, action: 'RELEASED', actorId: app.su.userId }]);
    const [sent] = await app.ctx.db.select().from(outbox).where(eq(outbox.orgId, org.id));
    expect(sent).toMatchObject({
      channel: 'SWITCH',
      recipient: number,
      payload: { action: 'release-number' },
    });
    expect(await auditActions(app.ctx.db, org.id)).toEqual(['number.release']);
    // Released already: nobody holds it now.
    expect(
      (await app.su.get(`/api/numbers/release/${number}`, xsrfHeaders(app.su))).statusCode,
    ).toBe(404);
  });

  it('demands the XSRF header although the spec makes it a GET', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const response = await app.su.get(`/api/numbers/release/${org.productNumber}`);
    expect(response.statusCode).toBe(403);
    expect((await orgRow(org.id)).productNumber).toBe(org.productNumber);
  });
});

describe("the spec's changing GETs and their POST twins", () => {
  /** A POST as a page on another site would send it: the session cookie, no XSRF header. */
  const crossSite = (url: string) => app.su.request('POST', url, {}, { 'x-xsrf-token': '' });

  it('release a number by POST, with the XSRF header like any change', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const url = `/api/numbers/release/${org.productNumber}`;
    expect((await crossSite(url)).statusCode).toBe(403);
    expect((await orgRow(org.id)).productNumber).toBe(org.productNumber);
    const response = await app.su.post(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ message: 'SF released successfully' });
    expect((await orgRow(org.id)).productNumber).toBeNull();
    expect(await auditActions(app.ctx.db, org.id)).toEqual(['number.release']);
  });

  it('reset the FUP check by POST, with the XSRF header like any change', async () => {
    const org = await onboardedOrg(app.ctx.db, { fupStatus: 'REJECTED' });
    const url = `/api/admin/org/reset-fup/${org.id}`;
    expect((await crossSite(url)).statusCode).toBe(403);
    const response = await app.su.post(url);
    expect(response.json().data.message).toBe('Reset FUP done successfully');
    const [record] = await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, org.id));
    expect(record?.fupStatus).toBeNull();
  });

  it('are deprecated in the API document, their POST twins are not', async () => {
    type Operation = { deprecated?: boolean; operationId: string };
    const docs = (await app.su.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const pairs = [
      '/api/admin/org/reset-fup/{id}',
      '/api/numbers/release/{number}',
      '/api/users/{id}/reconnect-softphone',
    ].map((path) => {
      const { get, post } = docs.paths[path] ?? {};
      return { path, get: get?.deprecated, post: post?.deprecated ?? false };
    });
    expect(pairs).toEqual(pairs.map(({ path }) => ({ path, get: true, post: false })));
    // Nothing else is deprecated.
    const deprecated = Object.entries(docs.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        op.deprecated ? [`${method.toUpperCase()} ${path}`] : [],
      ),
    );
    expect(deprecated.sort()).toEqual(pairs.map((p) => `GET ${p.path}`).sort());
  });
});

describe('POST /api/orders/start-new-trial/:id', () => {
  it('refuses while a paid plan runs, and starts a 7-day trial after it ended', async () => {
    const org = await onboardedOrg(app.ctx.db, { paid: true });
    expect((await app.su.post(`/api/orders/start-new-trial/${org.id}`)).statusCode).toBe(409);
    await app.ctx.db
      .update(subscriptions)
      .set({ status: 'ended' })
      .where(eq(subscriptions.orgId, org.id));
    const response = await app.su.post(`/api/orders/start-new-trial/${org.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('New trial Started successfully');
    const [trial] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, org.id))
      .orderBy(desc(subscriptions.id));
    expect(trial).toMatchObject({ orderType: 'TRIAL', status: 'active', planId: 1016, amount: 0 });
    const days = (trial!.validTill.getTime() - trial!.startDate.getTime()) / 86_400_000;
    expect(days).toBe(7);
    expect((await orgRow(org.id)).isTrial).toBe(true);
    expect(await auditActions(app.ctx.db, org.id)).toEqual(['org.start-new-trial']);
  });
});

describe('POST /api/admin/org/start-crm-trial', () => {
  it('starts a CRM Trial plan next to a running trial, validating the body', async () => {
    const org = await onboardedOrg(app.ctx.db, { paid: false, products: ['sf'] });
    expect(
      (await app.su.post('/api/admin/org/start-crm-trial', { org_id: 'x' })).json().details[0]
        .field,
    ).toBe('org_id');
    const response = await app.su.post('/api/admin/org/start-crm-trial', {
      org_id: org.id,
      days: 10,
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.orgId, org.id), eq(subscriptions.planId, 14)));
    expect(rows).toHaveLength(1);
    expect((await orgRow(org.id)).products).toEqual(['sf', 'crm']);
  });
});

describe('POST /api/subscription/refresh-trunk', () => {
  it('asks the switch through the outbox, plain and multi trunk', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const plain = await app.su.post('/api/subscription/refresh-trunk', { org_id: org.id });
    expect(plain.json().data.message).toBe('Trunk Refreshed successfully');
    const multi = await app.su.post('/api/subscription/refresh-trunk', { org_id: org.id, v: 2 });
    expect(multi.json().data.message).toBe('Multi Trunk Refreshed successfully');
    const sent = await app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.orgId, org.id))
      .orderBy(outbox.id);
    expect(sent.map((m) => [m.channel, m.payload.action])).toEqual([
      ['SWITCH', 'refresh-trunk'],
      ['SWITCH', 'refresh-multi-trunk'],
    ]);
    expect(await auditActions(app.ctx.db, org.id)).toEqual([
      'org.refresh-trunk',
      'org.refresh-multi-trunk',
    ]);
    expect(
      (await app.su.post('/api/subscription/refresh-trunk', { org_id: org.id, v: 3 })).statusCode,
    ).toBe(400);
  });

  it('answers 409 for an org without a number', async () => {
    const org = await onboardedOrg(app.ctx.db, { productNumber: null });
    expect(
      (await app.su.post('/api/subscription/refresh-trunk', { org_id: org.id })).statusCode,
    ).toBe(409);
  });
});

describe('qualify, reset FUP, OD account', () => {
  it('qualifies once', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const response = await app.su.post(`/api/admin/org/${org.id}/qualify`);
    expect(response.json().data.message).toBe('Qualified successfully');
    expect((await orgRow(org.id)).qualifiedAt).toBeInstanceOf(Date);
    expect((await app.su.post(`/api/admin/org/${org.id}/qualify`)).statusCode).toBe(409);
  });

  it('resets the FUP status to not started', async () => {
    const org = await onboardedOrg(app.ctx.db, { fupStatus: 'REJECTED' });
    const response = await app.su.get(`/api/admin/org/reset-fup/${org.id}`, xsrfHeaders(app.su));
    expect(response.json().data.message).toBe('Reset FUP done successfully');
    const [record] = await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, org.id));
    expect(record?.fupStatus).toBeNull();
    const [entry] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
    expect(entry?.summary).toEqual({ fup_status: { before: 'REJECTED', after: null } });
  });

  it('stores the OD account in the org settings', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const bad = await app.su.post('/api/admin/org/configure-od-acccount', {
      org_id: org.id,
      enabled: true,
      caller_id: 'abc',
    });
    expect(bad.json().details[0].field).toBe('caller_id');
    const ok = await app.su.post('/api/admin/org/configure-od-acccount', {
      org_id: org.id,
      enabled: true,
      max_channels: 4,
    });
    expect(ok.statusCode).toBe(200);
    expect((await orgRow(org.id)).settings.od_account).toEqual({
      enabled: true,
      max_channels: 4,
      caller_id: null,
    });
  });

  it('takes the OD caller id only as an Indian mobile number, stored as ten digits', async () => {
    const org = await onboardedOrg(app.ctx.db);
    // Numbers a generic phone pattern let through: a landline, a foreign number, a 5-leading number.
    for (const callerId of ['02240001234', '+14155550123', '5123456789', '98765']) {
      const bad = await app.su.post('/api/admin/org/configure-od-acccount', {
        org_id: org.id,
        enabled: true,
        caller_id: callerId,
      });
      expect(bad.statusCode, callerId).toBe(400);
      expect(bad.json().details[0]).toMatchObject({
        field: 'caller_id',
        message: expect.stringContaining('Indian mobile'),
      });
    }
    const ok = await app.su.post('/api/admin/org/configure-od-acccount', {
      org_id: org.id,
      enabled: true,
      caller_id: '+91 98765 43210',
    });
    expect(ok.statusCode).toBe(200);
    expect((await orgRow(org.id)).settings.od_account).toEqual({
      enabled: true,
      max_channels: 1,
      caller_id: '9876543210',
    });
  });
});

describe('POST /api/auth/temp-otp/org/:id', () => {
  it('shows a 6-digit code once, stores only its hash, expires it, and audits without it', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const first = (await app.su.post(`/api/auth/temp-otp/org/${org.id}`)).json().data;
    const response = await app.su.post(`/api/auth/temp-otp/org/${org.id}`);
    expect(response.headers['cache-control']).toBe('no-store');
    const { otp, expires_at: expiresAt } = response.json().data;
    expect(otp).toMatch(/^\d{6}$/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await app.ctx.db
      .select()
      .from(orgTempOtps)
      .where(eq(orgTempOtps.orgId, org.id))
      .orderBy(orgTempOtps.id);
    expect(stored).toHaveLength(2);
    expect(stored[1]?.otpHash).toBe(hashTempOtp(app.ctx.config.appSecret, org.id, otp));
    expect(JSON.stringify(stored)).not.toContain(otp);
    // The first code was retired by the second.
    expect(stored[0]!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(first.otp).toMatch(/^\d{6}$/);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
    expect(entries.map((e) => e.action)).toEqual(['org.temp-otp', 'org.temp-otp']);
    expect(JSON.stringify(entries)).not.toContain(otp);
    expect((await app.ctx.client().post(`/api/auth/temp-otp/org/${org.id}`)).statusCode).toBe(401);
  });
});
