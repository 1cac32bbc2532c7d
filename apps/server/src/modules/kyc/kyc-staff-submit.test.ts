import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { useTestApp } from '../../test/app';
import { auditOf, kycRow, orgWithKyc } from '../../test/factories';

// Staff who collected a customer's documents put the KYC in review for them (issue 32).
const app = useTestApp();

const notSubmitted = (values: Parameters<typeof orgWithKyc>[1] = {}) =>
  orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', submittedAt: null, ...values });

describe('POST /api/org/kyc/submit: on the customer’s behalf', () => {
  it('puts a collected KYC in the review queue, audited with who collected it', async () => {
    const orgId = await notSubmitted({ rejectionMessages: [] });
    const colleague = await app.ctx.loginAs('ADMIN');
    // Approving is refused while nothing was submitted: the dead end this route opens.
    const early = await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    expect(early.statusCode).toBe(409);

    const answer = await app.su.post('/api/org/kyc/submit', {
      org_id: orgId,
      collected_by_id: colleague.userId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      org_id: orgId,
      status: 'PENDING',
      message: 'KYC submitted for review on behalf of the customer',
    });
    const row = await kycRow(app.ctx.db, orgId);
    expect(row?.status).toBe('PENDING');
    expect(row?.submittedAt).toBeInstanceOf(Date);
    const [entry] = await auditOf(app.ctx.db, 'kyc.submit', orgId);
    expect(entry).toMatchObject({
      actorId: app.su.userId,
      summary: expect.objectContaining({
        actor: 'staff',
        collected_by_id: colleague.userId,
        collected_by_name: expect.stringMatching(/\S/),
      }),
    });
    // Now it is there to review.
    const approved = await app.su.post('/api/org/kyc/approve', {
      org_id: orgId,
      version: answer.json().data.version,
    });
    expect(approved.statusCode).toBe(200);
  });

  it('says what is missing, and refuses a KYC already waiting or approved', async () => {
    const noPhoto = await notSubmitted({ photo: null, poiFront: null });
    const missing = await app.su.post('/api/org/kyc/submit', {
      org_id: noPhoto,
      collected_by_id: app.su.userId,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Add the proof of identity, the photo before submitting this KYC for review',
    );
    expect((await kycRow(app.ctx.db, noPhoto))?.status).toBe('NOT_SUBMITTED');

    const waiting = await orgWithKyc(app.ctx.db, { status: 'PENDING' });
    const again = await app.su.post('/api/org/kyc/submit', {
      org_id: waiting,
      collected_by_id: app.su.userId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This KYC is already waiting for review');

    const approved = await orgWithKyc(app.ctx.db, { status: 'APPROVED' });
    const late = await app.su.post('/api/org/kyc/submit', {
      org_id: approved,
      collected_by_id: app.su.userId,
    });
    expect(late.statusCode).toBe(409);
  });

  it('names a staff member as the collector, never a customer', async () => {
    const orgId = await notSubmitted();
    const [owner] = await app.ctx.db
      .insert(users)
      .values({ firstName: 'Customer', phone: '9812300001', role: 'ORG_ADMIN' })
      .returning({ id: users.id });
    const customer = await app.su.post('/api/org/kyc/submit', {
      org_id: orgId,
      collected_by_id: owner?.id,
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().details).toEqual([
      expect.objectContaining({ field: 'collected_by_id' }),
    ]);
  });
});
