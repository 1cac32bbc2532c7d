import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { deleteOrg, orgWithKyc, xsrfHeaders, kycRow, lastKycAudit } from '../../test/factories';
import { customer } from '../../test/route-contract';
import { documentPng } from './sample-documents';

const app = useTestApp();

const kycOf = (orgId: number) => kycRow(app.ctx.db, orgId);
const lastAudit = (orgId: number) => lastKycAudit(app.ctx.db, orgId);

describe('GET /api/org/kyc/search', () => {
  it('filters by chip, text, trial and business status, and counts per chip', async () => {
    const pending = await orgWithKyc(app.ctx.db, { name: 'Zebra Pending Traders', isTrial: true });
    const rejected = await orgWithKyc(app.ctx.db, {
      name: 'Zebra Rejected Traders',
      status: 'REJECTED',
    });
    await orgWithKyc(app.ctx.db, {
      name: 'Zebra Business',
      status: 'APPROVED',
      bvStatus: 'PENDING',
      isBizKycRequired: true,
    });
    const gone = await orgWithKyc(app.ctx.db, { name: 'Zebra Deleted' });
    await deleteOrg(app.ctx.db, gone);

    const page = await app.su.get(
      '/api/org/kyc/search?status=pending&text=zebra&page=1&page_size=10',
    );
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.rows.map((r: { org_name: string }) => r.org_name).sort()).toEqual([
      'Zebra Business',
      'Zebra Pending Traders',
    ]);
    expect(data).toMatchObject({
      total_items: 2,
      total_is_estimate: false,
      page: 1,
      page_size: 10,
    });
    expect(data.rows.find((r: { org_id: number }) => r.org_id === pending)).toMatchObject({
      is_trial: true,
      status: 'PENDING',
      review_status: 'PENDING',
      version: 1,
    });

    const trial = await app.su.get('/api/org/kyc/search?text=zebra&trial=true');
    expect(trial.json().data.rows.map((r: { org_id: number }) => r.org_id)).toEqual([pending]);
    const byUser = await app.su.get('/api/org/kyc/search?text=zebra&user_kyc_status=REJECTED');
    expect(byUser.json().data.rows.map((r: { org_id: number }) => r.org_id)).toEqual([rejected]);
    const byBusiness = await app.su.get(
      '/api/org/kyc/search?text=zebra&business_kyc_status=PENDING',
    );
    expect(byBusiness.json().data.rows.map((r: { org_name: string }) => r.org_name)).toEqual([
      'Zebra Business',
    ]);

    const counts = await app.su.get('/api/org/kyc/search/counts?text=zebra');
    expect(counts.json().data.counts).toEqual([
      { status: 'PENDING', count: 2, is_estimate: false },
      { status: 'APPROVED', count: 0, is_estimate: false },
      { status: 'INCOMPLETE', count: 0, is_estimate: false },
      { status: 'REJECTED', count: 1, is_estimate: false },
    ]);
  });

  it('pages a text matching more orgs than are listed from all its matches, newest first, with flagged estimates', async () => {
    // 2,400 orgs named alike (more than twice the listed cap), one submission a minute apart, every third one rejected.
    await app.ctx.db.execute(sql`
      with owner as (insert into users (first_name, last_name, email, role) values ('Broad', 'Owner', 'broad-owner@example.in', 'ORG_ADMIN') returning id),
           made as (insert into orgs (name, product_number, owner_id)
                    select 'Quokka Traders ' || g, '7012' || lpad(g::text, 6, '0'), (select id from owner) from generate_series(1, 2400) g returning id, name)
      insert into kyc (org_id, status, submitted_at)
      select id, case when split_part(name, ' ', 3)::int % 3 = 0 then 'REJECTED' else 'PENDING' end,
             timestamptz '2026-01-01' + split_part(name, ' ', 3)::int * interval '1 minute' from made`);
    await app.ctx.db.execute(sql`analyze orgs`);
    await app.ctx.db.execute(sql`analyze kyc`);
    const names = (data: { rows: { org_name: string }[] }) => data.rows.map((r) => r.org_name);

    const first = (
      await app.su.get('/api/org/kyc/search?text=quokka%20traders&page=1&page_size=10')
    ).json().data;
    expect(names(first)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Quokka Traders ${2400 - i}`),
    );
    expect(first.total_is_estimate).toBe(true);
    expect(first.total_items).toBeGreaterThan(1000);
    const rejected = (
      await app.su.get('/api/org/kyc/search?text=quokka&status=REJECTED&page=3&page_size=25')
    ).json().data;
    expect(names(rejected)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Quokka Traders ${2400 - 3 * (50 + i)}`),
    );
    const counts = (await app.su.get('/api/org/kyc/search/counts?text=quokka')).json().data.counts;
    expect(counts.every((c: { is_estimate: boolean }) => c.is_estimate)).toBe(true);
    // A text naming a few of them is exact.
    const few = (
      await app.su.get('/api/org/kyc/search?text=quokka%20traders%20149&page_size=25')
    ).json().data;
    expect(names(few).sort()).toEqual(
      [
        'Quokka Traders 149',
        ...Array.from({ length: 10 }, (_, i) => `Quokka Traders ${1490 + i}`),
      ].sort(),
    );
    expect(few).toMatchObject({ total_items: 11, total_is_estimate: false });
  });

  it('keeps the chip counts and totals exact through reviews, deletions and trial changes', async () => {
    // Without text the totals come from counters kept by triggers: compare them with a real count.
    const expectCountsMatchTheTable = async () => {
      const rows = (await app.ctx.db.execute(
        sql`select review_status, count(*)::int as n from kyc where not org_deleted and org_is_trial group by review_status`,
      )) as unknown as { rows: { review_status: string; n: number }[] };
      const actual = new Map(rows.rows.map((r) => [r.review_status, r.n]));
      const counts = (await app.su.get('/api/org/kyc/search/counts?trial=true')).json().data.counts;
      expect(counts).toEqual(
        ['PENDING', 'APPROVED', 'INCOMPLETE', 'REJECTED'].map((status) => ({
          status,
          count: actual.get(status) ?? 0,
          is_estimate: false,
        })),
      );
      const pending = (
        await app.su.get('/api/org/kyc/search?trial=true&status=PENDING&page_size=10')
      ).json().data;
      expect(pending).toMatchObject({
        total_items: actual.get('PENDING') ?? 0,
        total_is_estimate: false,
      });
    };
    const first = await orgWithKyc(app.ctx.db, { name: 'Counter One', isTrial: true });
    const second = await orgWithKyc(app.ctx.db, { name: 'Counter Two', isTrial: true });
    await orgWithKyc(app.ctx.db, { name: 'Counter Three', isTrial: true, status: 'REJECTED' });
    await expectCountsMatchTheTable();
    expect(
      (await app.su.post('/api/org/kyc/approve', { org_id: first, version: 1 })).statusCode,
    ).toBe(200);
    await expectCountsMatchTheTable();
    await deleteOrg(app.ctx.db, second);
    await expectCountsMatchTheTable();
    await app.ctx.db.update(orgs).set({ isTrial: false }).where(eq(orgs.id, first));
    await expectCountsMatchTheTable();
  });

  it('names a bad filter and refuses callers without the grant', async () => {
    const bad = await app.su.get('/api/org/kyc/search?status=MAYBE&page_size=1000');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['page_size', 'status']);
    expect((await app.ctx.client().get('/api/org/kyc/search')).statusCode).toBe(401);
    const noKyc = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Kyc', inverted: true },
    ]);
    expect((await noKyc.get('/api/org/kyc/search')).statusCode).toBe(403);
  });
});

describe('GET /api/org/kyc/:id and the lists', () => {
  it('returns the documents, their type names and the business verification', async () => {
    const orgId = await orgWithKyc(app.ctx.db, {
      kycTemplate: 'BUSINESS',
      pobId: 'GST_CERTIFICATE',
      bvStatus: 'PENDING',
      extraDocuments: [
        {
          proof_id: 'UDYAM_CERTIFICATE',
          proof_name: 'Udyam Registration Certificate',
          proof_front: 'kyc/x/udyam.png',
          proof_back: null,
        },
      ],
    });
    const response = await app.su.get(`/api/org/kyc/${orgId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      kyc_template: 'BUSINESS',
      poa_name: 'Aadhaar Card',
      poi_name: 'PAN Card',
      poa_front: `kyc/${orgId}/poa-front.png`,
      version: 1,
    });
    expect(data.business_kyc).toMatchObject({
      pob_name: 'GST Certificate',
      status: 'PENDING',
      extra_documents: [{ proof_name: 'Udyam Registration Certificate' }],
    });
    expect(data.org.sf_number).toBe(data.org.product_number);
    expect((await app.su.get('/api/org/kyc/999999')).statusCode).toBe(404);
  });

  it('serves document types and rejection messages', async () => {
    expect((await app.su.get('/api/org/kyc/doc-list')).json().data.poa[0]).toEqual({
      id: 'AADHAAR',
      name: 'Aadhaar Card',
    });
    expect((await app.su.get('/api/org/kyc/bv/doc-list')).json().data.pob.length).toBeGreaterThan(
      3,
    );
    expect((await app.su.get('/api/org/kyc/rejection-messages')).json().data).toContain(
      'Document is blurred',
    );
    expect((await app.su.get('/api/org/kyc/bv/rejection-messages')).json().data).toContain(
      'GST certificate is not valid',
    );
  });
});

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
