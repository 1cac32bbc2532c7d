import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { deleteOrg, orgWithKyc } from '../../test/factories';

const app = useTestApp();

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
