import { describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { deleteOrg, orgWithKyc, xsrfHeaders, kycRow, lastKycAudit } from '../../test/factories';
import { customer } from '../../test/route-contract';

const app = useTestApp();

const kycOf = (orgId: number) => kycRow(app.ctx.db, orgId);
const lastAudit = (orgId: number) => lastKycAudit(app.ctx.db, orgId);

describe('copy', () => {
  it('copies the KYC and the business verification to another org', async () => {
    const source = await orgWithKyc(app.ctx.db, {
      status: 'APPROVED',
      bvStatus: 'APPROVED',
      pobId: 'GST_CERTIFICATE',
      pobFront: 'kyc/s/pob.png',
      isBizKycRequired: true,
    });
    const destination = await orgWithKyc(app.ctx.db, {
      status: 'NOT_SUBMITTED',
      poaFront: null,
      poiFront: null,
      photo: null,
    });
    const copied = await app.su.post('/api/org/kyc/copy', {
      source_org_id: source,
      destination_org_id: destination,
    });
    expect(copied.statusCode).toBe(200);
    expect(await kycOf(destination)).toMatchObject({
      status: 'APPROVED',
      poaFront: `kyc/${source}/poa-front.png`,
      photo: `kyc/${source}/photo.png`,
    });
    expect(await lastAudit(destination)).toMatchObject({
      action: 'kyc.copy.kyc',
      summary: { source_org_id: source },
    });
    expect(
      (
        await app.su.post('/api/admin/org/kyc/copy/bv', {
          source_org_id: source,
          destination_org_id: destination,
        })
      ).statusCode,
    ).toBe(200);
    expect(await kycOf(destination)).toMatchObject({
      bvStatus: 'APPROVED',
      pobFront: 'kyc/s/pob.png',
      isBizKycRequired: true,
    });
  });

  it('refuses copying from a deleted org, whatever the part', async () => {
    const source = await orgWithKyc(app.ctx.db, {
      status: 'APPROVED',
      bvStatus: 'APPROVED',
      fupStatus: 'SIGNED',
    });
    const destination = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    await deleteOrg(app.ctx.db, source);
    for (const [url, what] of [
      ['/api/org/kyc/copy', 'KYC'],
      ['/api/admin/org/kyc/copy/bv', 'business verification'],
      ['/api/admin/org/kyc/copy/fup', 'FUP agreement'],
    ] as const) {
      const refused = await app.su.post(url, {
        source_org_id: source,
        destination_org_id: destination,
      });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(
        `Org ${source} has been deleted; its ${what} cannot be copied`,
      );
    }
    expect(await kycOf(destination)).toMatchObject({ status: 'NOT_SUBMITTED', version: 1 });
  });

  it('refuses copying to the same org, from an org with nothing to copy, or to a deleted org', async () => {
    const a = await orgWithKyc(app.ctx.db);
    const empty = await orgWithKyc(app.ctx.db, { status: 'NOT_SUBMITTED' });
    const same = await app.su.post('/api/org/kyc/copy', {
      source_org_id: a,
      destination_org_id: a,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0].field).toBe('destination_org_id');
    expect(
      (
        await app.su.post('/api/org/kyc/copy', { source_org_id: empty, destination_org_id: a })
      ).json().message,
    ).toBe(`Org ${empty} has no KYC to copy`);
    expect(
      (
        await app.su.post('/api/admin/org/kyc/copy/fup', {
          source_org_id: a,
          destination_org_id: empty,
        })
      ).statusCode,
    ).toBe(409);
    await deleteOrg(app.ctx.db, empty);
    expect(
      (await app.su.post('/api/org/kyc/copy', { source_org_id: a, destination_org_id: empty }))
        .statusCode,
    ).toBe(409);
  });
});

describe('GET /api/admin/org/:id/kyc/action-history', () => {
  it('lists every KYC action with who and what changed, newest first', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    await app.su.post('/api/org/kyc/reject', {
      org_id: orgId,
      rejection_messages: ['Document is blurred'],
    });
    await app.su.post('/api/org/kyc/approve', { org_id: orgId });
    const history = (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history?limit=1`)).json()
      .data;
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({
      action: 'kyc.approve',
      actor_name: `SU ${'Tester'}${1}`,
      summary: { changes: { status: { before: 'REJECTED', after: 'APPROVED' } } },
    });
    const older = (
      await app.su.get(`/api/admin/org/${orgId}/kyc/action-history?before=${history.next_before}`)
    ).json().data;
    expect(older.rows.map((r: { action: string }) => r.action)).toEqual(['kyc.reject']);
    expect(older.next_before).toBeNull();
  });
});

describe('orgs without a submitted KYC', () => {
  it('gives an org made by onboarding its KYC record, so the Digio link and a copy work on it', async () => {
    const owner = await customer(app.ctx.db, { role: 'ORG_ADMIN' });
    const onboarded = await app.su.post('/api/admin/org/onboard', {
      user_id: owner.id,
      org: { name: 'Freshly Onboarded Traders' },
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    const orgId: number = onboarded.json().data.org.id;
    expect(await kycOf(orgId)).toMatchObject({
      status: 'NOT_SUBMITTED',
      fupStatus: null,
      isFupRequired: true,
      version: 1,
    });

    const detail = await app.su.get(`/api/org/kyc/${orgId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 'NOT_SUBMITTED',
      org: { name: 'Freshly Onboarded Traders', owner_phone: owner.phone },
    });
    const sent = await app.su.post('/api/admin/org/kyc/digio', { org_id: orgId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.user_phone).toBe(owner.phone);

    const source = await orgWithKyc(app.ctx.db, { status: 'APPROVED' });
    const copied = await app.su.post('/api/org/kyc/copy', {
      source_org_id: source,
      destination_org_id: orgId,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({
      status: 'APPROVED',
      poaFront: `kyc/${source}/poa-front.png`,
    });
  });

  it('serves and changes the KYC of an older org that has no record yet', async () => {
    const [org] = await app.ctx.db
      .insert(orgs)
      .values({ name: 'Older Org Without KYC' })
      .returning({ id: orgs.id });
    const orgId = org!.id;
    const detail = await app.su.get(`/api/org/kyc/${orgId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 'NOT_SUBMITTED',
      is_fup_required: true,
      business_kyc: { is_biz_kyc_required: false },
      version: 1,
    });
    const toggled = await app.su.post(`/api/org/kyc/${orgId}/fup/toggle`, {
      is_fup_required: false,
      comment: 'Signed on paper',
      version: 1,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({ isFupRequired: false, version: 2 });
    expect(
      (
        await app.su.post('/api/org/kyc/copy', {
          source_org_id: orgId,
          destination_org_id: await orgWithKyc(app.ctx.db),
        })
      ).json().message,
    ).toBe(`Org ${orgId} has no KYC to copy`);
  });
});

describe('reset FUP from the team page', () => {
  it('moves the KYC version on and shows in the KYC action history', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { fupStatus: 'SIGNED', isFupRequired: false });
    const reset = await app.su.get(`/api/admin/org/reset-fup/${orgId}`, xsrfHeaders(app.su));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await kycOf(orgId)).toMatchObject({ fupStatus: null, isFupRequired: true, version: 2 });
    // A reviewer who saw the old FUP state is refused.
    expect(
      (
        await app.su.post(`/api/org/kyc/${orgId}/fup/toggle`, {
          is_fup_required: false,
          comment: 'stale',
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    const history = (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history`)).json().data;
    expect(history.rows[0]).toMatchObject({
      action: 'org.reset-fup',
      summary: {
        fup_status: { before: 'SIGNED', after: null },
        is_fup_required: { before: false, after: true },
      },
    });
  });
});
