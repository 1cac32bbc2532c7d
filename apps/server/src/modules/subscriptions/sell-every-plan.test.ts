import { describe, expect, it } from 'vitest';
import { isForSale, litePlanIds } from '@switchboard/contract/rules/plans';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// Built as a production start builds it with SEED_DEMO=false: only reference data is there.
const app = useTestApp();

type CataloguePlan = { id: number; name: string; variants: { id: number; amount: number }[] };

describe('a database that was never demo-seeded', () => {
  it(
    'sells every plan and variant of the spec catalogue, but the Demo Plan and CRM Trial',
    { timeout: 120_000 },
    async () => {
      const catalogue = (await app.su.get('/api/subscription/plans/all')).json()
        .data as CataloguePlan[];
      expect(catalogue).toHaveLength(27);
      const all = catalogue.flatMap((plan) => plan.variants.map((variant) => ({ plan, variant })));
      const sales = all.filter(({ plan }) => isForSale(plan));
      const failures: string[] = [];
      // Given, never sold: a sale of either is refused.
      for (const { plan, variant } of all.filter(({ plan }) => !isForSale(plan))) {
        const orgId = await saleOrg(app.ctx.db, { name: `Asker of ${plan.id}/${variant.id}` });
        const refused = await app.su.post('/api/subscription', {
          org_id: orgId,
          plan: plan.id,
          variant: variant.id,
          order_type: 'PURCHASE',
          payment_type: 'BANK_TRANSFER',
          amount: 0,
        });
        expect(refused.json().message, plan.name).toBe('This plan is not offered to this org');
      }
      expect(all.length - sales.length).toBe(6);
      for (const { plan, variant } of sales) {
        // Lite plans are offered to lite orgs only; free plans are sold without a payment.
        const orgId = await saleOrg(app.ctx.db, {
          name: `Buyer of ${plan.id}/${variant.id}`,
          isLite: litePlanIds.includes(plan.id),
        });
        const response = await app.su.post('/api/subscription', {
          org_id: orgId,
          plan: plan.id,
          variant: variant.id,
          order_type: 'PURCHASE',
          payment_type: 'BANK_TRANSFER',
          ...(variant.amount > 0 ? { payment_id: `UTR${plan.id}${variant.id}` } : {}),
          amount: variant.amount,
        });
        if (response.statusCode !== 200)
          failures.push(`${plan.id}/${variant.id} ${plan.name}: ${response.body}`);
      }
      expect(failures).toEqual([]);
      const sold = await app.ctx.db
        .select({ plan: subscriptions.planId, variant: subscriptions.variantId })
        .from(subscriptions);
      expect(sold.map((s) => `${s.plan}/${s.variant}`).sort()).toEqual(
        sales.map(({ plan, variant }) => `${plan.id}/${variant.id}`).sort(),
      );
    },
  );
});
