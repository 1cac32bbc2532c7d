import { readFile } from 'node:fs/promises';
import { expect, test, type Page, expectToast } from './fixtures';
import { APP_KEY, logInAsStaff, snap, xsrfHeaders } from './helpers';

/** Demo teams no other spec touches: the referrer's team, and the team it brings. */
const REFERRER_TEAM = 'Blue Lotus Spa';
const REFERRED_TEAM = 'Ashoka Public School';

async function teamOf(page: Page, name: string) {
  const found = await page.request.get(`/api/org/search?text=${encodeURIComponent(name)}`);
  const row = ((await found.json()).data.rows as { id: number; name: string }[]).find(
    (r) => r.name === name,
  );
  if (!row) throw new Error(`demo team ${name} missing`);
  const details = await page.request.get(`/api/org/details/${row.id}`);
  return (await details.json()).data as { id: number; owner: { id: number; name: string } };
}

test('a referral recorded by the app reaches PAID through KYC approval and a sale; its reward, approved, lands in talk-time', async ({
  page,
}) => {
  await logInAsStaff(page);
  // A retry finds the first try's rule: each try names its own.
  const ruleName = `E2E first payment ${Date.now() % 100000}`;
  const referrer = await teamOf(page, REFERRER_TEAM);
  const referred = await teamOf(page, REFERRED_TEAM);

  // An SU adds the rule on the Rewards page.
  await page.getByTestId('menu-rewards').click();
  await expect(page.getByTestId('rewards-page')).toBeVisible();
  await page.getByTestId('new-reward-rule').click();
  const form = page.getByTestId('reward-rule-form');
  await form.getByTestId('reward-rule-name').fill(ruleName);
  await form.getByTestId('reward-rule-referrer-value').fill('750');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expectToast(page, 'Reward rule saved');
  await expect(page.getByTestId('reward-rule-row').filter({ hasText: ruleName })).toContainText(
    '750',
  );

  // The user page shows the referrer's code; the sign-up app records the referral with it.
  await page.goto(`/teams/users/${referrer.owner.id}`);
  await expect(page.getByTestId('user-referral-code')).toBeVisible();
  await snap(page, 'user-referral-programme');
  const code = (await page.getByTestId('user-referral-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  const recorded = await page.request.post('/api/app/referrals', {
    headers: { 'x-api-key': APP_KEY },
    data: { referral_code: code, org_id: referred.id },
  });
  expect(recorded.ok()).toBe(true);

  // The team's KYC approved and its first subscription sold (their own screens have their specs).
  const headers = await xsrfHeaders(page);
  // A second rule gives the referred team a ₹500 credit off its next sale.
  const creditRule = await page.request.post('/api/admin/reward-rules', {
    headers,
    data: {
      name: `${ruleName} credit`,
      trigger: 'PAID',
      kind: 'CREDIT_PAISE',
      referrer_value: 100,
      referred_value: 50_000,
    },
  });
  expect(creditRule.ok(), await creditRule.text()).toBe(true);
  const approved = await page.request.post('/api/org/kyc/approve', {
    headers,
    data: { org_id: referred.id },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const sold = await page.request.post('/api/subscription', {
    headers: { ...headers, 'idempotency-key': `e2e-referral-${referred.id}` },
    data: {
      org_id: referred.id,
      // The team is on the lite product: Unlimited Lite, monthly.
      plan: 1021,
      variant: 10211,
      order_type: 'PURCHASE',
      payment_type: 'BANK_TRANSFER',
      payment_id: `UTRREF${referred.id}`,
      amount: 199900,
      gstin: '27ABCDE1234F1Z5',
      price_override_reason: 'Referral test sale',
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);

  // The referral reached PAID, with its timeline and a pending reward.
  await page.getByTestId('menu-referrals').click();
  await page.getByTestId('referrals-search').fill(REFERRED_TEAM);
  // The row is clicked once the search is in force and its one row shown: a row of the list
  // before it would move (or go) under the click when the search's answer redraws the table.
  await expect(page).toHaveURL(/text=Ashoka/);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  const row = page.getByTestId('table-row').filter({ hasText: REFERRED_TEAM });
  await expect(row.getByTestId('referral-status')).toHaveText('Paid');
  await snap(page, 'referrals-list');
  await row.click();
  await expect(page.getByTestId('referral-timeline')).toContainText('Signed up with the code');
  await expect(page.getByTestId('referral-timeline')).toContainText('KYC approved');
  await expect(page.getByTestId('referral-timeline')).toContainText('First subscription paid');
  const reward = page.getByTestId('reward-row').filter({ hasText: '750 minutes' });
  await expect(reward).toContainText('750');
  await expect(reward.getByTestId('reward-status')).toHaveText('Pending');
  await snap(page, 'referral-detail');

  // Approved on the Rewards page, after a confirmation that states the minutes.
  await page.getByTestId('menu-rewards').click();
  await page.getByTestId('rewards-status-filter').click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByTestId('reward-row').first()).toBeVisible();
  await page.getByTestId('approve-rewards').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/[\d,]+ minutes, ₹[\d,.]+ credit in all/);
  await snap(page, 'rewards-approve');
  await dialog.getByRole('button', { name: 'Approve and issue' }).click();
  await expectToast(page, /rewards approved and issued/);

  // Finance downloads the issued ones.
  await page.getByTestId('rewards-status-filter').click();
  await page.getByRole('option', { name: 'Issued', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('rewards-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rewards-status-ISSUED-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`ISSUED,REFERRER,${referrer.id},${REFERRER_TEAM},${ruleName}`);

  // The minutes are in the referrer team's talk-time ledger.
  await page.goto(`/teams/${referrer.id}/daily-talktimes`);
  await expect(page.getByTestId('ledger')).toContainText(`Referral reward: ${ruleName}`);
  await expect(page.getByTestId('ledger')).toContainText('+750');

  // The referred team's credit is offered on its next sale, and lowers what is due.
  await page.getByTestId('menu-subscriptions').click();
  await page.getByTestId('open-create-plan').click();
  const modal = page.getByTestId('create-plan-modal');
  await modal.getByTestId('org-picker').fill('Ashoka');
  await page.getByRole('option', { name: new RegExp(REFERRED_TEAM) }).click();
  await expect(modal.getByText("Deduct the team's credit of ₹500.00")).toBeVisible();
  await modal.getByTestId('plan-select').click();
  await page.getByRole('option', { name: 'Unlimited Lite (1021)' }).click();
  await modal.getByTestId('variant-select').click();
  await page
    .getByRole('option', { name: /Monthly/ })
    .first()
    .click();
  await modal.getByTestId('apply-credit').check();
  await expect(modal.getByText('Due now: ₹1,499.00')).toBeVisible();
  await snap(page, 'create-plan-credit');
  await page.keyboard.press('Escape');
  // And the referral says so.
  await page.goto('/referrals?text=' + encodeURIComponent(REFERRED_TEAM));
  await expect(
    page.getByTestId('table-row').filter({ hasText: REFERRED_TEAM }).getByTestId('referral-status'),
  ).toHaveText('Rewarded');
});
