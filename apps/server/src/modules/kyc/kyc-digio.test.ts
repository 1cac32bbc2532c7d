import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { digioRequests, kyc } from '../../db/schema/kyc';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { digioEvent, postDigioWebhook } from '../../test/digio';
import { orgWithKyc } from '../../test/factories';

const SECRET = 'digio-test-secret-0123456789';
const app = useTestApp({ DIGIO_WEBHOOK_SECRET: SECRET });

const kycOf = async (orgId: number) =>
  (await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId)))[0]!;

/** Digio's event (fixtures/digio) about this request, posted as Digio posts it. */
const webhook = (fixture: string, referenceId: string, secret = SECRET) =>
  postDigioWebhook(app.ctx.app, digioEvent(fixture, referenceId), secret);

describe('Digio KYC link', () => {
  it('sends the link by SMS to the owner, lists the request and audits it', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', phone: '9876500001' });
    const sent = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.user_phone).toBe('9876500001');
    const [sms] = await app.ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId));
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '9876500001', status: 'PENDING' });
    // The SMS carries a short link that leads to Digio's page for this request.
    const short = /https?:\/\/\S+\/s\/([0-9A-Za-z]{7})$/.exec(String(sms?.payload.text));
    expect(short).not.toBeNull();
    const followed = await app.ctx.app.inject({ method: 'GET', url: `/s/${short![1]}` });
    expect(followed.headers.location).toContain(sent.json().data.reference_id);
    const list = (await app.su.get(`/api/digio/org/${orgId}`)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'KYC',
        status: 'REQUESTED',
        phone: '9876500001',
        reference_id: sent.json().data.reference_id,
      }),
    ]);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'kyc.digio.link_sent',
      'short_url.create',
    ]);
    expect(entries.find((e) => e.action === 'kyc.digio.link_sent')).toMatchObject({
      summary: { phone: '9876500001' },
    });
    // A second link within a minute is refused: the first is still on its way.
    expect((await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId })).statusCode).toBe(409);
  });

  it('refuses when the owner has no mobile number', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { phone: null });
    const response = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has no mobile number/);
  });
});

describe('POST /api/digio/webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    const { reference_id } = (
      await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId })
    ).json().data;
    const forged = await webhook(
      'webhook-kyc-approved.json',
      reference_id,
      'not-the-secret-at-all',
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid webhook signature');
    const unsigned = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/digio/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await kycOf(orgId)).status).toBe('NOT_SUBMITTED');
  });

  it('puts a completed KYC up for review, once', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    const { reference_id } = (
      await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId })
    ).json().data;
    const body = digioEvent('webhook-kyc-approved.json', reference_id);
    const first = await postDigioWebhook(app.ctx.app, body, SECRET);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ applied: true, outcome: 'KYC completed' });
    expect(await kycOf(orgId)).toMatchObject({ status: 'PENDING', version: 2 });
    const [request] = await app.ctx.db
      .select()
      .from(digioRequests)
      .where(eq(digioRequests.referenceId, reference_id));
    expect(request).toMatchObject({
      status: 'COMPLETED',
      details: { id: reference_id, status: 'approved' },
    });
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.orgId, orgId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'kyc.digio.kyc_request_completed',
      actorId: null,
      summary: { reference_id, event: 'kyc.request.approved' },
    });
    // Redelivered, or a later event of the same request: acknowledged, nothing changes.
    expect((await postDigioWebhook(app.ctx.app, body, SECRET)).json().data).toEqual({
      applied: false,
      outcome: 'already completed',
    });
    // A request made outside this console (in Digio's dashboard) is acknowledged too.
    const foreign = await webhook('webhook-kyc-approved.json', 'KIDUNKNOWN');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.applied).toBe(false);
    expect((await postDigioWebhook(app.ctx.app, '{"payload":{}}', SECRET)).statusCode).toBe(400);
  });
});

describe('two deliveries of one webhook at once', () => {
  it('applies only one of them', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    const { reference_id } = (
      await app.su.post('/api/admin/org/kyc/digio/fup', { org_id: orgId })
    ).json().data;
    const versionBefore = (await kycOf(orgId)).version;
    const body = digioEvent('webhook-doc-signed.json', reference_id);
    const results = await Promise.all([
      postDigioWebhook(app.ctx.app, body, SECRET),
      postDigioWebhook(app.ctx.app, body, SECRET),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().data.applied).sort()).toEqual([false, true]);
    expect(await kycOf(orgId)).toMatchObject({ fupStatus: 'SIGNED', version: versionBefore + 1 });
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.filter((e) => e.action === 'kyc.digio.doc_signed')).toHaveLength(1);
  });
});

describe('FUP agreement', () => {
  it('requests a signature, stores the signed PDF, lets staff download it, and toggles the requirement', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    expect(
      (await app.su.post('/api/admin/org/kyc/digio/fup/download', { org_id: orgId })).statusCode,
    ).toBe(409);
    const { reference_id } = (
      await app.su.post('/api/admin/org/kyc/digio/fup', { org_id: orgId })
    ).json().data;
    expect((await kycOf(orgId)).fupStatus).toBe('REQUESTED');
    expect((await webhook('webhook-doc-signed.json', reference_id)).statusCode).toBe(200);
    expect((await kycOf(orgId)).fupStatus).toBe('SIGNED');
    const records = (await app.su.get(`/api/digio/org/${orgId}/fup`)).json().data;
    expect(records[0]).toMatchObject({ kind: 'FUP', status: 'COMPLETED', has_document: true });

    const download = await app.su.post('/api/admin/org/kyc/digio/fup/download', { org_id: orgId });
    expect(download.statusCode).toBe(200);
    const file = await app.ctx
      .client()
      .get(download.json().data.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const toggled = await app.su.post(`/api/org/kyc/${orgId}/fup/toggle`, {
      is_fup_required: false,
      comment: 'Enterprise contract',
    });
    expect(toggled.statusCode).toBe(200);
    expect((await kycOf(orgId)).isFupRequired).toBe(false);

    const other = await orgWithKyc(app.ctx.db);
    expect(
      (
        await app.su.post('/api/admin/org/kyc/copy/fup', {
          source_org_id: orgId,
          destination_org_id: other,
        })
      ).statusCode,
    ).toBe(200);
    expect(await kycOf(other)).toMatchObject({ fupStatus: 'SIGNED', isFupRequired: false });
    expect(
      (await app.su.post('/api/admin/org/kyc/digio/fup/download', { org_id: other })).statusCode,
    ).toBe(200);
  });
});
