import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { orgs } from '../../db/schema/teams';
import { useTestApp, type TestClient } from '../../test/app';
import { EXACT_COUNT_CAP as TEXT_COUNT_CAP } from '../../platform/db/paging';
import { auditActions, onboardedOrg } from '../../test/factories';

const app = useTestApp();
let admin: TestClient & { userId: number };
beforeAll(async () => {
  admin = await app.ctx.loginAs('ADMIN');
});

describe('GET /api/org/search', () => {
  it('finds an org by name, email, product number (with +91) and id, newest first', async () => {
    const org = await onboardedOrg(app.ctx.db, {
      name: 'Kaveri Spices Exports',
      email: 'owner@kaverispices.in',
    });
    await onboardedOrg(app.ctx.db, { name: 'Other Company' });
    for (const text of ['kaveri spi', 'OWNER@KAVERI', `+91 ${org.productNumber}`, String(org.id)]) {
      const response = await app.su.get(`/api/org/search?text=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
      const ids = response.json().data.rows.map((r: { id: number }) => r.id);
      expect(ids, text).toContain(org.id);
    }
    const page = (await app.su.get('/api/org/search?text=kaveri')).json().data;
    expect(page).toMatchObject({
      total_items: 1,
      total_is_estimate: false,
      page: 1,
      page_size: 10,
    });
    expect(page.rows[0]).toMatchObject({
      name: 'Kaveri Spices Exports',
      product_number: org.productNumber,
      sf_number: org.productNumber,
      kyc_status: 'APPROVED',
      plan: { plan_id: 1016, plan_name: 'All-in-one Pro', status: 'active' },
      deleted_at: null,
    });
  });

  it('finds an org by part of its number typed with +91, spaces or dashes', async () => {
    const org = await onboardedOrg(app.ctx.db, {
      name: 'Partial Number Traders',
      productNumber: '8177712345',
    });
    for (const text of ['+91 81777', '+91-8177712', '+91 81777 123', '+918177712345', '81777 12']) {
      const ids = (await app.su.get(`/api/org/search?text=${encodeURIComponent(text)}`))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
      expect(ids, text).toEqual([org.id]);
    }
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    const response = await app.su.get('/api/org/search?text=%25%25');
    expect(response.json().data.total_items).toBe(0);
  });

  it('filters by status and by orgs assigned to the caller, and pages', async () => {
    const mine = await onboardedOrg(app.ctx.db, {
      name: 'Assigned Motors',
      assignedStaffId: admin.userId,
      status: 'SUSPENDED',
    });
    const assigned = (await admin.get('/api/org/search?assigned=true')).json().data;
    expect(assigned.rows.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(assigned.rows[0].assigned_staff).toEqual({
      id: admin.userId,
      name: expect.stringContaining('ADMIN'),
    });
    const suspended = (await app.su.get('/api/org/search?status=SUSPENDED')).json().data;
    expect(suspended.rows.every((r: { status: string }) => r.status === 'SUSPENDED')).toBe(true);
    const second = (await app.su.get('/api/org/search?page=2&page_size=1')).json().data;
    expect(second.rows).toHaveLength(1);
    expect(second.page).toBe(2);
  });

  it('counts a common word exactly up to the cap, then flags an estimate, and still pages', async () => {
    await app.ctx.db.execute(
      sql`insert into orgs (name) select 'Capword Traders ' || g from generate_series(1, ${TEXT_COUNT_CAP + 20}) g`,
    );
    const first = (await app.su.get('/api/org/search?text=capword')).json().data;
    expect(first.total_is_estimate).toBe(true);
    expect(first.total_items).toBeGreaterThan(TEXT_COUNT_CAP);
    expect(first.rows[0].name).toBe(`Capword Traders ${TEXT_COUNT_CAP + 20}`);
    // Past the cap the page comes from the offset query: the last rows are still there.
    const last = (
      await app.su.get(
        `/api/org/search?text=capword&page=${Math.ceil((TEXT_COUNT_CAP + 20) / 50)}&page_size=50`,
      )
    ).json().data;
    expect(last.rows.at(-1).name).toBe('Capword Traders 1');
    const few = (await app.su.get('/api/org/search?text=capword traders 51')).json().data;
    // 51 and 510 to 519
    expect(few).toMatchObject({ total_is_estimate: false, total_items: 11 });
  });

  it('names the bad field in a 400 and wants a login', async () => {
    const bad = await app.su.get('/api/org/search?page_size=5000&status=GONE');
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['page_size', 'status']);
    expect((await app.ctx.client().get('/api/org/search')).statusCode).toBe(401);
  });
});

describe('GET /api/org/details/:id', () => {
  it('answers the key facts of one org from the database', async () => {
    const org = await onboardedOrg(app.ctx.db, { gstin: '27ABCDE1234F1Z5' });
    const response = await app.su.get(`/api/org/details/${org.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: org.id,
      gstin: '27ABCDE1234F1Z5',
      products: ['sf', 'crm'],
      member_count: 0,
      talk_time_minutes: 0,
      fup_status: 'APPROVED',
      qualified_at: null,
    });
    expect((await app.su.get('/api/org/details/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/org/:org_id', () => {
  it('changes the fields sent, answers the spec message and audits before and after', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const response = await admin.put(`/api/org/${org.id}`, {
      name: 'Renamed Traders',
      assigned_staff_id: admin.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'Org updated successfully',
      org: { name: 'Renamed Traders' },
    });
    const [stored] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(stored).toMatchObject({
      name: 'Renamed Traders',
      assignedStaffId: admin.userId,
      email: org.email,
    });
    expect(await auditActions(app.ctx.db, org.id)).toEqual(['org.update']);
    const [entry] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, org.id));
    expect(entry?.summary).toEqual({
      name: { before: org.name, after: 'Renamed Traders' },
      assigned_staff_id: { before: null, after: admin.userId },
    });
  });

  it('rejects a bad email or GSTIN naming the field, and a customer as assigned staff', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const bad = await app.su.put(`/api/org/${org.id}`, { email: 'nope', gstin: '123' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'gstin']);
    expect((await app.su.put(`/api/org/${org.id}`, {})).statusCode).toBe(400);
    expect(await auditActions(app.ctx.db, org.id)).toEqual([]);
  });
});

describe('GET /api/admin/staff: the assigned-staff picker', () => {
  it('lists the active SU and ADMIN staff by name, never customers, agents or deleted staff', async () => {
    const [customer, agent, gone] = await app.ctx.db
      .insert(users)
      .values([
        { firstName: 'Cust', lastName: 'Omer', role: 'ORG_ADMIN' },
        { firstName: 'Agent', lastName: 'Smith', role: 'AGENT' },
        { firstName: 'Former', lastName: 'Admin', role: 'ADMIN', deletedAt: new Date() },
      ])
      .returning({ id: users.id });
    const response = await admin.get('/api/admin/staff');
    expect(response.statusCode).toBe(200);
    const staff = response.json().data as { id: number; name: string; role: string }[];
    expect(staff).toEqual(
      expect.arrayContaining([
        { id: admin.userId, name: expect.stringContaining('ADMIN'), role: 'ADMIN' },
        { id: app.su.userId, name: expect.stringContaining('SU'), role: 'SU' },
      ]),
    );
    const ids = staff.map((s) => s.id);
    for (const other of [customer!.id, agent!.id, gone!.id]) expect(ids).not.toContain(other);
    expect(staff.every((s) => s.role === 'SU' || s.role === 'ADMIN')).toBe(true);
    const admins = (await admin.get('/api/admin/staff?role=ADMIN')).json().data as {
      role: string;
    }[];
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((s) => s.role === 'ADMIN')).toBe(true);
    expect((await admin.get('/api/admin/staff?role=AGENT')).json().details[0].field).toBe('role');

    // The update takes only someone the picker offers.
    const org = await onboardedOrg(app.ctx.db);
    for (const other of [customer!.id, agent!.id, gone!.id]) {
      const refused = await app.su.put(`/api/org/${org.id}`, { assigned_staff_id: other });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('assigned_staff_id');
    }
    expect(
      (await app.su.put(`/api/org/${org.id}`, { assigned_staff_id: app.su.userId })).statusCode,
    ).toBe(200);
    const mine = (await app.su.get('/api/org/search?assigned=true'))
      .json()
      .data.rows.map((r: { id: number }) => r.id);
    expect(mine).toContain(org.id);
  });

  it('needs read access to orgs and a session', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Org', inverted: true },
    ]);
    expect((await limited.get('/api/admin/staff')).statusCode).toBe(403);
    expect((await app.ctx.client().get('/api/admin/staff')).statusCode).toBe(401);
  });
});

describe('DELETE /api/org/:id and restore', () => {
  it('is refused to ADMIN (403) and soft-deletes for SU, hiding the org from the list', async () => {
    const org = await onboardedOrg(app.ctx.db, { name: 'Soon Deleted Realty' });
    expect((await admin.delete(`/api/org/${org.id}`)).statusCode).toBe(403);
    const deleted = await app.su.delete(`/api/org/${org.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe('Organization deleted successfully');
    const [stored] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(stored?.name).toBe('Soon Deleted Realty');
    expect((await app.su.get('/api/org/search?text=soon deleted')).json().data.rows).toEqual([]);
    const listed = (await app.su.get('/api/org/search?status=DELETED&text=soon deleted')).json()
      .data.rows;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([org.id]);
  });

  it('answers 409 to any change on a deleted org until SU restores it', async () => {
    const org = await onboardedOrg(app.ctx.db);
    await app.su.delete(`/api/org/${org.id}`);
    expect((await app.su.put(`/api/org/${org.id}`, { name: 'X' })).statusCode).toBe(409);
    expect((await app.su.delete(`/api/org/${org.id}`)).statusCode).toBe(409);
    expect((await app.su.post(`/api/admin/org/${org.id}/qualify`)).statusCode).toBe(409);
    expect((await admin.post(`/api/org/${org.id}/restore`)).statusCode).toBe(403);
    const restored = await app.su.post(`/api/org/${org.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.org.deleted_at).toBeNull();
    expect((await app.su.post(`/api/org/${org.id}/restore`)).statusCode).toBe(409);
    expect(await auditActions(app.ctx.db, org.id)).toEqual(['org.delete', 'org.restore']);
  });
});
