import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

test('the dashboard shows the figures that need attention and leads to their lists', async ({
  page,
}) => {
  await logInAsStaff(page);
  // The demo data has KYC waiting in every state, so the figure is a positive number.
  await expect(page.getByTestId('stat-kyc-pending-link')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('stat-payments')).toContainText('₹');
  await expect(page.getByTestId('stat-orgs-link')).toHaveText(/^\d+$/);
  await snap(page, 'dashboards');
  await page.getByTestId('stat-kyc-pending-link').click();
  await expect(page).toHaveURL(/\/kyc/);
});

test('each figure opens its list filtered to exactly what it counts', async ({ page }) => {
  await logInAsStaff(page);
  type Summary = {
    kyc: { pending: number };
    subscriptions: { active: number };
    payments: { count_30_days: number };
  };
  // The list shows the figure the dashboard reports (read again, as the list loads).
  const agrees = async (pick: (s: Summary) => number) =>
    expect(async () => {
      const summary = (await (await page.request.get('/api/dashboards/summary')).json()) as {
        data: Summary;
      };
      await expect(page.getByTestId('table-total')).toHaveText(
        `${pick(summary.data).toLocaleString('en-IN')} total`,
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 20_000 });

  await page.getByTestId('stat-kyc-pending-link').click();
  await expect(page.getByTestId('chip-PENDING').locator('input')).toBeChecked();
  await agrees((s) => s.kyc.pending);

  await page.getByTestId('menu-dashboards').click();
  await page.getByTestId('stat-subscriptions-link').click();
  await expect(page).toHaveURL(/\/subscriptions\?status=active/);
  await expect(page.getByTestId('table-row').first()).not.toContainText(/ended/i);
  await agrees((s) => s.subscriptions.active);

  await page.getByTestId('menu-dashboards').click();
  await page.getByTestId('stat-payments-link').click();
  await expect(page).toHaveURL(/\/payment-links\/payments\?from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('payments-since')).toContainText('Received since');
  await agrees((s) => s.payments.count_30_days);
});
