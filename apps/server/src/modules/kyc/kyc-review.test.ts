import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { useTestApp } from '../../test/app';
import { deleteOrg, orgWithKyc, kycRow, lastKycAudit } from '../../test/factories';
import { documentPng } from './sample-documents';

const app = useTestApp();

const kycOf = (orgId: number) => kycRow(app.ctx.db, orgId);
const lastAudit = (orgId: number) => lastKycAudit(app.ctx.db, orgId);

describe('review actions', () => {
  it('approves once, audits it, and refuses a second approval with 409', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const first = await app.su.post('/api/org/kyc/approve', { org_id: orgId, version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      org_id: orgId,
      status: 'APPROVED',
      bv_status: null,
      version: 2,
    });
    expect(await kycOf(orgId)).toMatchObject({
      status: 'APPROVED',
      reviewedById: app.su.userId,
      version: 2,
      reviewStatus: 'APPROVED',
    });
    expect(await lastAudit(orgId)).toMatchObject({
      action: 'kyc.approve',
      actorId: app.su.userId,
      summary: { changes: { status: { before: 'PENDING', after: 'APPROVED' } }, version: 2 },
    });
    const again = await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('KYC is already APPROVED');
  });

  it('rejects with several reasons and needs at least one', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    expect(
      (await app.su.post('/api/org/kyc/reject', { org_id: orgId, rejection_messages: [] }))
        .statusCode,
    ).toBe(400);
    const reasons = ['Document is blurred', 'Photo is too dark to read'];
    const response = await app.su.post('/api/org/kyc/reject', {
      org_id: orgId,
      rejection_messages: reasons,
    });
    expect(response.statusCode).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({ status: 'REJECTED', rejectionMessages: reasons });
    expect((await lastAudit(orgId))?.action).toBe('kyc.reject');
  });

  it('refuses any action on a deleted org and on a KYC never submitted', async () => {
    const gone = await orgWithKyc(app.ctx.db);
    await deleteOrg(app.ctx.db, gone);
    const deleted = await app.su.post('/api/org/kyc/approve', { org_id: gone });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      `Org ${gone} has been deleted; its KYC can no longer be changed`,
    );
    const empty = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    expect(
      (
        await app.su.post('/api/org/kyc/reject', { org_id: empty, rejection_messages: ['x'] })
      ).json().message,
    ).toBe('KYC has not been submitted yet; there is nothing to review');
    expect((await kycOf(gone)).version).toBe(1);
  });

  it('lets only one of two reviewers acting on the same version win', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const other = await app.ctx.loginAs('ADMIN');
    const results = await Promise.all([
      app.su.post('/api/org/kyc/approve', { org_id: orgId, version: 1 }),
      other.post('/api/org/kyc/reject', {
        org_id: orgId,
        version: 1,
        rejection_messages: ['Document is blurred'],
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(/changed by someone else/);
    expect((await kycOf(orgId)).version).toBe(2);
    const entries = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries).toHaveLength(1);
  });

  it('replaces a document with an uploaded file, sets INCOMPLETE, and refuses unknown files', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    await app.ctx.app.files.put(
      `kyc/${orgId}/poa-front-v2.png`,
      documentPng(3, 'front', [20, 90, 160]),
      'image/png',
    );
    const modified = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      poa_front: `kyc/${orgId}/poa-front-v2.png`,
      poa_id: 'PASSPORT',
      version: 1,
    });
    expect(modified.statusCode).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({
      poaFront: `kyc/${orgId}/poa-front-v2.png`,
      poaId: 'PASSPORT',
      status: 'PENDING',
      version: 2,
    });
    expect((await lastAudit(orgId))?.summary).toMatchObject({
      changes: { poa_id: { before: 'AADHAAR', after: 'PASSPORT' } },
    });

    const unknown = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      photo: 'kyc/nothing-here.png',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: 'photo', message: 'is not an uploaded document' },
    ]);

    const incomplete = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      status: 'INCOMPLETE',
      comment: 'Back side missing',
    });
    expect(incomplete.json().data.status).toBe('INCOMPLETE');
    expect(await lastAudit(orgId)).toMatchObject({
      action: 'kyc.incomplete',
      summary: { comment: 'Back side missing' },
    });
    expect(
      (await app.su.put('/api/org/kyc/modify', { org_id: orgId, status: 'INCOMPLETE' })).statusCode,
    ).toBe(409);
  });

  it('refuses changes to a caller without the update grant', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const readOnly = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Kyc', inverted: true },
    ]);
    expect((await readOnly.get(`/api/org/kyc/${orgId}`)).statusCode).toBe(200);
    expect((await readOnly.post('/api/org/kyc/approve', { org_id: orgId })).statusCode).toBe(403);
    expect((await kycOf(orgId)).status).toBe('PENDING');
  });
});

describe('business verification', () => {
  it('approves, rejects with reasons, and toggles the requirement with a comment', async () => {
    const orgId = await orgWithKyc(app.ctx.db, {
      kycTemplate: 'BUSINESS',
      bvStatus: 'PENDING',
      pobId: 'GST_CERTIFICATE',
    });
    const noReason = await app.su.put(`/api/admin/org/${orgId}/kyc/bv`, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await app.su.put(`/api/admin/org/${orgId}/kyc/bv`, {
      status: 'REJECTED',
      rejection_messages: ['GST certificate is not valid'],
    });
    expect(rejected.json().data.bv_status).toBe('REJECTED');
    expect(await kycOf(orgId)).toMatchObject({
      bvStatus: 'REJECTED',
      bvRejectionMessages: ['GST certificate is not valid'],
    });
    const approved = await app.su.put(`/api/admin/org/${orgId}/kyc/bv`, {
      status: 'APPROVED',
      version: 2,
    });
    expect(approved.json().data).toMatchObject({ bv_status: 'APPROVED', version: 3 });
    expect(
      (await app.su.put(`/api/admin/org/${orgId}/kyc/bv`, { status: 'APPROVED' })).json().message,
    ).toBe('Business verification is already APPROVED');

    const toggled = await app.su.post(`/api/org/kyc/${orgId}/bv/toggle`, {
      is_biz_kyc_required: true,
      comment: 'Plan needs a GST invoice',
    });
    expect(toggled.statusCode).toBe(200);
    expect(await lastAudit(orgId)).toMatchObject({
      action: 'kyc.bv.toggle',
      summary: {
        comment: 'Plan needs a GST invoice',
        changes: { is_biz_kyc_required: { before: false, after: true } },
      },
    });
    expect(
      (
        await app.su.post(`/api/org/kyc/${orgId}/bv/toggle`, {
          is_biz_kyc_required: true,
          comment: 'again',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await app.su.post(`/api/org/kyc/${orgId}/bv/toggle`, { is_biz_kyc_required: false }))
        .statusCode,
    ).toBe(400);
  });
});
