import { describe, expect, it } from 'vitest';
import { litePlanIds } from '@switchboard/contract/rules/plans';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// Built as a production start builds it with SEED_DEMO=false: only reference data is there.
const app = useTestApp();

type CataloguePlan = { id: number; name: string; variants: { id: number; amount: number }[] };

describe('a database that was never demo-seeded', () => {
  it('sells every plan and variant of the spec catalogue', async () => {
    const catalogue = (await app.su.get('/api/subscription/plans/all')).json()
      .data as CataloguePlan[];
    expect(catalogue).toHaveLength(27);
    const sales = catalogue.flatMap((plan) => plan.variants.map((variant) => ({ plan, variant })));
    const failures: string[] = [];
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
  });
});
