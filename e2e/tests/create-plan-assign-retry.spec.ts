import { expect, test, expectToast } from './fixtures';
import { expectShown, logInAsStaff, recordShown, snap } from './helpers';
import {
  api,
  confirmButton,
  NUMBERLESS,
  openModal,
  orgId,
  pick,
  pickOrg,
  RETRY,
} from './subscription-fixtures';

// Sales on orgs of their own: they need nothing the Create Plan spec sells first.

test("a team without an SF number is offered 'Assign SF number' on its subscriptions tab", async ({
  page,
  baseURL,
}) => {
  const { ctx } = await api(baseURL ?? '');
  const id = await orgId(ctx, NUMBERLESS);
  await ctx.dispose();
  await logInAsStaff(page);
  await page.goto(`/teams/${id}/subscriptions`);
  const notice = page.getByTestId('no-number');
  await expect(notice).toContainText('This team has no SF number');
  await expect(notice).toContainText(
    'Cannot assign/renew plan to Org as it does not have a SF number',
  );
  await snap(page, 'team-subscriptions-no-number');
  await notice.getByTestId('assign-number').click();
  await expect(page.getByLabel('Current number')).toHaveCount(0);
  await page.getByTestId('new-number').fill('8047555024');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('8047555024 becomes the SF number of this team.')).toBeVisible();
  await confirmButton(page).click();
  await expectToast(page, 'SF number changed or assigned successfully');
  await expect(notice).toHaveCount(0);
  // Now a plan can be sold to it: the Create Plan rules see the number.
  await page.getByTestId('team-subscriptions').getByTestId('open-create-plan').click();
  await expect(page.getByTestId('org-facts')).toContainText('SF number: 8047555024');
});

test('a retry after a lost answer sends the same Idempotency-Key and creates one plan', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openModal(page);
  await pickOrg(page, RETRY);
  await pick(page, 'plan-select', 'Biz Phone (1017)');
  // The plan's description (spec section 3) is shown with the choice.
  await expect(page.getByTestId('create-plan-modal')).toContainText(
    'Business phone number with IVR, call routing and call recording',
  );
  await pick(page, 'variant-select', /Monthly/);
  await page.getByLabel('Razorpay payment id').fill('pay_e2e_retry01');
  // The server creates the plan, but its answer never reaches the browser.
  const keys: string[] = [];
  await page.route('**/api/subscription', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByTestId('submit-plan').click();
  await confirmButton(page).click();
  await expect(page.getByTestId('rule-error')).toBeVisible();
  await page.getByTestId('submit-plan').click();
  const shown = await recordShown(page, 'payment-success');
  await confirmButton(page).click();
  await expectShown(shown, 'Plan created successfully');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.unroute('**/api/subscription');

  const { ctx } = await api(baseURL ?? '');
  const id = await orgId(ctx, RETRY);
  const list = await (await ctx.get(`/api/subscription/list?org_id=${id}&page_size=50`)).json();
  expect(
    (list.data.rows as { payment_id: string | null }[]).filter(
      (r) => r.payment_id === 'pay_e2e_retry01',
    ),
  ).toHaveLength(1);
  await ctx.dispose();
});
