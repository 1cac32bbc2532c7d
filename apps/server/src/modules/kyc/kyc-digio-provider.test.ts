import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digioRequests, kyc } from '../../db/schema/kyc';
import { digioEvent, postDigioWebhook, useDigioTestApp } from '../../test/digio';
import { orgWithKyc } from '../../test/factories';

// Digio over its REST API, against a local stand-in: the KYC link and the FUP agreement are
// Digio's own requests (their ids, their pages), the signed agreement kept is the one Digio
// holds, and a refusal reaches staff in Digio's words.

const SECRET = 'digio-webhook-secret-0123456789';
const { app, digio } = useDigioTestApp(SECRET);

describe('Digio requests', () => {
  it('makes the KYC request at Digio and sends its page, behind our short link', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', phone: '9876511111' });
    const sent = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(sent.statusCode).toBe(200);
    const call = digio.fake.requests.at(-1)!;
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
    expect(digio.fake.requests.at(-1)!.json).toMatchObject({
      signers: [{ identifier: '9876522222', reason: 'Fair usage policy agreement' }],
      file_name: 'fair-usage-policy.pdf',
    });
    const signed = await postDigioWebhook(
      app.ctx.app,
      digioEvent('webhook-doc-signed.json', reference),
      SECRET,
    );
    expect(signed.json().data).toEqual({ applied: true, outcome: 'FUP completed' });
    expect((await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId)))[0]).toMatchObject({
      fupStatus: 'SIGNED',
    });
    const download = await app.su.post('/api/admin/org/kyc/digio/fup/download', { org_id: orgId });
    const file = await app.ctx
      .client()
      .get(download.json().data.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.rawPayload.equals(digio.fake.documents.get(reference)!)).toBe(true);
  });

  it("answers 502 in Digio's words when it refuses, and sends nothing", async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', phone: '9876533333' });
    digio.fake.next.push({
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
