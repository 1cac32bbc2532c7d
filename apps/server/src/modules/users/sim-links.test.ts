import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { auditOf } from '../../test/factories';
import { customer } from '../../test/route-contract';

// A customer's SIM phone link reaches the console from the product's app: written once however
// often it is reported, shown on the user's page, and unlinked by staff as before.
const KEY = 'product-app-key-0123456789abcdef';
const app = useTestApp({ APP_API_KEY: KEY });

const fromApp = (body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'POST',
    url: '/api/app/sim-phone-connections',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });

describe("SIM phone links from the product's app", () => {
  it('links once under ten parallel reports, shows on the user, and can be unlinked and linked again', async () => {
    const user = await customer(app.ctx.db);
    expect((await fromApp({ user_id: user.id, phone: '9812345678' }, 'wrong')).statusCode).toBe(
      401,
    );
    expect((await fromApp({ user_id: user.id, phone: '12345' })).statusCode).toBe(400);
    expect((await fromApp({ user_id: 99_999_999, phone: '9812345678' })).statusCode).toBe(404);

    const body = { user_id: user.id, phone: '9812345678', device_model: 'Redmi Note 13' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => fromApp(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    expect((await auditOf(app.ctx.db, 'users.link_sim', user.id)).length).toBe(1);

    const detail = (await app.su.get(`/api/users/${user.id}`)).json().data;
    expect(detail.sim_connections).toEqual([
      expect.objectContaining({
        phone: '9812345678',
        device_model: 'Redmi Note 13',
        status: 'LINKED',
      }),
    ]);
    const [id] = [...ids];
    expect(
      (await app.su.post(`/api/admin/user-sim-phone-connection/${id}/unlink`)).statusCode,
    ).toBe(200);
    const again = await fromApp(body);
    expect(again.json().data.id).not.toBe(id);
    expect(again.json().data.status).toBe('LINKED');
  });
});
