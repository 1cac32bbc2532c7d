import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// A number's drawer: the number with the team holding it, its moves in that team and who did
// what to it in the inventory (added under its row id, reserved under its digits).
const app = useTestApp();
const base = 7_100_000_000 + Math.floor(Math.random() * 90_000_000) * 10;
let serial = 0;
const freshNumber = () => String(base + (serial += 1));

describe('GET /admin/voip-numbers/{number}', () => {
  it('answers the number, its team, its moves there and its history', async () => {
    const number = freshNumber();
    expect(
      (await app.su.post('/api/admin/voip-numbers', { number, provider: 'Jio' })).statusCode,
    ).toBe(200);
    const orgId = await saleOrg(app.ctx.db, { productNumber: null, name: 'Drawer Holder Co' });
    expect(
      (await app.su.post(`/api/admin/voip-numbers/${number}/reserve`, { org_id: orgId, days: 2 }))
        .statusCode,
    ).toBe(200);
    const assigned = await app.su.post('/api/subscription/assign-number', {
      org_id: orgId,
      number,
      paid: false,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const admin = await app.ctx.loginAs('ADMIN');
    const response = await admin.get(`/api/admin/voip-numbers/${number}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.number).toMatchObject({
      number,
      provider: 'Jio',
      status: 'ASSIGNED',
      org_id: orgId,
      org_name: 'Drawer Holder Co',
    });
    expect(detail.assignments[0]).toMatchObject({ number, action: 'ASSIGNED' });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'voip_number.reserve',
      'voip_number.add',
    ]);
  });

  it("never shows another number's history, and is a 404 for a number not in the inventory", async () => {
    const [mine, other] = [freshNumber(), freshNumber()];
    await app.su.post('/api/admin/voip-numbers', { number: mine, provider: 'Airtel' });
    await app.su.post('/api/admin/voip-numbers', { number: other, provider: 'Airtel' });
    const detail = (await app.su.get(`/api/admin/voip-numbers/${mine}`)).json().data;
    expect(detail.number.org_id).toBeNull();
    expect(detail.assignments).toEqual([]);
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0].subject_id).toBe(String(detail.number.id));
    expect((await app.su.get(`/api/admin/voip-numbers/${freshNumber()}`)).statusCode).toBe(404);
  });
});
