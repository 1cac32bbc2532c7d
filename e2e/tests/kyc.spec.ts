import { expect, test, type Page } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

// Demo orgs only the KYC area changes: Kaveri Textiles and Patel Pharma Distributors are
// pending review, Konkan Homestays has never submitted a KYC.

async function openQueue(page: Page) {
  await page.getByTestId('menu-kyc').click();
  await expect(page.getByTestId('kyc-queue')).toBeVisible();
}

async function openReview(page: Page, search: string, name: string) {
  await page.goto('/kyc');
  await page.getByTestId('chip-ALL').click();
  await page.getByTestId('kyc-search').fill(search);
  await page.getByTestId('table-row').filter({ hasText: name }).first().click();
  await expect(page.getByTestId('review-org-name')).toHaveText(name);
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await logInAsStaff(page);
});

test('filters the queue and keeps the filters after a reload', async ({ page }) => {
  await openQueue(page);
  await page.getByTestId('chip-PENDING').click();
  await page.getByTestId('kyc-search').fill('textiles');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('table-row')).toContainText('Kaveri Textiles');
  await expect(page.getByTestId('chip-PENDING')).toContainText(/Pending · \d+/);
  await snap(page, 'kyc-queue-filtered');

  await page.reload();
  await expect(page.getByTestId('kyc-queue')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('kyc-search')).toHaveValue('textiles');
  await expect(page.getByTestId('chip-PENDING').locator('input')).toBeChecked();
  await expect(page.getByTestId('table-row')).toContainText('Kaveri Textiles');
});

test('opens a KYC, zooms a document and rejects it with two reasons', async ({ page }) => {
  await openReview(page, 'Kaveri', 'Kaveri Textiles');
  const url = page.url();
  await expect(page.getByTestId('document-image').first()).toBeVisible();
  await expect(page.getByTestId('document-pane')).toHaveCount(2);
  const firstPane = page.getByTestId('document-pane').first();
  await firstPane.getByRole('button', { name: 'Zoom in' }).click();
  await firstPane.getByRole('button', { name: 'Zoom in' }).click();
  await expect(firstPane.getByTestId('zoom-level')).toHaveText('150%');
  await firstPane.getByRole('button', { name: 'Rotate' }).click();
  await expect(firstPane.getByTestId('document-image')).toHaveAttribute('data-rotation', '90');
  await snap(page, 'kyc-review-zoomed');

  await page.getByTestId('action-reject').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Document is blurred').check();
  await dialog.getByLabel('Back side of the document is missing').check();
  await snap(page, 'kyc-reject-dialog');
  await dialog.getByTestId('reject-submit').click();
  await expect(page.getByText('KYC of Kaveri Textiles rejected')).toBeVisible();
  // The next pending KYC opens by itself.
  await expect(page).not.toHaveURL(url);
  await expect(page.getByTestId('kyc-review')).toBeVisible();

  await page.goto(url);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'REJECTED');
  await expect(page.getByTestId('review-rejection')).toContainText('Document is blurred · Back side of the document is missing');
});

test('approves another KYC after a confirmation naming the org', async ({ page }) => {
  await openReview(page, 'Patel Pharma', 'Patel Pharma Distributors');
  await page.getByTestId('action-approve').click();
  await expect(page.getByRole('dialog')).toContainText('Approve the KYC of Patel Pharma Distributors (80');
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('KYC of Patel Pharma Distributors approved')).toBeVisible();
  await openReview(page, 'Patel Pharma', 'Patel Pharma Distributors');
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'APPROVED');
  await expect(page.getByTestId('action-approve')).toBeDisabled();
});

test('copies a KYC to a second org chosen by search', async ({ page }) => {
  await openReview(page, 'Patel Pharma', 'Patel Pharma Distributors');
  await page.getByTestId('action-copy').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('copy-target').fill('Konkan');
  await page.getByRole('option', { name: /Konkan Homestays/ }).click();
  await expect(dialog.getByTestId('copy-target-label')).toContainText(/Konkan Homestays · \S+ · #\d+/);
  await snap(page, 'kyc-copy-dialog');
  await dialog.getByTestId('copy-submit').click();
  await expect(page.getByRole('dialog').last()).toContainText('Copy the KYC of Patel Pharma Distributors');
  await page.getByRole('dialog').last().getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Kyc copied successfully')).toBeVisible();

  await openReview(page, 'Konkan', 'Konkan Homestays');
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'APPROVED');
});

test('sends the Digio KYC link by SMS and reads the action history', async ({ page }) => {
  await openReview(page, 'Konkan', 'Konkan Homestays');
  await page.getByTestId('review-tab-digio').click();
  await page.getByTestId('digio-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/SMS sent successfully to mobile \d{10}/)).toBeVisible();
  await expect(page.getByTestId('digio-kyc-requests')).toContainText('Requested');
  await snap(page, 'kyc-digio');

  await page.getByTestId('review-tab-history').click();
  const history = page.getByTestId('kyc-history');
  await expect(history.getByTestId('history-row')).toHaveCount(2);
  await expect(history.getByTestId('history-row').first()).toContainText('Digio link sent');
  await expect(history.getByTestId('history-row').nth(1)).toContainText('KYC copied');
  await expect(history.getByTestId('history-row').nth(1)).toContainText('Asha Rao');
  await expect(history).toContainText('status: NOT_SUBMITTED → APPROVED');
  await snap(page, 'kyc-history');
});
