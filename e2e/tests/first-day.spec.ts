import { expect, test, type Page, expectToast } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, logIn, xsrfHeaders } from './helpers';
import { pick } from './subscription-fixtures';
import { isForSale } from '@switchboard/contract/rules/plans';

// A company's first production start (SEED_DEMO=false, ADMIN_EMAIL set; the second e2e
// server): only reference data is there. Its admin onboards a customer per plan through the
// API staff use, then sells every plan of the spec catalogue in the Create Plan modal.

test.use({ baseURL: firstDayURL });

type Plan = {
  id: number;
  name: string;
  products: string[];
  variants: { id: number; name: string; amount: number }[];
};

/** A customer onboarded with a team that has an email, a GSTIN and its SF number. */
async function teamFor(page: Page, plan: Plan, i: number): Promise<number> {
  const headers = await xsrfHeaders(page);
  const post = async (url: string, data: object) => {
    const answer = await page.request.post(url, { data, headers });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()).data;
  };
  // A retry onboards its own customers (the first try's stay in the database).
  const retry = test.info().retry;
  const phone = `9${retry}000${String(10000 + i)}`;
  const user = await post('/api/admin/users', { first_name: 'Buyer', last_name: `${i}`, phone });
  const { org } = await post('/api/admin/org/onboard', {
    user_id: user.id,
    org: {
      name: `First Buyer ${plan.id}`,
      email: `buyer${plan.id}-${retry}@firstday.test`,
      gstin: '27ABCDE1234F1Z5',
      is_lite: plan.products.includes('sf_X'),
    },
  });
  const number = `8${retry}000${String(10000 + i)}`;
  await post('/api/admin/voip-numbers', { number, provider: 'Airtel' });
  await post('/api/subscription/assign-number', { org_id: org.id, number, paid: true });
  return org.id;
}

// The catalogue in three parts, each its own test: the parts run side by side on the workers,
// and none comes near its timeout on a busy machine (the whole catalogue took 150 s in one).
const PARTS = 3;
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part += 1) {
  test(`the admin of a never-seeded database sells every plan of the catalogue (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
    await expect(page.getByTestId('dashboards-page')).toBeVisible();
    const catalogue = ((await (await page.request.get('/api/subscription/plans/all')).json())
      .data ?? []) as Plan[];
    expect(catalogue).toHaveLength(27);
    // The part's plans, each with its place in the catalogue (it numbers the part's phones);
    // the plans that are given, not sold (Demo Plan, CRM Trial), are not offered.
    const plans = catalogue
      .map((plan, i) => ({ plan, i }))
      .filter(({ plan, i }) => i % PARTS === part && isForSale(plan));
    const teams: number[] = [];
    for (const { plan, i } of plans) teams.push(await teamFor(page, plan, i));

    for (const [n, { plan }] of plans.entries()) {
      const variant = plan.variants[0]!;
      await page.goto(`/teams/${teams[n]}/subscriptions`);
      // The tab settled (its list answered) before the form is opened from it.
      await expect(page.getByTestId('team-subscriptions')).toContainText('No subscriptions');
      await page.getByTestId('team-subscriptions').getByTestId('open-create-plan').click();
      await pick(page, 'order-type', 'PURCHASE');
      await pick(page, 'plan-select', `${plan.name} (${plan.id})`);
      await pick(page, 'variant-select', new RegExp(variant.name));
      if (variant.amount > 0) {
        await page.getByTestId('payment-fields').getByText('Bank transfer').click();
        await page.getByLabel('Reference (UTR)').fill(`UTR-FIRST-DAY-${plan.id}`);
        await page.getByLabel('Amount received (₹)').fill(String(variant.amount / 100));
      } else {
        await page.getByTestId('payment-fields').getByText('Payment not collected').click();
      }
      await page.getByTestId('submit-plan').click();
      await page
        .getByRole('dialog', { name: 'Create this plan?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expectToast(page, 'Plan created successfully');
      await expect(page.getByTestId('team-subscriptions')).toContainText(plan.name);
    }

    const sold = (await (await page.request.get('/api/subscription/list?page_size=200')).json())
      .data as {
      rows: { org_id: number; plan_id: number; price_override_reason: string | null }[];
    };
    const ours = sold.rows.filter((r) => teams.includes(r.org_id));
    expect(ours.map((r) => r.plan_id).sort()).toEqual(plans.map(({ plan }) => plan.id).sort());
    // Every plan sold at its catalogue price: no override among them.
    expect(ours.every((r) => r.price_override_reason === null)).toBe(true);
  });
}
