import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CatalogueView } from '@switchboard/contract/catalogue';
import { formatInr } from '@switchboard/contract/money';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';
import { checkRoutes, get, invalid, post, put, type RouteCase } from '../../test/route-contract';

// An SU manages the catalogue a first production start holds (reference data only); ADMIN
// reads it; what was sold keeps its price.
const app = useTestApp();

const catalogue = async () =>
  (await app.su.get('/api/admin/catalogue')).json().data as CatalogueView;
let slugSeq = 0;
const slug = (name: string) => `${name}-${Date.now()}-${slugSeq++}`;

describe('the catalogue', () => {
  it('holds the spec catalogue with its current plans, and an ADMIN reads but cannot change it', async () => {
    const view = await catalogue();
    expect(view.plans).toHaveLength(27);
    expect(view.plans.filter((p) => p.is_current).map((p) => p.id)).toEqual([
      19, 20, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1026,
    ]);
    const admin = await app.ctx.loginAs('ADMIN');
    expect((await admin.get('/api/admin/catalogue')).statusCode).toBe(200);
    const refused = await admin.put('/api/admin/catalogue/variants/201', { amount: 100 });
    expect(refused.statusCode).toBe(403);
  });

  it('a price change is a new version: the old sale keeps its amount, the next sale offers the new one', async () => {
    const orgId = await saleOrg(app.ctx.db, { name: 'Bought Before' });
    const plan = (await catalogue()).plans.find((p) => p.id === 20)!;
    const variant = plan.variants[0]!;
    const sold = await app.su.post('/api/subscription', {
      org_id: orgId,
      plan: plan.id,
      variant: variant.id,
      order_type: 'PURCHASE',
      payment_type: 'BANK_TRANSFER',
      payment_id: 'UTRBEFORE1',
      amount: variant.amount,
    });
    expect(sold.statusCode).toBe(200);

    const changed = await app.su.put(`/api/admin/catalogue/variants/${variant.id}`, {
      amount: variant.amount + 50_000,
    });
    expect(changed.statusCode).toBe(200);
    const { catalogue: after, message } = changed.json().data as {
      catalogue: CatalogueView;
      message: string;
    };
    expect(message).toBe(
      `${plan.name} ${variant.name} now costs ${formatInr(variant.amount + 50_000)}; what was sold before keeps its price`,
    );
    const updated = after.plans.find((p) => p.id === 20)!.variants[0]!;
    expect(updated.amount).toBe(variant.amount + 50_000);
    expect(updated.prices.map((p) => [p.amount, p.valid_from === null, p.changed_by])).toEqual([
      [variant.amount + 50_000, false, 'SU Tester1'],
      [variant.amount, true, null],
    ]);
    const [kept] = await rowsOf<{ amount: number }>(
      app.ctx.db,
      sql`select amount::int as amount from subscriptions where org_id = ${orgId}`,
    );
    expect(kept!.amount).toBe(variant.amount);
    const offered = (await app.su.get('/api/subscription/plans/all')).json().data as {
      id: number;
      variants: { id: number; amount: number }[];
    }[];
    expect(offered.find((p) => p.id === 20)!.variants[0]!.amount).toBe(variant.amount + 50_000);
  });

  it('creates a plan with its variants, sells it, makes it legacy and retires it', async () => {
    const created = await app.su.post('/api/admin/catalogue/plans', {
      name: 'Festive Pro',
      slug: slug('festive-pro'),
      products: ['sf_phone', 'sf_crm'],
      addon_ids: [1],
      variants: [{ name: 'Monthly', amount: 149_900, revenue_duration: 30 }],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.message).toBe('Plan Festive Pro created');
    const plan = (created.json().data.catalogue as CatalogueView).plans.find(
      (p) => p.name === 'Festive Pro',
    )!;
    expect(plan).toMatchObject({ is_current: true, active: true, sold: 0 });
    const orgId = await saleOrg(app.ctx.db, { name: 'Festive Buyer' });
    const sale = await app.su.post('/api/subscription', {
      org_id: orgId,
      plan: plan.id,
      variant: plan.variants[0]!.id,
      order_type: 'PURCHASE',
      payment_type: 'BANK_TRANSFER',
      payment_id: 'UTRFESTIVE1',
      amount: 149_900,
    });
    expect(sale.statusCode, sale.body).toBe(200);

    const legacy = await app.su.put(`/api/admin/catalogue/plans/${plan.id}`, { is_current: false });
    expect(
      legacy.json().data.catalogue.plans.find((p: { id: number }) => p.id === plan.id),
    ).toMatchObject({ is_current: false, sold: 1 });
    await app.su.put(`/api/admin/catalogue/plans/${plan.id}`, { active: false });
    const offered = (await app.su.get('/api/subscription/plans/all')).json().data as {
      id: number;
    }[];
    expect(offered.map((p) => p.id)).not.toContain(plan.id);
    const [entries] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log where action like 'catalogue.plan.%' and subject_id = ${String(plan.id)}`,
    );
    expect(entries!.n).toBe(3);
  });

  it('names a foreign product, an unknown add-on and a slug taken', async () => {
    const body = {
      name: 'Bad Plan',
      slug: slug('bad-plan'),
      products: ['acme_phone'],
      variants: [{ name: 'Monthly', amount: 100, revenue_duration: 30 }],
    };
    const foreign = await app.su.post('/api/admin/catalogue/plans', body);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Every product must start with sf_');
    const addon = await app.su.post('/api/admin/catalogue/plans', {
      ...body,
      products: ['sf_phone'],
      addon_ids: [999],
    });
    expect(addon.json().message).toBe('Add-on 999 does not exist');
    const taken = await app.su.post('/api/admin/catalogue/plans', {
      ...body,
      products: ['sf_phone'],
      slug: (await catalogue()).plans[0]!.slug,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('ten plans created at once get ten ids; ten price changes at once leave ten versions in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.su.post('/api/admin/catalogue/plans', {
          name: `Parallel ${i}`,
          slug: slug(`parallel-${i}`),
          products: ['sf_crm'],
          variants: [{ name: 'Monthly', amount: 10_000 + i, revenue_duration: 30 }],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const addon = (await catalogue()).addons[0]!;
    const prices = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.su.put(`/api/admin/catalogue/addons/${addon.id}`, { gross_amount: 50_000 + i }),
      ),
    );
    expect(prices.map((p) => p.statusCode)).toEqual(Array(10).fill(200));
    const after = (await catalogue()).addons.find((a) => a.id === addon.id)!;
    // The first price, then one version per change; the newest is the price in force.
    expect(after.prices).toHaveLength(11);
    expect(after.prices[0]!.amount).toBe(after.gross_amount);
    expect(after.prices.at(-1)).toMatchObject({ amount: addon.gross_amount, valid_from: null });
  });
});

const cases: RouteCase[] = [
  {
    route: 'GET /admin/catalogue',
    access: ['read', 'Plan'],
    make: async () => ({
      good: get('/api/admin/catalogue'),
      // The route takes no input; a bad id elsewhere stands for its 400.
      bad: invalid(put('/api/admin/catalogue/variants/x', { amount: 1 }), 'id'),
    }),
  },
  {
    route: 'POST /admin/catalogue/plans',
    access: ['create', 'Plan'],
    audit: 'catalogue.plan.create',
    make: async () => {
      const body = {
        name: 'Route Plan',
        slug: slug('route-plan'),
        products: ['sf_crm'],
        variants: [{ name: 'Monthly', amount: 1_000, revenue_duration: 30 }],
      };
      return {
        good: post('/api/admin/catalogue/plans', body),
        bad: invalid(post('/api/admin/catalogue/plans', { ...body, variants: [] }), 'variants'),
      };
    },
  },
  {
    route: 'PUT /admin/catalogue/plans/{id}',
    access: ['update', 'Plan'],
    audit: 'catalogue.plan.update',
    make: async () => ({
      good: put('/api/admin/catalogue/plans/24', { description: `Demo ${Date.now()}` }),
      bad: invalid(put('/api/admin/catalogue/plans/24', { active: 'no' }), 'active'),
    }),
  },
  {
    route: 'POST /admin/catalogue/plans/{id}/variants',
    access: ['create', 'Plan'],
    audit: 'catalogue.variant.create',
    make: async () => ({
      good: post('/api/admin/catalogue/plans/24/variants', {
        name: 'Weekly',
        amount: 0,
        revenue_duration: 7,
      }),
      bad: invalid(
        post('/api/admin/catalogue/plans/24/variants', {
          name: 'Weekly',
          amount: -1,
          revenue_duration: 7,
        }),
        'amount',
      ),
    }),
  },
  {
    route: 'PUT /admin/catalogue/variants/{id}',
    access: ['update', 'Plan'],
    audit: 'catalogue.variant.price',
    make: async () => {
      const variant = (await catalogue()).plans.find((p) => p.id === 13)!.variants[0]!;
      return {
        good: put(`/api/admin/catalogue/variants/${variant.id}`, { amount: variant.amount + 100 }),
        bad: invalid(
          put(`/api/admin/catalogue/variants/${variant.id}`, { revenue_duration: 0 }),
          'revenue_duration',
        ),
      };
    },
  },
  {
    route: 'POST /admin/catalogue/addons',
    access: ['create', 'Plan'],
    audit: 'catalogue.addon.create',
    make: async () => {
      const body = {
        slug: slug('sms-pack'),
        name: 'SMS pack',
        kind: 'other',
        gross_amount: 19_900,
      };
      return {
        good: post('/api/admin/catalogue/addons', body),
        bad: invalid(post('/api/admin/catalogue/addons', { ...body, kind: 'x' }), 'kind'),
      };
    },
  },
  {
    route: 'PUT /admin/catalogue/addons/{id}',
    access: ['update', 'Plan'],
    audit: 'catalogue.addon.update',
    make: async () => ({
      good: put('/api/admin/catalogue/addons/3', { name: `Webhook ${Date.now()}` }),
      bad: invalid(put('/api/admin/catalogue/addons/3', { gross_amount: -5 }), 'gross_amount'),
    }),
  },
];

checkRoutes(
  'every catalogue route',
  cases,
  () => app,
  (_path, tags) => tags.includes('catalogue'),
);
