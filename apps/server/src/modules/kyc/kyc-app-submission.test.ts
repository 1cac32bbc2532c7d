import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { kycSubmissions } from '../../db/schema/kyc';
import { useTestApp } from '../../test/app';
import { insertOrg, kycRow, saleOrg } from '../../test/factories';
import { APP_KEY, appKycKit } from './app-submission-fixtures';

// The product app submits a team's KYC (POST /api/app/kyc) with documents it uploaded through
// its own upload slots; staff review it in the queue.

const app = useTestApp({ APP_API_KEY: APP_KEY });
const kit = appKycKit(app);

const submitsOf = (orgId: number) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'kyc.submit')));
const submissionsOf = (orgId: number) =>
  app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.orgId, orgId));

describe('a KYC submitted from the app', () => {
  it('lands PENDING in the review queue, its documents readable by staff, audited as the app', async () => {
    // A team as staff make it, whose KYC record does not exist yet.
    const org = await insertOrg(app.ctx.db, { name: 'Chai Point Traders' });
    const body = {
      ...(await kit.kycSubmission(org.id, 'sub-first')),
      kyc_template: 'BUSINESS',
      business_kyc: await kit.businessPart(),
    };
    const response = await kit.submit(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      org_id: org.id,
      status: 'PENDING',
      bv_status: 'PENDING',
      version: 2,
      submission_id: 'sub-first',
      repeated: false,
    });

    const queue = await app.su.get('/api/org/kyc/search?status=pending&text=Chai%20Point');
    expect(queue.json().data.rows).toEqual([
      expect.objectContaining({ org_id: org.id, review_status: 'PENDING', status: 'PENDING' }),
    ]);
    const detail = (await app.su.get(`/api/org/kyc/${org.id}`)).json().data;
    expect(detail).toMatchObject({
      kyc_template: 'BUSINESS',
      status: 'PENDING',
      poa_id: 'AADHAAR',
      poa_name: 'Aadhaar Card',
      poa_front: body.poa_front,
      poa_back: body.poa_back,
      poi_name: 'PAN Card',
      poi_back: null,
      photo: body.photo,
      business_kyc: {
        status: 'PENDING',
        gstin: '27ABCDE1234F1Z5',
        pob_name: 'GST Certificate',
        pob_front: body.business_kyc.pob_front,
        extra_documents: body.business_kyc.extra_documents,
      },
    });
    expect(detail.submitted_at).not.toBeNull();
    for (const key of [body.poa_front, body.business_kyc.pob_front]) {
      const link = await app.su.get(`/api/s3/getObject?file_name=${key}&no_redirect=true`);
      expect(link.statusCode).toBe(200);
      const file = await app.ctx.app.inject({ method: 'GET', url: link.json().data.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }

    const [entry] = await submitsOf(org.id);
    expect(entry).toMatchObject({
      actorId: null,
      subjectType: 'Kyc',
      summary: {
        actor: 'app',
        submission_id: 'sub-first',
        version: 2,
        changes: expect.objectContaining({ status: { before: 'NOT_SUBMITTED', after: 'PENDING' } }),
      },
    });
    const history = await app.su.get(`/api/admin/org/${org.id}/kyc/action-history`);
    expect(history.json().data.rows[0]).toMatchObject({ action: 'kyc.submit', actor_name: null });
  });

  it('answers a repeat with the first result and writes nothing again, also for twins sent at once', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = await kit.kycSubmission(orgId, 'sub-retry');
    const first = await kit.submit(body);
    const again = await kit.submit(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, repeated: true });

    const twin = await kit.kycSubmission(orgId, 'sub-twin');
    const twins = await Promise.all([kit.submit(twin), kit.submit(twin)]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    const answers = twins.map((r) => r.json().data);
    expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
    expect(answers[0].version).toBe(answers[1].version);
    expect(answers[0].version).toBe(first.json().data.version + 1);

    expect(await submitsOf(orgId)).toHaveLength(2);
    expect(await submissionsOf(orgId)).toHaveLength(2);
    expect((await kycRow(app.ctx.db, orgId)).version).toBe(answers[0].version);

    // The same id with other contents is another submission under a used id: refused.
    const changed = await kit.submit({ ...body, poa_id: 'PASSPORT' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'Submission sub-retry of this team was already received with other contents; send a new submission id for a new submission',
    );
    expect(await submitsOf(orgId)).toHaveLength(2);
  });

  it('reopens a rejected KYC: PENDING again, the version moves on, the history shows both', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const first = await kit.submit(await kit.kycSubmission(orgId, 'sub-1'));
    const reject = await app.su.post('/api/org/kyc/reject', {
      org_id: orgId,
      rejection_messages: ['Document is blurred'],
      version: first.json().data.version,
    });
    expect(reject.json().data.status).toBe('REJECTED');

    const again = await kit.submit(await kit.kycSubmission(orgId, 'sub-2'));
    expect(again.json().data).toMatchObject({ status: 'PENDING', version: 4, repeated: false });
    expect(await kycRow(app.ctx.db, orgId)).toMatchObject({
      status: 'PENDING',
      rejectionMessages: [],
      reviewStatus: 'PENDING',
    });
    const history = (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history`)).json().data;
    expect(history.rows.map((r: { action: string }) => r.action)).toEqual([
      'kyc.submit',
      'kyc.reject',
      'kyc.submit',
    ]);
    expect(history.rows[0].summary).toMatchObject({
      submission_id: 'sub-2',
      changes: {
        status: { before: 'REJECTED', after: 'PENDING' },
        rejection_messages: { before: ['Document is blurred'], after: [] },
      },
    });
  });

  it('takes the business verification alone once the KYC is approved, and never replaces an approval', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const submitted = await kit.submit(await kit.kycSubmission(orgId, 'kyc'));
    await app.su.post('/api/org/kyc/approve', {
      org_id: orgId,
      version: submitted.json().data.version,
    });

    const business = await kit.submit({
      submission_id: 'bv',
      org_id: orgId,
      business_kyc: await kit.businessPart(),
    });
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json().data).toMatchObject({ status: 'APPROVED', bv_status: 'PENDING' });

    const resubmitted = await kit.submit(await kit.kycSubmission(orgId, 'kyc-again'));
    expect(resubmitted.statusCode).toBe(409);
    expect(resubmitted.json().message).toBe(
      'KYC is already APPROVED; it cannot be submitted again',
    );
    expect((await kycRow(app.ctx.db, orgId)).status).toBe('APPROVED');
  });
});
