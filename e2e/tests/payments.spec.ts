import { expect, test, type Page } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

/** Demo orgs no other area's spec changes. */
const LINK_ORG = 'Konkan Homestays';
const BANK_ORG = 'Mysore Sandal Crafts';

async function pickOrg(page: Page, testId: string, name: string) {
  const input = page.getByTestId(testId);
  await input.fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** The confirmation dialog opens over the form's modal: its button is the only 'Confirm'. */
async function confirm(page: Page, name = 'Confirm') {
  await page.getByRole('button', { name, exact: true }).click();
}

test('a payment link is created, listed and cancelled', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-payment-links').click();
  await expect(page).toHaveURL('/payment-links/links');
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const description = `Renewal e2e ${Date.now()}`;
  // Validation names each missing field before anything is sent.
  await page.getByRole('dialog').getByRole('button', { name: 'Create payment link' }).click();
  await expect(page.getByText('Enter an amount above ₹0')).toBeVisible();
  await pickOrg(page, 'link-org', LINK_ORG);
  await page.getByTestId('link-amount').fill('1180.50');
  await page.getByTestId('link-description').fill(description);
  await page.getByRole('dialog').getByRole('button', { name: 'Create payment link' }).click();
  await expect(page.getByText('Create a payment link for ₹1,180.50?')).toBeVisible();
  await snap(page, 'payments-link-confirm');
  await confirm(page);
  await expect(page.getByText('Payment link created')).toBeVisible();

  const row = page.getByTestId('payment-links-table').getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('₹1,180.50');
  await expect(row).toContainText('Created');
  await snap(page, 'payments-links-list');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/will no longer accept payment/)).toBeVisible();
  await confirm(page, 'Cancel payment link');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Mandates sit beside the links, with the statuses the gateway reported.
  await page.getByText('Mandates', { exact: true }).click();
  await expect(page).toHaveURL('/payment-links/mandates');
  const mandates = page.getByTestId('mandates-table');
  await expect(mandates).toContainText('Active');
  await expect(mandates).toContainText('Failed');
  await snap(page, 'payments-mandates');
});

test('a bank payment is recorded with its invoice and part of it refunded', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/payment-links/payments');
  await page.getByTestId('record-bank-payment').click();
  const utr = `UTR${Date.now()}`;
  await pickOrg(page, 'payment-org', BANK_ORG);
  await page.getByTestId('payment-amount').fill('2360');
  await page.getByTestId('payment-reference').fill(utr);
  await page.getByRole('dialog').getByRole('button', { name: 'Record bank payment' }).click();
  await expect(page.getByText(`Record ₹2,360.00 received by bank transfer (reference ${utr})?`)).toBeVisible();
  await confirm(page);
  await expect(page.getByText('Payment created successfully')).toBeVisible();

  await page.getByTestId('payments-search').fill(utr.toLowerCase());
  const row = page.getByTestId('payments-table').getByRole('row', { name: new RegExp(utr) });
  await expect(row).toContainText('₹2,360.00');
  await expect(row).toContainText(/SB\/\d{4}-\d{2}\/\d{6}/);
  await expect(page).toHaveURL(/text=utr/);

  await row.getByRole('button', { name: 'Refund' }).click();
  await page.getByTestId('refund-amount').fill('3000');
  await page.getByTestId('refund-reason').fill('Duplicate transfer');
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('At most ₹2,360.00 can be refunded')).toBeVisible();
  await page.getByTestId('refund-amount').fill('1000');
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await confirm(page);
  await expect(page.getByText('Refund recorded successfully')).toBeVisible();
  await expect(row).toContainText('₹1,000.00');
  await expect(row).toContainText('Partly refunded');
  await snap(page, 'payments-refunded');
});

test('a custom payment needs a description and is recorded', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/payment-links/payments');
  await page.getByTestId('record-custom-payment').click();
  await pickOrg(page, 'payment-org', BANK_ORG);
  await page.getByTestId('payment-amount').fill('999');
  await page.getByRole('dialog').getByRole('button', { name: 'Record custom payment' }).click();
  await expect(page.getByRole('dialog').getByText('Required')).toBeVisible();
  const description = `Setup fee e2e ${Date.now()}`;
  await page.getByTestId('payment-description').fill(description);
  await page.getByRole('dialog').getByRole('button', { name: 'Record custom payment' }).click();
  await expect(page.getByText('Record a payment of ₹999.00?')).toBeVisible();
  await confirm(page);
  await expect(page.getByText('Payment created successfully')).toBeVisible();
  await expect(page.getByTestId('payments-table').getByRole('row', { name: /Custom/ }).first()).toContainText('₹999.00');
});

test("a team's invoices tab lists its invoices and serves the PDF", async ({ page }) => {
  await logInAsStaff(page);
  const search = await page.request.get(`/api/org/search?text=${encodeURIComponent(BANK_ORG)}`);
  const orgId = (await search.json()).data.rows[0].id as number;
  await page.goto(`/teams/${orgId}/invoices`);
  const tab = page.getByTestId('team-invoices-tab');
  await expect(tab.getByTestId('invoices-table').getByRole('row')).not.toHaveCount(1);
  const first = tab.getByTestId('invoices-table').getByRole('row').nth(1);
  await expect(first).toContainText(/SB\/\d{4}-\d{2}\/\d{6}/);
  await expect(first).toContainText(/CGST|IGST/);
  await expect(tab.getByTestId('payments-table')).toContainText('Bank transfer');
  await snap(page, 'payments-team-invoices');

  const link = first.getByRole('link', { name: 'Download PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^SB-\d{4}-\d{2}-\d{6}\.pdf$/);
  const href = await link.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
