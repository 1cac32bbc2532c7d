import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../db/schema/kyc';
import { useTestApp } from '../../test/app';
import { deleteOrg, kycRow, saleOrg } from '../../test/factories';
import { APP_KEY, appKycKit } from './app-submission-fixtures';

// What POST /api/app/kyc refuses, and that a refusal writes nothing. The fields are the staff
// edits' own: the same document types, files and GSTIN rule.

const app = useTestApp({ APP_API_KEY: APP_KEY });
const kit = appKycKit(app);

async function refusedFields(body: unknown) {
  const response = await kit.submit(body);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().details as { field: string }[]).map((d) => d.field);
}

describe('POST /api/app/kyc refuses', () => {
  it("a document type outside the spec's lists, naming the field, as staff edits do", async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'bad-type');
    expect(await refusedFields({ ...body, poa_id: 'LIBRARY_CARD' })).toEqual(['poa_id']);
    expect(await refusedFields({ ...body, poi_id: 'UTILITY_BILL' })).toEqual(['poi_id']);
    const business = await kit.businessPart();
    expect(
      await refusedFields({ ...body, business_kyc: { ...business, pob_id: 'AADHAAR' } }),
    ).toEqual(['business_kyc.pob_id']);
    expect(
      await refusedFields({
        ...body,
        business_kyc: {
          ...business,
          extra_documents: [{ ...business.extra_documents[0], proof_id: 'PHOTO' }],
        },
      }),
    ).toEqual(['business_kyc.extra_documents.0.proof_id']);
    expect(await refusedFields({ ...body, business_kyc: { ...business, gstin: '27ABC' } })).toEqual(
      ['business_kyc.gstin'],
    );
    const staff = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      poa_id: 'LIBRARY_CARD',
    });
    expect(staff.json().details.map((d: { field: string }) => d.field)).toEqual(['poa_id']);
    expect((await kycRow(app.ctx.db, orgId)).status).toBe('NOT_SUBMITTED');
  });

  it('fields it does not know, each by name, and a part without what a review needs', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'unknown');
    expect(await refusedFields({ ...body, nickname: 'Chotu', pan_number: 'X' })).toEqual([
      'nickname',
      'pan_number',
    ]);
    const business = { ...(await kit.businessPart()), turnover: 1 };
    expect(await refusedFields({ ...body, business_kyc: business })).toEqual([
      'business_kyc.turnover',
    ]);
    const { photo: _photo, ...noPhoto } = body;
    expect(await refusedFields(noPhoto)).toEqual(['photo']);
    expect(
      await refusedFields({ submission_id: 'x', org_id: orgId, business_kyc: { gstin: null } }),
    ).toEqual(['business_kyc.pob_id', 'business_kyc.pob_front']);
    expect(await refusedFields({ ...body, submission_id: 'not an id!' })).toEqual([
      'submission_id',
    ]);
  });

  it('a document that is not an upload of the file service, naming the field', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'missing-file');
    const response = await kit.submit({
      ...body,
      business_kyc: { pob_id: 'GST_CERTIFICATE', pob_front: 'document/2026-01/not-uploaded.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'business_kyc.pob_front', message: 'is not an uploaded document' },
    ]);
    expect(
      await app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.orgId, orgId)),
    ).toEqual([]);
  });

  it('a wrong or missing key, for the submission and the upload slot', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'keys');
    for (const key of [null, 'wrong-key-0123456789abcdefghij']) {
      expect((await kit.submit(body, key)).statusCode).toBe(401);
      const slot = await kit.post(
        '/api/app/kyc/uploads',
        { file_name: 'a.png', file_type: 'image/png' },
        key,
      );
      expect(slot.statusCode).toBe(401);
    }
    // A staff session is not the app's key either.
    expect((await app.su.post('/api/app/kyc', body)).statusCode).toBe(401);
    expect((await kycRow(app.ctx.db, orgId)).version).toBe(1);
  });

  it('a team that does not exist (404) or was deleted (409), never a 5xx', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'foreign');
    const unknown = await kit.submit({ ...body, org_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    await deleteOrg(app.ctx.db, orgId);
    const deleted = await kit.submit(body);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      `Org ${orgId} has been deleted; its KYC can no longer be changed`,
    );
  });

  it('an upload slot for anything but a document type', async () => {
    const audio = await kit.post('/api/app/kyc/uploads', {
      file_name: 'voice.mp3',
      file_type: 'audio/mpeg',
    });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().details.map((d: { field: string }) => d.field)).toEqual(['file_type']);
  });
});

describe('the OpenAPI document', () => {
  it('lists the app KYC routes under the KYC area with the app key as their security', async () => {
    const document = (await app.ctx.client().get('/api/docs/json')).json();
    expect(document.components.securitySchemes.appApiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: "The product app's key (APP_API_KEY)",
    });
    const operations = {
      '/api/app/kyc': 'submitAppKyc',
      '/api/app/kyc/uploads': 'createAppKycUpload',
    };
    for (const [path, operationId] of Object.entries(operations)) {
      const operation = document.paths[path].post;
      expect(operation).toMatchObject({
        operationId,
        tags: ['kyc'],
        security: [{ appApiKey: [] }],
      });
    }
    const body = document.paths['/api/app/kyc'].post.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.poa_id.enum).toContain('AADHAAR');
  });
});
