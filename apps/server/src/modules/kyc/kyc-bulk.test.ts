import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { kycRow, lastKycAudit, orgWithKyc } from '../../test/factories';

const app = useTestApp();
const reasons = ['Document is blurred'];

describe('POST /api/org/kyc/bulk', () => {
  it('asks ticked orgs to upload again, each rejected and audited; one not submitted is refused', async () => {
    const a = await orgWithKyc(app.ctx.db);
    const b = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED', submittedAt: null });
    const response = await app.su.post('/api/org/kyc/bulk', {
      action: 'request_reupload',
      ids: [a, b],
      rejection_messages: reasons,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ total: 2, done: 1, failed: 1 });
    expect(result.results[0]).toEqual({ id: a, ok: true });
    expect(result.results[1]).toEqual({
      id: b,
      ok: false,
      message: 'KYC has not been submitted yet; there is nothing to review',
    });
    expect(await kycRow(app.ctx.db, a)).toMatchObject({
      status: 'REJECTED',
      rejectionMessages: reasons,
    });
    expect((await kycRow(app.ctx.db, b))?.status).toBe('NOT_SUBMITTED');
    expect((await lastKycAudit(app.ctx.db, a))?.action).toBe('kyc.reject');
  });

  it('a select-all by text asks every matching org once; a second run asks nobody twice', async () => {
    const ids = [
      await orgWithKyc(app.ctx.db, { name: 'Zebracorn Bulk One' }),
      await orgWithKyc(app.ctx.db, { name: 'Zebracorn Bulk Two' }),
    ];
    const filter = { text: 'Zebracorn', status: 'pending' };
    const count = (await app.su.post('/api/org/kyc/bulk/count', { filter })).json().data;
    expect(count).toMatchObject({ count: 2, over_limit: false });
    const body = { action: 'request_reupload', filter, rejection_messages: reasons };
    const first = (await app.su.post('/api/org/kyc/bulk', body)).json().data;
    expect(first).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect(first.results.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
    const again = (await app.su.post('/api/org/kyc/bulk', body)).json().data;
    expect(again.total).toBe(0);
  });

  it('needs the review grant', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Kyc', inverted: true },
    ]);
    const body = { action: 'request_reupload', ids: [orgId], rejection_messages: reasons };
    expect((await limited.post('/api/org/kyc/bulk', body)).statusCode).toBe(403);
    expect((await kycRow(app.ctx.db, orgId))?.status).toBe('PENDING');
  });
});
