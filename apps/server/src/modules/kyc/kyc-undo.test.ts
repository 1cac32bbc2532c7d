import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { useTestApp } from '../../test/app';
import { kycRow, lastKycAudit, orgWithKyc } from '../../test/factories';

// Undo of a KYC decision: the reviewer's own, within the window, while nothing followed from it.
const app = useTestApp();

const kycOf = (orgId: number) => kycRow(app.ctx.db, orgId);
const undo = (orgId: number, version: number, client = app.su) =>
  client.post('/api/org/kyc/undo', { org_id: orgId, version });

async function approved() {
  const orgId = await orgWithKyc(app.ctx.db);
  const response = await app.su.post('/api/org/kyc/approve', { org_id: orgId, version: 1 });
  expect(response.statusCode).toBe(200);
  return { orgId, version: response.json().data.version as number };
}

describe('POST /org/kyc/undo', () => {
  it('puts an approval back to pending, with its review stamp, audited as kyc.undo', async () => {
    const { orgId, version } = await approved();
    const response = await undo(orgId, version);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ org_id: orgId, status: 'PENDING', version: 3 });
    expect(await kycOf(orgId)).toMatchObject({
      status: 'PENDING',
      reviewedAt: null,
      reviewedById: null,
      version: 3,
    });
    expect(await lastKycAudit(app.ctx.db, orgId)).toMatchObject({
      action: 'kyc.undo',
      actorId: app.su.userId,
      summary: {
        undone: 'kyc.approve',
        changes: { status: { before: 'APPROVED', after: 'PENDING' } },
        version: 3,
      },
    });
  });

  it('puts a rejection back with the reasons it replaced', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const rejected = await app.su.post('/api/org/kyc/reject', {
      org_id: orgId,
      version: 1,
      rejection_messages: ['Photo is too dark to read'],
    });
    expect(rejected.statusCode).toBe(200);
    expect((await undo(orgId, rejected.json().data.version)).statusCode).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({ status: 'PENDING', rejectionMessages: [] });
  });

  it('undoes once: a repeated undo is a 409 and changes nothing', async () => {
    const { orgId, version } = await approved();
    expect((await undo(orgId, version)).statusCode).toBe(200);
    const again = await undo(orgId, version);
    expect(again.statusCode).toBe(409);
    // Also with the version the undo answered: an undo is not itself undone.
    const third = await undo(orgId, 3);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('There is no approval or rejection of this KYC to undo');
    expect(await kycOf(orgId)).toMatchObject({ status: 'PENDING', version: 3 });
  });

  it('is refused to another reviewer', async () => {
    const { orgId, version } = await approved();
    const other = await app.ctx.loginAs('ADMIN');
    const response = await undo(orgId, version, other);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Only the reviewer who made this KYC decision can undo it',
    );
    expect(await kycOf(orgId)).toMatchObject({ status: 'APPROVED', version });
  });

  it('is refused once the window has passed', async () => {
    const { orgId, version } = await approved();
    // The decision as if made two minutes ago.
    await app.ctx.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(and(eq(auditLog.subjectType, 'Kyc'), eq(auditLog.subjectId, String(orgId))));
    const response = await undo(orgId, version);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The time to undo this KYC decision has passed');
    expect(await kycOf(orgId)).toMatchObject({ status: 'APPROVED' });
  });

  it('is refused once something followed from the decision', async () => {
    const { orgId, version } = await approved();
    // A subscription sold to the team after the approval.
    await app.ctx.db.insert(auditLog).values({
      actorId: app.su.userId,
      action: 'subscription.create',
      subjectType: 'Subscription',
      subjectId: '1',
      orgId,
    });
    const response = await undo(orgId, version);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/can no longer be undone/);
    expect(await kycOf(orgId)).toMatchObject({ status: 'APPROVED' });
  });

  it('is refused after a later change to the KYC itself', async () => {
    const { orgId, version } = await approved();
    const modified = await app.su.put('/api/org/kyc/modify', { org_id: orgId, poa_id: 'PASSPORT' });
    expect(modified.statusCode).toBe(200);
    expect((await undo(orgId, version)).statusCode).toBe(409);
  });
});
