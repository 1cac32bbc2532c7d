import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digioRequests, kyc } from '../../db/schema/kyc';
import { useTestApp } from '../../test/app';
import { orgWithKyc } from '../../test/factories';
import { DIGIO_CLIENT, startDigio } from '../../test/fake-providers/providers';

// Digio over its REST API, against a local stand-in: the KYC link and the FUP agreement are
// Digio's own requests (their ids, their pages), the signed agreement kept is the one Digio
// holds, and a refusal reaches staff in Digio's words.

const SECRET = 'digio-webhook-secret-0123456789';
let fake: Awaited<ReturnType<typeof startDigio>>;
beforeAll(async () => {
  fake = await startDigio();
});
afterAll(() => fake.close());
const app = useTestApp(() => ({
  DIGIO_WEBHOOK_SECRET: SECRET,
  DIGIO_CLIENT_ID: DIGIO_CLIENT.id,
  DIGIO_CLIENT_SECRET: DIGIO_CLIENT.secret,
  DIGIO_KYC_TEMPLATE: 'SWITCHBOARD_KYC',
  DIGIO_BASE_URL: fake.url,
}));

function webhook(body: unknown) {
  const raw = JSON.stringify(body);
  return app.ctx.app.inject({
    method: 'POST',
    url: '/api/digio/webhook',
    headers: {
      'content-type': 'application/json',
      'x-digio-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

describe('Digio requests', () => {
  it('makes the KYC request at Digio and sends its page, behind our short link', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', phone: '9876511111' });
    const sent = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(sent.statusCode).toBe(200);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/client/kyc/v2/request/with_template');
    expect(call.json).toMatchObject({
      customer_identifier: '9876511111',
      template_name: 'SWITCHBOARD_KYC',
      notify_customer: false,
    });
    const reference = sent.json().data.reference_id;
    expect(reference).toMatch(/^KID/);
    const [request] = await app.ctx.db
      .select()
      .from(digioRequests)
      .where(eq(digioRequests.orgId, orgId));
    expect(request!.link).toMatch(
      new RegExp(
        `^https://app\\.digio\\.in/#/gateway/login/${reference}/\\w+/9876511111\\?token_id=GWT`,
      ),
    );
  });

  it('sends the FUP agreement to sign, and keeps the PDF Digio holds once signed', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'APPROVED', phone: '9876522222' });
    const sent = await app.su.post('/api/admin/org/kyc/digio/fup', { org_id: orgId });
    expect(sent.statusCode).toBe(200);
    const reference = sent.json().data.reference_id;
    expect(reference).toMatch(/^DID/);
    expect(fake.requests.at(-1)!.json).toMatchObject({
      signers: [{ identifier: '9876522222', reason: 'Fair usage policy agreement' }],
      file_name: 'fair-usage-policy.pdf',
    });
    const signed = await webhook({ event: 'doc.signed', payload: { id: reference } });
    expect(signed.json().data).toEqual({ applied: true });
    expect((await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId)))[0]).toMatchObject({
      fupStatus: 'SIGNED',
    });
    const download = await app.su.post('/api/admin/org/kyc/digio/fup/download', { org_id: orgId });
    const file = await app.ctx
      .client()
      .get(download.json().data.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.rawPayload.equals(fake.documents.get(reference)!)).toBe(true);
  });

  it("answers 502 in Digio's words when it refuses, and sends nothing", async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', phone: '9876533333' });
    fake.next.push({
      status: 400,
      body: { code: 'TEMPLATE_NOT_FOUND', message: 'Template SWITCHBOARD_KYC is not active' },
    });
    const refused = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Digio: HTTP 400: Template SWITCHBOARD_KYC is not active');
    expect(
      await app.ctx.db.select().from(digioRequests).where(eq(digioRequests.orgId, orgId)),
    ).toHaveLength(0);
  });
});
