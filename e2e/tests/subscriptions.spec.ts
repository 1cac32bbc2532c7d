import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';
import { api, BARE, confirmButton, ensureStandardPlan, NUMBERLESS, orgId, STANDARD, TOP_UP } from './subscription-fixtures';

// The Subscriptions page, the team's subscriptions tabs and each subscription action (the
// Create Plan modal itself is create-plan.spec.ts).
test.beforeAll(({ baseURL }) => ensureStandardPlan(baseURL ?? ''));

test('the subscriptions page filters, changes validity, and the team tabs show plans and talk-time', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { ctx } = await api(baseURL ?? '');
  const nagpur = await orgId(ctx, TOP_UP);
  const jaipur = await orgId(ctx, STANDARD);
  await ctx.dispose();
  await logInAsStaff(page);
  await page.goto(`/subscriptions?org_id=${nagpur}`);
  const table = page.getByTestId('subscriptions-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  // The org set by the URL is named in its picker.
  await expect(page.getByTestId('filter-org')).toHaveValue(`${TOP_UP} (#${nagpur})`);
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page).toHaveURL(/status=active/);

  // Plan and expiry filters: Jaipur's Standard plan (9) started today for 30 days.
  await page.goto(`/subscriptions?org_id=${jaipur}`);
  await expect(page.getByTestId('filter-org')).toHaveValue(`${STANDARD} (#${jaipur})`);
  await page.getByTestId('filter-plan').click();
  await page.getByRole('option', { name: 'Standard (9)', exact: true }).click();
  await expect(page).toHaveURL(/plan_id=9/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Standard (9)');
  await page.getByTestId('filter-expiring').fill('31');
  await expect(page).toHaveURL(/expiring_within_days=31/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Active');
  await snap(page, 'subscriptions-page-filtered');
  await page.getByTestId('filter-expiring').fill('29');
  await expect(page).toHaveURL(/expiring_within_days=29/);
  await expect(table).toContainText('No subscriptions');

  await page.goto('/subscriptions?status=active');
  const row = table.getByRole('row', { name: /Jaipur Block Prints/ }).first();
  await expect(row).toBeVisible();
  await snap(page, 'subscriptions-page');
  await row.getByRole('button', { name: /Actions for subscription/ }).click();
  await page.getByRole('menuitem', { name: 'Change validity' }).click();
  await page.getByTestId('valid-till').fill('31/03/2027');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/will be valid till 31 Mar 2027/)).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('Subscription validity changed successfully')).toBeVisible();
  await expect(row).toContainText('31 Mar 2027');

  await page.goto(`/teams/${nagpur}/subscriptions`);
  await expect(page.getByTestId('team-subscriptions')).toBeVisible();
  await page.goto(`/teams/${nagpur}/daily-talktimes`);
  await expect(page.getByTestId('daily-list')).toContainText('Recurring');
  await page.getByTestId('talk-time-input').fill('2500');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmButton(page).click();
  await expect(page.getByText('Talktime Updated Successfully')).toBeVisible();
  await expect(page.getByTestId('talk-time-balance')).toContainText('2,500');
  await snap(page, 'team-daily-talktimes');
});

test('each subscription action is confirmed and answered with its spec message', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { ctx } = await api(baseURL ?? '');
  const id = await orgId(ctx, BARE);
  await ctx.dispose();
  await logInAsStaff(page);
  await page.goto(`/teams/${id}/subscriptions`);
  const row = page.getByTestId('team-subscriptions').getByRole('row', { name: /₹1,23,456\.00/ });
  const action = async (item: string) => {
    await row.getByRole('button', { name: /Actions for subscription/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  // GET subscription/{id}: what was sold, as the server has it.
  await row.getByRole('button', { name: /Open subscription/ }).click();
  const detail = page.getByTestId('subscription-detail');
  await expect(detail).toContainText('Unlimited Biz Phone (1023)');
  await expect(detail).toContainText('Quarterly');
  await expect(detail).toContainText('RENEW');
  await expect(detail).toContainText('₹1,23,456.00');
  await expect(detail).toContainText('Bank transfer');
  await expect(detail).toContainText('UTR-E2E-BKYC');
  await page.keyboard.press('Escape');

  await action('Update add-ons');
  await page.getByTestId('addon-automation-v2-pack-of-5').getByRole('button', { name: /One more/ }).click();
  await page.getByTestId('addon-call-recording-storage-90-days').getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Replace the add-ons of subscription/)).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('Addons Update successfully')).toBeVisible();

  await action('Update freebies');
  await page.getByLabel('Free users').fill('2');
  await page.getByLabel('Free talk-time minutes').fill('1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmButton(page).click();
  await expect(page.getByText('Freebies Update successfully')).toBeVisible();

  await action('Change or assign SF number');
  await page.getByTestId('new-number').fill('+918047999001');
  await page.getByLabel('Paid change').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/SF number \d{10} becomes \+918047999001\./)).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('SF number changed or assigned successfully')).toBeVisible();

  await row.getByRole('button', { name: /Open subscription/ }).click();
  await expect(detail.getByTestId('subscription-addons')).toContainText('Pack of 5 automations per month');
  await expect(detail.getByTestId('subscription-addons')).toContainText('Call recording storage: 90 days');
  // 499 x 90 / 30 = 1497.00 for one automation pack on a quarterly variant.
  await expect(detail.getByTestId('subscription-addons')).toContainText('₹1,497.00');
  await expect(detail.getByTestId('subscription-freebies')).toHaveText('Free users: 2 · Free talk-time minutes: 1,500');
  await snap(page, 'subscription-detail');
  await page.keyboard.press('Escape');

  await action('End plan');
  await expect(page.getByText(/End Unlimited Biz Phone \(subscription \d+\) of Mehta Hardware now\?/)).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('Plan ended successfully')).toBeVisible();
  await expect(row).toContainText('Ended');
  // The number was stored as its ten national digits (+91 removed).
  await action('Change or assign SF number');
  await expect(page.getByLabel('Current number')).toHaveValue('8047999001');
  await page.keyboard.press('Escape');
});

test("a team without an SF number is offered 'Assign SF number' on its subscriptions tab", async ({ page, baseURL }) => {
  const { ctx } = await api(baseURL ?? '');
  const id = await orgId(ctx, NUMBERLESS);
  await ctx.dispose();
  await logInAsStaff(page);
  await page.goto(`/teams/${id}/subscriptions`);
  const notice = page.getByTestId('no-number');
  await expect(notice).toContainText('This team has no SF number');
  await expect(notice).toContainText('Cannot assign/renew plan to Org as it does not have a SF number');
  await snap(page, 'team-subscriptions-no-number');
  await notice.getByTestId('assign-number').click();
  await expect(page.getByLabel('Current number')).toHaveCount(0);
  await page.getByTestId('new-number').fill('8047555024');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('8047555024 becomes the SF number of this team.')).toBeVisible();
  await confirmButton(page).click();
  await expect(page.getByText('SF number changed or assigned successfully')).toBeVisible();
  await expect(notice).toHaveCount(0);
  // Now a plan can be sold to it: the Create Plan rules see the number.
  await page.getByTestId('team-subscriptions').getByTestId('open-create-plan').click();
  await expect(page.getByTestId('org-facts')).toContainText('SF number: 8047555024');
});
