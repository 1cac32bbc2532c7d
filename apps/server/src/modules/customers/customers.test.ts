import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { useTestApp } from '../../test/app';
import { auditOf, insertOrg } from '../../test/factories';

const KEY = 'product-app-key-0123456789abcdef';
let orgId: number;
const app = useTestApp({ APP_API_KEY: KEY });
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Customer Co' })).id;
});

const fromApp = (body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'PUT',
    url: '/api/app/customers',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });

describe('customers', () => {
  it('the app writes customers, a repeat updates the same row, and staff read them', async () => {
    const first = await fromApp({
      org_id: orgId,
      customers: [
        {
          app_id: 'c-1',
          name: 'Anil Traders',
          phone: '9811122233',
          tags: ['vip'],
          category: 'Retail',
          source: 'CALL',
        },
        { app_id: 'c-2', name: 'Bela Foods', tags: ['new'], category: 'Cloud Kitchens' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ created: 2, updated: 0 });
    const again = await fromApp({
      org_id: orgId,
      customers: [
        { app_id: 'c-1', name: 'Anil Traders Pvt Ltd', last_call_at: '2026-06-01T10:00:00Z' },
      ],
    });
    expect(again.json().data).toEqual({ created: 0, updated: 1 });

    const page = (await app.su.get(`/api/org/${orgId}/customers`)).json().data;
    expect(page.total_items).toBe(2);
    const anil = page.rows.find((c: { app_id: string }) => c.app_id === 'c-1');
    // What the repeat left out stays as it was.
    expect(anil).toMatchObject({
      name: 'Anil Traders Pvt Ltd',
      phone: '9811122233',
      tags: ['vip'],
      category: 'Retail',
      source: 'CALL',
      last_call_at: '2026-06-01T10:00:00.000Z',
    });
  });

  it('filters by text, tag, category and source; choices come from the data', async () => {
    const byText = (await app.su.get(`/api/org/${orgId}/customers?text=bela`)).json().data;
    expect(byText.rows.map((c: { app_id: string }) => c.app_id)).toEqual(['c-2']);
    const byTag = (await app.su.get(`/api/org/${orgId}/customers?tag=vip`)).json().data;
    expect(byTag.rows.map((c: { app_id: string }) => c.app_id)).toEqual(['c-1']);
    const categories = (await app.su.get('/api/categories')).json().data as {
      id: number;
      name: string;
    }[];
    // The defaults, and the category the app brought.
    expect(categories).toContainEqual({
      id: 6,
      name: 'Banking & Finance',
      slug: 'banking-and-finance',
    });
    const kitchens = categories.find((c) => c.name === 'Cloud Kitchens')!;
    expect(kitchens).toBeDefined();
    const byCategory = (
      await app.su.get(`/api/org/${orgId}/customers?category_id=${kitchens.id}`)
    ).json().data;
    expect(byCategory.rows.map((c: { app_id: string }) => c.app_id)).toEqual(['c-2']);
    const filters = (await app.su.get(`/api/customer/filters?org_id=${orgId}`)).json().data as {
      key: string;
      options?: { value: string }[];
    }[];
    expect(
      filters
        .find((f) => f.key === 'tag')
        ?.options?.map((o) => o.value)
        .sort(),
    ).toEqual(['new', 'vip']);
    expect(filters.find((f) => f.key === 'source')?.options?.map((o) => o.value)).toEqual(['CALL']);
  });

  it('staff correct a customer, audited on the org', async () => {
    const [row] = await app.ctx.db.select().from(customers).where(eq(customers.appId, 'c-2'));
    const res = await app.su.put(`/api/customers/${row!.id}`, {
      tags: ['new', 'follow-up'],
      phone: '9822233344',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tags: ['new', 'follow-up'], phone: '9822233344' });
    expect(await auditOf(app.ctx.db, 'customer.update', orgId)).toHaveLength(1);
    const bad = await app.su.put(`/api/customers/${row!.id}`, { category_id: 99999 });
    expect(bad.statusCode).toBe(400);
    expect((await app.su.put('/api/customers/99999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('the app API needs its key, a known org and unique app ids', async () => {
    const body = { org_id: orgId, customers: [{ app_id: 'c-9', name: 'X' }] };
    expect((await fromApp(body, null)).statusCode).toBe(401);
    expect((await app.su.put('/api/app/customers', body)).statusCode).toBe(401);
    expect((await fromApp({ ...body, org_id: 99_999_999 })).statusCode).toBe(404);
    const twice = await fromApp({
      org_id: orgId,
      customers: [body.customers[0], body.customers[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('app_id c-9 appears twice in the batch');
    expect(await app.ctx.db.select().from(customers).where(eq(customers.appId, 'c-9'))).toEqual([]);
  });
});
