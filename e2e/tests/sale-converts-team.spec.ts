import { expect, test, expectToast } from './fixtures';
import { logInAsStaff } from './helpers';
import { api, pick } from './subscription-fixtures';

type OrgRow = {
  id: number;
  name: string;
  email: string | null;
  product_number: string | null;
  is_trial: boolean;
  status: string;
};

// A plan sold to a suspended trial team: the console says what the sale will do, asks, and
// the team is a paying, active team afterwards (issue 14, item 7).
test('a sale to a suspended trial team warns first, then makes the team active and paying', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { ctx, xsrf } = await api(baseURL ?? '');
  const found = await ctx.get('/api/org/search?page_size=100');
  const candidates = ((await found.json()) as { data: { rows: OrgRow[] } }).data.rows.filter(
    (o) => o.is_trial && o.email && o.product_number && !/Urban Chai/.test(o.name),
  );
  // One with a GSTIN, so the sale asks only about the trial (no "No GST" question first).
  let team: OrgRow | undefined;
  for (const candidate of candidates) {
    const details = await ctx.get(`/api/org/details/${candidate.id}`);
    if (((await details.json()) as { data: { gstin: string | null } }).data.gstin) {
      team = candidate;
      break;
    }
  }
  if (!team) throw new Error('no trial team with an email, a number and a GSTIN in the demo data');
  const suspended = await ctx.put(`/api/org/${team.id}`, {
    data: { status: 'SUSPENDED' },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(suspended.ok()).toBe(true);
  await ctx.dispose();

  await logInAsStaff(page);
  await page.goto(`/teams/${team.id}/subscriptions`);
  await page.getByTestId('team-subscriptions').getByTestId('open-create-plan').click();
  // What the sale changes, then when and by whom the team was suspended (from its audit trail).
  await expect(page.getByTestId('sale-converts-org')).toContainText(
    `${team.name} is suspended and on a trial: selling this plan ends the trial and makes the team active again. Suspended on `,
  );
  await pick(page, 'order-type', 'PURCHASE');
  await pick(page, 'plan-select', 'Unlimited Pro (1022)');
  await pick(page, 'variant-select', /Monthly/);
  await page.getByTestId('payment-fields').getByText('Bank transfer').click();
  await page.getByLabel('Reference (UTR)').fill(`UTR-E2E-CONVERT-${team.id}`);
  await page.getByLabel('Amount received (₹)').fill('3499');
  await page.getByTestId('submit-plan').click();
  const ask = page.getByRole('dialog', { name: 'Create this plan?' });
  await expect(ask).toContainText('selling this plan ends the trial');
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Plan created successfully');
  await page.reload();
  await expect(page.getByTestId('team-header')).not.toContainText('Suspended');
  await expect(page.getByTestId('team-header')).not.toContainText('Trial');
});
