import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../test/app';
import { freshPhone } from '../../test/route-contract';

// An internal lead's drawer: the lead, the customer it was converted into, and who did what
// to it (each change with its before and after).
const session = useTestApp();
let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
});

async function newLead(name: string) {
  const response = await admin.post('/api/admin/internal-lead', {
    name,
    phone: freshPhone(),
    source: 'EVENT',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.lead as { id: number; phone: string };
}

describe('GET /admin/internal-lead/{id}', () => {
  it('answers the lead, the customer it became and its stage moves, newest first', async () => {
    const lead = await newLead('Drawer Prospect');
    const moved = await admin.put(`/api/admin/internal-lead/${lead.id}`, { stage: 'CONTACTED' });
    expect(moved.statusCode).toBe(200);
    const converted = await admin.post(`/api/admin/internal-lead/${lead.id}/convert`, {
      name: 'Drawer Prospect Pvt Ltd',
    });
    expect(converted.statusCode).toBe(200);
    const orgId = converted.json().data.org.id;

    const response = await admin.get(`/api/admin/internal-lead/${lead.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.lead).toMatchObject({
      id: lead.id,
      stage: 'WON',
      org_id: orgId,
      converted_at: expect.any(String),
    });
    expect(detail.customer).toMatchObject({
      id: converted.json().data.user_id,
      phone: lead.phone,
    });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'internal_lead.convert',
      'internal_lead.update',
      'internal_lead.create',
    ]);
    expect(detail.history[1].summary.stage).toEqual({ before: 'NEW', after: 'CONTACTED' });
  });

  it('has no customer before it is converted, and is a 404 for a lead that does not exist', async () => {
    const lead = await newLead('Drawer Cold Lead');
    const detail = (await admin.get(`/api/admin/internal-lead/${lead.id}`)).json().data;
    expect(detail.customer).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'internal_lead.create',
    ]);
    expect((await admin.get('/api/admin/internal-lead/999999999')).statusCode).toBe(404);
  });
});
