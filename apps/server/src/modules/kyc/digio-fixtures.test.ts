import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digioEvents, digioRequests, kyc } from '../../db/schema/kyc';
import { digioEvent, postDigioWebhook, useDigioTestApp } from '../../test/digio';
import { orgWithKyc } from '../../test/factories';

// Digio's webhooks as Digio sends them (fixtures/digio, sources in its SOURCES.md): signed with
// X-Digio-Checksum, the request under payload.kyc_request or payload.document, Digio's event
// names; each through the real route, with the signed agreement downloaded from a local Digio.

const SECRET = 'digio-fixture-secret-0123456789';
const { app, digio } = useDigioTestApp(SECRET);

const kycOf = async (orgId: number) =>
  (await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId)))[0]!;
const requestOf = async (referenceId: string) =>
  (
    await app.ctx.db.select().from(digioRequests).where(eq(digioRequests.referenceId, referenceId))
  )[0]!;
const send = (fixture: string, referenceId: string, eventId?: string) =>
  postDigioWebhook(app.ctx.app, digioEvent(fixture, referenceId, eventId), SECRET);

let phones = 0;
async function requested(kind: 'KYC' | 'FUP') {
  phones += 1;
  const orgId = await orgWithKyc(app.ctx.db, {
    status: 'NOT_SUBMITTED',
    phone: `98765${String(70000 + phones)}`,
  });
  const url = kind === 'KYC' ? '/api/admin/org/kyc/digio' : '/api/admin/org/kyc/digio/fup';
  const sent = await app.su.post(url, { org_id: orgId });
  expect(sent.statusCode, sent.body).toBe(200);
  return { orgId, reference: sent.json().data.reference_id as string };
}

describe("Digio's checksum", () => {
  it('takes X-Digio-Checksum, and refuses a body signed under any other header', async () => {
    const { orgId, reference } = await requested('KYC');
    const raw = digioEvent('webhook-kyc-approved.json', reference);
    const otherHeader = await postDigioWebhook(app.ctx.app, raw, SECRET, 'x-digio-signature');
    expect(otherHeader.statusCode).toBe(401);
    expect((await kycOf(orgId)).status).toBe('NOT_SUBMITTED');
    const signed = await postDigioWebhook(app.ctx.app, raw, SECRET);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await kycOf(orgId)).status).toBe('PENDING');
  });
});

describe("Digio's KYC events", () => {
  it.each([
    ['webhook-kyc-approved.json', 'COMPLETED', 'PENDING'],
    ['webhook-kyc-completed.json', 'COMPLETED', 'PENDING'],
    ['webhook-kyc-rejected.json', 'FAILED', 'NOT_SUBMITTED'],
    ['webhook-kyc-expired.json', 'EXPIRED', 'NOT_SUBMITTED'],
  ])('%s: the request becomes %s, the KYC %s', async (fixture, request, status) => {
    const { orgId, reference } = await requested('KYC');
    const answer = await send(fixture, reference);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.applied).toBe(true);
    expect(await requestOf(reference)).toMatchObject({ status: request });
    expect((await kycOf(orgId)).status).toBe(status);
  });

  it('an event that only reports progress is acknowledged and changes nothing', async () => {
    const { orgId, reference } = await requested('KYC');
    const answer = await send('webhook-kyc-created.json', reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      applied: false,
      outcome: 'ignored: kyc.request.created is not an event this product acts on',
    });
    expect(await requestOf(reference)).toMatchObject({ status: 'REQUESTED' });
    expect((await kycOf(orgId)).version).toBe(1);
  });

  it("is applied once by Digio's event id, however many deliveries arrive together", async () => {
    const { orgId, reference } = await requested('KYC');
    const raw = digioEvent('webhook-kyc-approved.json', reference);
    const answers = await Promise.all(
      [1, 2, 3].map(() => postDigioWebhook(app.ctx.app, raw, SECRET)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().data.applied)).toHaveLength(1);
    expect((await kycOf(orgId)).version).toBe(2);
    const eventId = (JSON.parse(raw) as { id: string }).id;
    expect(
      await app.ctx.db.select().from(digioEvents).where(eq(digioEvents.eventId, eventId)),
    ).toHaveLength(1);
  });
});

describe("Digio's e-sign events", () => {
  it('waits for every signer, then downloads the signed agreement from Digio and marks the FUP signed', async () => {
    const { orgId, reference } = await requested('FUP');
    const partial = await send('webhook-doc-signed-one-of-two.json', reference);
    expect(partial.json().data).toEqual({
      applied: false,
      outcome: 'ignored: doc.signed: not every signer has signed yet',
    });
    expect((await kycOf(orgId)).fupStatus).toBe('REQUESTED');

    const signed = await send('webhook-doc-signed.json', reference);
    expect(signed.json().data).toEqual({ applied: true, outcome: 'FUP completed' });
    expect(digio.fake.requests.at(-1)!.path).toBe(
      `/v2/client/document/download?document_id=${reference}`,
    );
    expect((await kycOf(orgId)).fupStatus).toBe('SIGNED');
    const listed = (await app.su.get(`/api/digio/org/${orgId}/fup`)).json().data[0];
    expect(listed).toMatchObject({ status: 'COMPLETED', has_document: true });
    const shown = await app.su.get(
      `/api/s3/getObject?file_name=${encodeURIComponent(listed.file_key)}&no_redirect=true`,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    const file = await app.ctx.client().get(shown.json().data.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(file.rawPayload.equals(digio.fake.documents.get(reference)!)).toBe(true);
  });

  it.each(['webhook-doc-sign-rejected.json', 'webhook-doc-sign-failed.json'])(
    '%s: the FUP signature failed',
    async (fixture) => {
      const { orgId, reference } = await requested('FUP');
      const answer = await send(fixture, reference);
      expect(answer.json().data.applied).toBe(true);
      expect(await requestOf(reference)).toMatchObject({ status: 'FAILED', fileKey: null });
      expect((await kycOf(orgId)).fupStatus).toBe('FAILED');
    },
  );

  it('a document event about a KYC request (or the reverse) is acknowledged, not applied', async () => {
    const { reference } = await requested('KYC');
    const answer = await send('webhook-doc-signed.json', reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      applied: false,
      outcome: `ignored: ${reference} is a KYC request`,
    });
  });
});
