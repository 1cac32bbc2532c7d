import { beforeAll, describe, expect, it } from 'vitest';
import { internalLeads } from '../../db/schema/internal-leads';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;

beforeAll(async () => {
  const a = await insertOrg(app.ctx.db, { name: 'Tapti Foods' });
  const b = await insertOrg(app.ctx.db, { name: 'Other Co' });
  orgId = a!.id;
  await app.ctx.db.insert(internalLeads).values([
    {
      orgId,
      name: 'Sunil Rao',
      phone: '9811112222',
      source: 'WEBSITE',
      assignedStaffId: app.su.userId,
    },
    { orgId, name: 'Lata Shah', phone: '9833334444', source: 'REFERRAL', stage: 'CONTACTED' },
    { orgId: b!.id, name: 'Zed Ali', phone: '9855556666', source: 'EVENT' },
    {
      orgId: null,
      name: 'Nila Das',
      phone: '9877778888',
      email: 'nila@example.in',
      source: 'CALL',
      stage: 'QUALIFIED',
    },
  ]);
});

describe('GET /api/admin/internal-lead/search', () => {
  it('lists one org newest first and searches name and phone (+91 or not)', async () => {
    const page = (await app.su.get(`/api/admin/internal-lead/search?org_id=${orgId}`)).json().data;
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['Lata Shah', 'Sunil Rao']);
    expect(page.rows[1].assigned_staff_name).toBe('SU Tester1');
    const byPhone = (
      await app.su.get(
        `/api/admin/internal-lead/search?text=${encodeURIComponent('+919811112222')}`,
      )
    ).json().data;
    expect(byPhone.rows.map((r: { name: string }) => r.name)).toEqual(['Sunil Rao']);
    expect(
      (await app.su.get('/api/admin/internal-lead/search?text=zed')).json().data.total_items,
    ).toBe(1);
  });

  it("lists every org's leads newest first, each with its org, and filters by stage and source", async () => {
    const names = async (query: string) => {
      const page = (await app.su.get(`/api/admin/internal-lead/search?${query}`)).json().data;
      return page.rows.map((r: { name: string }) => r.name);
    };
    const all = (await app.su.get('/api/admin/internal-lead/search')).json().data;
    expect(
      all.rows.map((r: { name: string; org_name: string | null }) => [r.name, r.org_name]),
    ).toEqual([
      ['Nila Das', null],
      ['Zed Ali', 'Other Co'],
      ['Lata Shah', 'Tapti Foods'],
      ['Sunil Rao', 'Tapti Foods'],
    ]);
    expect(all.rows[2].org_id).toBe(orgId);
    expect(await names('stage=CONTACTED')).toEqual(['Lata Shah']);
    expect(await names('source=EVENT')).toEqual(['Zed Ali']);
    expect(await names('stage=NEW')).toEqual(['Zed Ali', 'Sunil Rao']);
    expect(await names(`stage=NEW&org_id=${orgId}`)).toEqual(['Sunil Rao']);
    expect(await names('stage=NEW&source=WEBSITE&text=rao')).toEqual(['Sunil Rao']);
    expect(await names(`source=CALL&text=${encodeURIComponent('+91 98777 78888')}`)).toEqual([
      'Nila Das',
    ]);
    expect(await names('text=nila%40example')).toEqual(['Nila Das']);
    const paged = (await app.su.get('/api/admin/internal-lead/search?page=2&page_size=3')).json()
      .data;
    expect(paged).toMatchObject({ total_items: 4, page: 2, rows: [{ name: 'Sunil Rao' }] });
  });

  it('names a bad stage or source', async () => {
    for (const field of ['stage', 'source']) {
      const bad = await app.su.get(`/api/admin/internal-lead/search?${field}=DONE`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe(field);
    }
  });

  it('names bad parameters and needs a session', async () => {
    const bad = await app.su.get('/api/admin/internal-lead/search?org_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('org_id');
    expect((await app.ctx.client().get('/api/admin/internal-lead/search')).statusCode).toBe(401);
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Lead', inverted: true },
    ]);
    expect((await limited.get('/api/admin/internal-lead/search')).statusCode).toBe(403);
  });
});
