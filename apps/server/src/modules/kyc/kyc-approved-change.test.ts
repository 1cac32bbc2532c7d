import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { orgWithKyc, kycRow, lastKycAudit } from '../../test/factories';
import { documentPng } from './sample-documents';

// What was approved is what a reviewer saw: a document replaced afterwards has not been
// reviewed, so the KYC goes back to the review queue (PENDING), and the audit says so.
const app = useTestApp();

const kycOf = (orgId: number) => kycRow(app.ctx.db, orgId);
const lastAudit = (orgId: number) => lastKycAudit(app.ctx.db, orgId);

async function upload(orgId: number, name: string): Promise<string> {
  const key = `kyc/${orgId}/${name}.png`;
  await app.ctx.app.files.put(key, documentPng(5, 'front', [40, 120, 60]), 'image/png');
  return key;
}

describe('PUT /api/org/kyc/modify on an approved KYC', () => {
  it('sends the KYC back to review when a document is replaced, audited', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'APPROVED' });
    const replaced = await upload(orgId, 'poi-front-v2');
    const response = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      poi_front: replaced,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'PENDING', version: 2 });
    expect(await kycOf(orgId)).toMatchObject({ poiFront: replaced, status: 'PENDING' });
    expect(await lastAudit(orgId)).toMatchObject({
      action: 'kyc.modify',
      summary: {
        changes: {
          poi_front: { before: `kyc/${orgId}/poi-front.png`, after: replaced },
          status: { before: 'APPROVED', after: 'PENDING' },
        },
      },
    });
  });

  it('keeps the status a reviewer sets in the same change', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { status: 'APPROVED' });
    const response = await app.su.put('/api/org/kyc/modify', {
      org_id: orgId,
      photo: await upload(orgId, 'photo-v2'),
      status: 'INCOMPLETE',
    });
    expect(response.json().data.status).toBe('INCOMPLETE');
  });
});

describe('PUT /api/admin/org/{id}/kyc/bv on an approved business verification', () => {
  it('sends business verification back to review when its proof is replaced', async () => {
    const orgId = await orgWithKyc(app.ctx.db, {
      status: 'APPROVED',
      kycTemplate: 'BUSINESS',
      bvStatus: 'APPROVED',
      pobId: 'GST_CERTIFICATE',
      pobFront: 'kyc/old/pob-front.png',
    });
    const replaced = await upload(orgId, 'pob-front-v2');
    const response = await app.su.put(`/api/admin/org/${orgId}/kyc/bv`, { pob_front: replaced });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'APPROVED', bv_status: 'PENDING' });
    expect((await lastAudit(orgId))?.summary).toMatchObject({
      changes: { bv_status: { before: 'APPROVED', after: 'PENDING' } },
    });
  });
});
