import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';
import { statusFilter } from './repository';

const app = useTestApp();

const DAY = 86_400_000;

/** A Standard plan (9) with one extra user, its valid_till moved into the past: stored 'active'. */
async function lapsedStandard() {
  const orgId = await saleOrg(app.ctx.db);
  const created = await app.su.post('/api/subscription', {
    org_id: orgId,
    plan: 9,
    variant: 91,
    order_type: 'PURCHASE',
    payment_type: 'RAZORPAY',
    payment_id: `pay_lapse_${orgId}`,
    amount: 109800,
    price_override_reason: 'Sold at a round price',
    addons: [{ addon_id: 1, count: 1 }],
  });
  const id = created.json().data.subscription.id as number;
  await app.ctx.db
    .update(subscriptions)
    .set({ validTill: new Date(Date.now() - DAY) })
    .where(eq(subscriptions.id, id));
  const [stored] = await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  expect(stored!.status).toBe('active');
  return { orgId, id };
}

describe('a subscription past its valid_till reads as expired everywhere', () => {
  it('in the list, the status filter, the detail and the team tab', async () => {
    const { orgId, id } = await lapsedStandard();
    const list = async (query: string) =>
      (await app.su.get(`/api/subscription/list?org_id=${orgId}&page_size=50${query}`)).json()
        .data as {
        rows: { id: number; status: string }[];
        total_items: number;
      };
    expect((await list('')).rows).toMatchObject([{ id, status: 'expired' }]);
    expect((await list('&status=expired')).rows.map((r) => r.id)).toEqual([id]);
    expect(await list('&status=active')).toMatchObject({ rows: [], total_items: 0 });
    expect((await list('&expiring_within_days=30')).rows).toEqual([]);
    expect((await app.su.get(`/api/subscription/${id}`)).json().data.status).toBe('expired');
    expect((await app.su.get(`/api/subscription/org/${orgId}`)).json().data).toMatchObject([
      { id, status: 'expired' },
    ]);
  });

  it('is no longer the current plan: no Purchased add-ons, and the free tier is allowed again', async () => {
    const { orgId } = await lapsedStandard();
    const context = (await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data;
    expect(context).toMatchObject({
      current_plan_id: null,
      current_subscription_id: null,
      active_addon_ids: [],
    });
    const plans = (await app.su.get(`/api/subscription/plans/all?org_id=${orgId}`)).json().data as {
      id: number;
      active_addons: number[];
    }[];
    expect(plans.find((p) => p.id === 1022)!.active_addons).toEqual([]);
    const free = await app.su.post('/api/subscription', {
      org_id: orgId,
      plan: 15,
      variant: 151,
      order_type: 'PURCHASE',
      payment_type: 'RAZORPAY',
      amount: 0,
    });
    expect(free.statusCode).toBe(200);
  });

  it('while a plan still within its validity stays active and current', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const created = await app.su.post('/api/subscription', {
      org_id: orgId,
      plan: 9,
      variant: 91,
      order_type: 'PURCHASE',
      payment_type: 'RAZORPAY',
      payment_id: `pay_live_${orgId}`,
      amount: 109800,
      price_override_reason: 'Sold at a round price',
      addons: [{ addon_id: 1, count: 1 }],
    });
    const id = created.json().data.subscription.id;
    await app.ctx.db
      .update(subscriptions)
      .set({ validTill: new Date(Date.now() + 2 * DAY) })
      .where(eq(subscriptions.id, id));
    expect(
      (await app.su.get(`/api/subscription/list?org_id=${orgId}&status=active`))
        .json()
        .data.rows.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    expect(
      (await app.su.get(`/api/subscription/list?org_id=${orgId}&expiring_within_days=3`))
        .json()
        .data.rows.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    expect((await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data).toMatchObject({
      current_plan_id: 9,
      current_subscription_id: id,
      active_addon_ids: [1],
    });
    const free = await app.su.post('/api/subscription', {
      org_id: orgId,
      plan: 15,
      variant: 151,
      order_type: 'PURCHASE',
      payment_type: 'RAZORPAY',
      amount: 0,
    });
    expect(free.json().message).toBe('Cannot give CRM/WABA with standard phone plan');
  });

  it.each(['active', 'expired', 'ended'] as const)(
    'filters status=%s through an index, not a scan of every subscription',
    async (status) => {
      // Planner costs on a small test table favour a scan; with scans priced out, the plan shows
      // whether an index can serve the filter at all.
      const plan = await app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select s.id from subscriptions s where ${statusFilter(status)} order by s.id desc limit 10`,
        );
      });
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).not.toContain('Seq Scan');
      expect(text).toMatch(/subscriptions_status_(valid|id)_idx/);
    },
  );
});
