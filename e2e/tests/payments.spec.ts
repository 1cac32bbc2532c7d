import { expect, test, type Page, expectToast } from './fixtures';
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
  await expectToast(page, 'Payment link created');

  const row = page
    .getByTestId('payment-links-table')
    .getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('₹1,180.50');
  await expect(row).toContainText('Created');
  await snap(page, 'payments-links-list');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/will no longer accept payment/)).toBeVisible();
  await confirm(page, 'Cancel payment link');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // Expiring early is the other way to close a link that is still open.
  const open = page
    .getByTestId('payment-links-table')
    .getByRole('row', { name: /Annual Biz Phone/ });
  await open.getByRole('button', { name: 'Expire' }).click();
  await expect(page.getByText(/^Expire link plink_\w+ for Coastal Seafoods now\?$/)).toBeVisible();
  await confirm(page, 'Expire payment link');
  await expect(page.getByText('Payment link expired')).toBeVisible();
  await expect(open).toContainText('Expired');

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
  await expect(
    page.getByText(`Record ₹2,360.00 received by bank transfer (reference ${utr})?`),
  ).toBeVisible();
  await confirm(page);
  await expectToast(page, 'Payment created successfully');

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
  await expectToast(page, 'Refund recorded successfully');
  await expect(row).toContainText('₹1,000.00');
  await expect(row).toContainText('Partly refunded');
  await snap(page, 'payments-refunded');

  // The refund's credit note reverses the GST against the invoice, listed beside it and downloadable.
  const invoiceNumber = /SB\/\d{4}-\d{2}\/\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  const orgId = (
    await (await page.request.get(`/api/org/search?text=${encodeURIComponent(BANK_ORG)}`)).json()
  ).data.rows[0].id as number;
  await page.goto(`/teams/${orgId}/invoices`);
  const invoice = page
    .getByTestId('invoices-table')
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(invoice).toContainText(/SB-CN\/\d{4}-\d{2}\/\d{6}/);
  await expect(invoice).toContainText('−₹1,000.00');
  await snap(page, 'payments-credit-note');
  const note = invoice.getByRole('link', { name: /^Download credit note SB-CN/ });
  const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/filename="SB-CN-\d{4}-\d{2}-\d{6}\.pdf"/);
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
  await expectToast(page, 'Payment created successfully');
  const table = page.getByTestId('payments-table');
  const row = table.getByRole('row', { name: /Custom/ }).first();
  await expect(row).toContainText('₹999.00');
  const id = ((await row.getByRole('cell').first().textContent()) ?? '').trim();

  // Deleting asks first; the payment leaves the list (its invoice stays for the books).
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      `Delete payment #${id} of Mysore Sandal Crafts? It leaves the lists; its invoice is kept.`,
    ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Payment deleted successfully');
  await expect(table.getByRole('cell', { name: id, exact: true })).toHaveCount(0);
  await snap(page, 'payments-list');
});

test('a mandate registration link is sent, found by its id, viewed and cancelled', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.goto('/payment-links/mandates');
  await page.getByRole('button', { name: 'Create registration link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create registration link' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByText('Enter an amount above ₹0')).toBeVisible();
  await pickOrg(page, 'mandate-org', LINK_ORG);
  await page.getByTestId('mandate-amount').fill('150000');
  await expect(page.getByTestId('mandate-amount')).toHaveValue('₹ 1,50,000');
  await dialog.getByRole('textbox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await dialog.getByRole('button', { name: 'Create registration link' }).click();
  await expect(
    page.getByText(
      'Send the team a registration link for debits of up to ₹1,50,000.00, Quarterly?',
    ),
  ).toBeVisible();
  await confirm(page);
  await expectToast(page, 'Registration link sent');

  const table = page.getByTestId('mandates-table');
  const row = table.getByRole('row', { name: /Konkan Homestays/ }).first();
  await expect(row).toContainText('₹1,50,000.00');
  await expect(row).toContainText('Created');
  const mandateId = ((await row.getByRole('button', { name: /^mdt_/ }).textContent()) ?? '').trim();
  expect(mandateId).toMatch(/^mdt_[A-Za-z0-9]{14}$/);
  await page.getByTestId('mandates-search').fill(mandateId);
  await expect(page).toHaveURL(new RegExp(`text=${mandateId}`));
  await expect(table.getByRole('row')).toHaveCount(2);

  // GET admin/mandate/{mandate_id}: the mandate as the gateway last reported it.
  await row.getByRole('button', { name: mandateId }).click();
  const detail = page.getByTestId('mandate-detail');
  await expect(detail).toContainText('Konkan Homestays');
  await expect(detail).toContainText('Quarterly');
  await expect(detail).toContainText('₹1,50,000.00');
  // The registration link the customer was sent: our short link to the gateway's page.
  await expect(detail.getByRole('link', { name: /\/s\/[0-9A-Za-z]{7}$/ })).toBeVisible();
  await snap(page, 'payments-mandate-detail');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Cancel mandate' }).click();
  await expect(
    page.getByText(
      `Cancel mandate ${mandateId} of Konkan Homestays? No further debits will be made.`,
    ),
  ).toBeVisible();
  await confirm(page);
  await expectToast(page, 'Mandate cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel mandate' })).toHaveCount(0);
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
