import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// The server prices every sale from the catalogue; an amount collected at another price needs
// the seller's reason, is audited with both amounts, and shows in the "price overrides" filter.
const app = useTestApp();

// Unlimited Pro monthly (10221): ₹3,499; one extra user (add-on 1) for 30 days: ₹299 + 18% GST.
const sale = (orgId: number, extra: object = {}) => ({
  org_id: orgId,
  plan: 1022,
  variant: 10221,
  order_type: 'PURCHASE',
  payment_type: 'BANK_TRANSFER',
  payment_id: `UTR-PRICE-${orgId}`,
  amount: 349_900,
  ...extra,
});

describe('a sale priced off the catalogue', () => {
  it('needs no reason at the catalogue price, add-ons and GST included', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const answer = await app.su.post(
      '/api/subscription',
      sale(orgId, { amount: 349_900 + 29_900 + 5_382, addons: [{ addon_id: 1, count: 1 }] }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.subscription).toMatchObject({
      catalogue_amount: 385_182,
      price_override_reason: null,
    });
  });

  it('refuses another amount without a reason, naming both prices, and writes nothing', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const answer = await app.su.post('/api/subscription', sale(orgId, { amount: 299_900 }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'The amount ₹2,999.00 differs from the catalogue price ₹3,499.00: give the reason',
    );
    expect(answer.json().details[0].field).toBe('price_override_reason');
    const [count] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from subscriptions where org_id = ${orgId}`,
    );
    expect(count!.n).toBe(0);
  });

  it('takes it with a reason, audits both amounts, and lists it under price overrides', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const answer = await app.su.post(
      '/api/subscription',
      sale(orgId, { amount: 299_900, price_override_reason: 'Diwali offer approved by Asha' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { id } = answer.json().data.subscription;
    const [entry] = await rowsOf<{ summary: Record<string, unknown> }>(
      app.ctx.db,
      sql`select summary from audit_log where action = 'subscription.create' and subject_id = ${String(id)}`,
    );
    expect(entry!.summary).toMatchObject({
      amount: 299_900,
      catalogue_amount: 349_900,
      price_override_reason: 'Diwali offer approved by Asha',
    });
    // A sale at the catalogue price and one not collected (0) are not overrides.
    const other = await saleOrg(app.ctx.db);
    await app.su.post('/api/subscription', sale(other));
    const free = await saleOrg(app.ctx.db);
    await app.su.post('/api/subscription', sale(free, { amount: 0, payment_id: null }));
    const listed = (
      await app.su.get('/api/subscription/list?price_override=true&page_size=200')
    ).json().data.rows as { id: number; price_override_reason: string }[];
    expect(listed.map((r) => r.id)).toContain(id);
    expect(listed.every((r) => r.price_override_reason)).toBe(true);
    expect(listed.map((r) => r.id)).not.toContain(
      (await app.su.get(`/api/subscription/org/${other}`)).json().data[0].id,
    );
  });
});
