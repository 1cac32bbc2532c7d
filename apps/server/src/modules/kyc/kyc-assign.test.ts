import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { downloadCsv } from '../../test/csv-export';
import { auditOf, deleteOrg, kycRow, orgWithKyc } from '../../test/factories';
import { customer } from '../../test/route-contract';

const app = useTestApp();

type Row = { org_id: number; assignee: { id: number; name: string } | null };
const search = async (query: string) => {
  const response = await app.su.get(`/api/org/kyc/search?page_size=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Row[]; total_items: number; total_is_estimate: boolean };
};
const countsOf = async (query: string) =>
  (await app.su.get(`/api/org/kyc/search/counts?${query}`)).json().data.counts as {
    status: string;
    count: number;
  }[];
const pendingCount = async (query: string) =>
  (await countsOf(query)).find((c) => c.status === 'PENDING')!.count;

describe('POST /api/org/kyc/assign', () => {
  it('assigns a review to a reviewer, shows it in the queue and the review, audits each change', async () => {
    const orgId = await orgWithKyc(app.ctx.db, { name: 'Assign Single Traders' });
    const admin = await app.ctx.loginAs('ADMIN');

    const assigned = await app.su.post('/api/org/kyc/assign', {
      org_id: orgId,
      assignee_id: admin.userId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toEqual({
      org_id: orgId,
      assignee: { id: admin.userId, name: expect.stringMatching(/^ADMIN/) },
      message: expect.stringMatching(/^KYC review of Assign Single Traders assigned to ADMIN/),
    });
    expect((await kycRow(app.ctx.db, orgId)).assigneeId).toBe(admin.userId);
    // The assignment does not move the version a reviewer's approve or undo checks.
    expect((await kycRow(app.ctx.db, orgId)).version).toBe(1);

    const rows = (await search('text=assign%20single')).rows;
    expect(rows.map((r) => [r.org_id, r.assignee?.id])).toEqual([[orgId, admin.userId]]);
    const detail = (await app.su.get(`/api/org/kyc/${orgId}`)).json().data;
    expect(detail.assignee).toMatchObject({ id: admin.userId });

    // The same assignee again changes nothing and writes no second entry.
    await app.su.post('/api/org/kyc/assign', { org_id: orgId, assignee_id: admin.userId });
    const entries = await auditOf(app.ctx.db, 'kyc.assign', orgId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toMatchObject({
      assignee_id: { before: null, after: admin.userId },
    });

    const cleared = await app.su.post('/api/org/kyc/assign', { org_id: orgId, assignee_id: null });
    expect(cleared.json().data).toMatchObject({ assignee: null });
    expect(cleared.json().data.message).toBe(
      'KYC review of Assign Single Traders is no longer assigned',
    );
    expect((await kycRow(app.ctx.db, orgId)).assigneeId).toBeNull();
    expect(await auditOf(app.ctx.db, 'kyc.assign', orgId)).toHaveLength(2);
    // The KYC's own history lists the assignments.
    const history = (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history`)).json().data;
    expect(history.rows.filter((r: { action: string }) => r.action === 'kyc.assign')).toHaveLength(
      2,
    );
  });

  it('refuses anyone who may not review KYC: a customer, a staff member without the grant, a deactivated one', async () => {
    const orgId = await orgWithKyc(app.ctx.db);
    const noReview = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Kyc', inverted: true },
    ]);
    const gone = await app.ctx.loginAs('ADMIN');
    await app.ctx.db.execute(sql`update users set status = 'INACTIVE' where id = ${gone.userId}`);
    const outsider = (await customer(app.ctx.db)).id;
    for (const assigneeId of [outsider, noReview.userId, gone.userId, 2_000_000_000]) {
      const refused = await app.su.post('/api/org/kyc/assign', {
        org_id: orgId,
        assignee_id: assigneeId,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(
        'A KYC review can only be assigned to a staff member who may review KYC',
      );
      expect(refused.json().details[0].field).toBe('assignee_id');
    }
    expect((await kycRow(app.ctx.db, orgId)).assigneeId).toBeNull();
    expect(await auditOf(app.ctx.db, 'kyc.assign', orgId)).toHaveLength(0);

    // The picker offers exactly the staff who may review.
    const reviewers = (await app.su.get('/api/org/kyc/reviewers')).json().data as { id: number }[];
    const ids = reviewers.map((r) => r.id);
    expect(ids).toContain(app.su.userId);
    expect(ids).not.toContain(noReview.userId);
    expect(ids).not.toContain(gone.userId);
    expect(ids).not.toContain(outsider);

    // A deleted org's KYC is not assigned; a missing org is 404.
    const deleted = await orgWithKyc(app.ctx.db);
    await deleteOrg(app.ctx.db, deleted);
    const late = await app.su.post('/api/org/kyc/assign', {
      org_id: deleted,
      assignee_id: app.su.userId,
    });
    expect(late.statusCode).toBe(409);
    const missing = await app.su.post('/api/org/kyc/assign', {
      org_id: 2_000_000_000,
      assignee_id: app.su.userId,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/org/kyc/search ?assignee', () => {
  it('filters by me, a person, anyone and unassigned, with exact totals and chip counts', async () => {
    const reviewer = await app.ctx.loginAs('ADMIN');
    const mine = [
      await orgWithKyc(app.ctx.db, { name: 'Assignee Filter Mine A' }),
      await orgWithKyc(app.ctx.db, { name: 'Assignee Filter Mine B', status: 'APPROVED' }),
    ];
    const theirs = await orgWithKyc(app.ctx.db, { name: 'Assignee Filter Theirs' });
    await orgWithKyc(app.ctx.db, { name: 'Assignee Filter Nobody' });
    for (const id of mine)
      await reviewer.post('/api/org/kyc/assign', { org_id: id, assignee_id: reviewer.userId });
    await app.su.post('/api/org/kyc/assign', { org_id: theirs, assignee_id: app.su.userId });

    // "me" is whoever asks.
    const asReviewer = (await reviewer.get('/api/org/kyc/search?page_size=100&assignee=me')).json()
      .data;
    expect(asReviewer.rows.map((r: Row) => r.org_id).sort()).toEqual([...mine].sort());
    expect(asReviewer).toMatchObject({ total_items: 2, total_is_estimate: false });
    expect((await search(`assignee=${reviewer.userId}`)).total_items).toBe(2);
    expect((await search(`assignee=${reviewer.userId}&status=PENDING`)).rows).toHaveLength(1);
    expect(await pendingCount(`assignee=${reviewer.userId}`)).toBe(1);

    // Against the database: anyone / unassigned split the live queue exactly.
    const [truth] = await rowsOf<{ assigned: number; unassigned: number; pending_free: number }>(
      app.ctx.db,
      sql`select count(*) filter (where assignee_id is not null)::int as assigned,
                 count(*) filter (where assignee_id is null)::int as unassigned,
                 count(*) filter (where assignee_id is null and review_status = 'PENDING')::int as pending_free
            from kyc where not org_deleted`,
    );
    expect((await search('assignee=anyone')).total_items).toBe(truth!.assigned);
    const free = await search('assignee=unassigned');
    expect(free.total_items).toBe(truth!.unassigned);
    expect(free.rows.every((r) => r.assignee === null)).toBe(true);
    expect(await pendingCount('assignee=unassigned')).toBe(truth!.pending_free);

    // With a text, too; a bad value is refused by name.
    const named = await search('assignee=unassigned&text=assignee%20filter');
    expect(named.rows.map((r) => r.org_id)).toHaveLength(1);
    const bad = await app.su.get('/api/org/kyc/search?assignee=someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('assignee');

    // The export carries the filter and the assignee's name.
    const { rows } = await downloadCsv(app.su, `/api/org/kyc/export?assignee=${reviewer.userId}`);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r['Assigned to']!.startsWith('ADMIN'))).toBe(true);
  });
});

describe('POST /api/org/kyc/bulk { action: assign }', () => {
  it('assigns every row the filter picks, each audited, with a result per row', async () => {
    const ids = [
      await orgWithKyc(app.ctx.db, { name: 'Bulk Assign Alpha' }),
      await orgWithKyc(app.ctx.db, { name: 'Bulk Assign Beta' }),
      await orgWithKyc(app.ctx.db, { name: 'Bulk Assign Gamma' }),
    ];
    const admin = await app.ctx.loginAs('ADMIN');
    const filter = { text: 'bulk assign', assignee: 'unassigned' };
    const count = (await app.su.post('/api/org/kyc/bulk/count', { filter })).json().data;
    expect(count).toMatchObject({ count: 3, over_limit: false });

    const response = await app.su.post('/api/org/kyc/bulk', {
      action: 'assign',
      filter,
      assignee_id: admin.userId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ total: 3, done: 3, failed: 0 });
    expect(result.results.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect((await kycRow(app.ctx.db, id)).assigneeId).toBe(admin.userId);
      expect(await auditOf(app.ctx.db, 'kyc.assign', id)).toHaveLength(1);
    }
    // Nothing unassigned is left under that filter; "me" in a filter is the one who asks.
    expect((await app.su.post('/api/org/kyc/bulk/count', { filter })).json().data.count).toBe(0);
    const asAdmin = (
      await admin.post('/api/org/kyc/bulk/count', {
        filter: { text: 'bulk assign', assignee: 'me' },
      })
    ).json().data;
    expect(asAdmin.count).toBe(3);
  });

  it('reports each row that cannot be assigned and assigns the others', async () => {
    const live = await orgWithKyc(app.ctx.db);
    const deleted = await orgWithKyc(app.ctx.db);
    await deleteOrg(app.ctx.db, deleted);
    const result = (
      await app.su.post('/api/org/kyc/bulk', {
        action: 'assign',
        ids: [live, deleted],
        assignee_id: app.su.userId,
      })
    ).json().data;
    expect(result).toMatchObject({ total: 2, done: 1, failed: 1 });
    expect(result.results[1]).toEqual({
      id: deleted,
      ok: false,
      message: `Org ${deleted} has been deleted; its KYC can no longer be changed`,
    });
    const outsider = (await customer(app.ctx.db)).id;
    const refused = (
      await app.su.post('/api/org/kyc/bulk', {
        action: 'assign',
        ids: [live],
        assignee_id: outsider,
      })
    ).json().data;
    expect(refused.results[0]).toMatchObject({ ok: false });
    expect((await kycRow(app.ctx.db, live)).assigneeId).toBe(app.su.userId);

    // Without the reviewer's grant: refused whole, nothing changes.
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Kyc', inverted: true },
    ]);
    const forbidden = await limited.post('/api/org/kyc/bulk', {
      action: 'assign',
      ids: [live],
      assignee_id: null,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await kycRow(app.ctx.db, live)).assigneeId).toBe(app.su.userId);
    const noAssignee = await app.su.post('/api/org/kyc/bulk', { action: 'assign', ids: [live] });
    expect(noAssignee.statusCode).toBe(400);
    expect(noAssignee.json().details[0].field).toBe('assignee_id');
  });
});
