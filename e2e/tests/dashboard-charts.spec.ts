import { expect, test, type Page } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// The demo seed has teams created every third day for months, trial calls of the last two
// days, payments with invoices and KYC in every state: every chart but the outbox has data.

/** The list's total as its footer shows it. */
const listTotal = (page: Page, n: number) =>
  expect(page.getByTestId('table-total')).toHaveText(`${n.toLocaleString('en-IN')} total`);
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));

test('the charts draw the demo data, under the counters', async ({ page }) => {
  await logInAsStaff(page);
  await expect(page.getByTestId('stat-kyc-pending-link')).toBeVisible();
  const charts = page.getByTestId('dashboard-charts');
  await expect(charts).toBeVisible();
  // The last 30 days, by day, when the URL says nothing.
  await expect(
    page.getByTestId('range-presets').getByRole('radio', { name: '30 days' }),
  ).toBeChecked();
  await expect(page.getByTestId('figure-received')).toContainText('₹');
  await expect(page.getByTestId('figure-invoiced')).toContainText('₹');
  expect(await figure(page, 'figure-calls')).toBeGreaterThan(0);
  expect(await figure(page, 'figure-new-orgs')).toBeGreaterThan(0);
  expect(await figure(page, 'figure-kyc-pending')).toBeGreaterThan(0);
  // Bars and segments are drawn for days that had something.
  await expect(
    page.getByTestId('chart-calls').locator('rect[data-series="ANSWERED"]:not([data-value="0"])'),
  ).not.toHaveCount(0);
  await expect(
    page
      .getByTestId('chart-collections')
      .locator('rect[data-series="received"]:not([data-value="0"])'),
  ).not.toHaveCount(0);
  await expect(page.getByTestId('kyc-queue-chart')).toBeVisible();
  await snap(page, 'dashboard-charts');
});

test('changing the range changes the URL and the figures', async ({ page }) => {
  await logInAsStaff(page);
  await expect(page.getByTestId('figure-new-orgs')).toHaveText(/^\d+$/);
  const in30 = await figure(page, 'figure-new-orgs');
  await page.getByTestId('range-presets').getByText('90 days').click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  const days =
    (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) /
      86_400_000 +
    1;
  expect(days).toBe(90);
  // Teams were made every third day for longer than 90 days: more of them in 90 days than in 30.
  await expect.poll(() => figure(page, 'figure-new-orgs')).toBeGreaterThan(in30);
  // Bars by month: one per month the range touches.
  await page.getByTestId('range-granularity').getByText('By month').click();
  await expect(page).toHaveURL(/granularity=month/);
  const months = page.getByTestId('chart-growth').locator('rect[data-series="paying"]');
  await expect(months).toHaveCount(monthsIn(url));
  // A reload shows the same range.
  await page.reload();
  await expect(
    page.getByTestId('range-granularity').getByRole('radio', { name: 'By month' }),
  ).toBeChecked();
  await expect(
    page.getByTestId('range-presets').getByRole('radio', { name: '90 days' }),
  ).toBeChecked();
});

test('a chart segment opens its list filtered to the same calls', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('range-presets').getByText('7 days').click();
  await expect(page).toHaveURL(/from=/);
  // The week's chart is drawn: a bar a day.
  const answered = page.getByTestId('chart-calls').locator('rect[data-series="ANSWERED"]');
  await expect(answered).toHaveCount(7);
  const segment = page
    .getByTestId('chart-calls')
    .locator('rect[data-series="ANSWERED"]:not([data-value="0"])')
    .last();
  await expect(segment).toBeVisible();
  const day = await segment.getAttribute('data-key');
  const count = Number(await segment.getAttribute('data-value'));
  await segment.click();
  await expect(page).toHaveURL(
    new RegExp(`/trial-call-history\\?status=ANSWERED&from=${day}&to=${day}$`),
  );
  await expect(page.getByTestId('trial-call-history')).toBeVisible();
  await listTotal(page, count);
  await snap(page, 'dashboard-charts-trial-calls');
});

test('a figure opens its list with the same days', async ({ page }) => {
  await logInAsStaff(page);
  await expect(page.getByTestId('figure-new-orgs')).toHaveText(/^\d+$/);
  const teams = await figure(page, 'figure-new-orgs');
  await page.getByTestId('figure-new-orgs').getByRole('link').click();
  await expect(page).toHaveURL(/\/teams\?created_from=\d{4}-\d{2}-\d{2}&created_to=/);
  await expect(page.getByTestId('team-created')).toContainText('Created');
  await listTotal(page, teams);

  await page.getByTestId('menu-dashboards').click();
  await expect(page.getByTestId('figure-payments')).toHaveText(/^\d+$/);
  const payments = await figure(page, 'figure-payments');
  await page.getByTestId('figure-payments').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment-links\/payments\?from=.*&to=/);
  await expect(page.getByTestId('payments-since')).toContainText('Received');
  await listTotal(page, payments);

  // The KYC queue's bar opens its chip.
  await page.getByTestId('menu-dashboards').click();
  await page.getByTestId('chart-kyc').locator('rect[data-key="PENDING"]').click();
  await expect(page).toHaveURL(/\/kyc\?status=PENDING/);
  await expect(page.getByTestId('chip-PENDING').locator('input')).toBeChecked();
});

/** How many calendar months a URL's range touches. */
function monthsIn(url: URL): number {
  const [fy, fm] = url.searchParams.get('from')!.split('-').map(Number) as [number, number];
  const [ty, tm] = url.searchParams.get('to')!.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}
