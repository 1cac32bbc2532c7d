import { fileURLToPath } from 'node:url';
import { expect, test, type Page, expectToast } from './fixtures';
import { logInAsStaff, screenshots, snap } from './helpers';

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
  // The search settles (in the URL, then its rows) before the click, or the click lands where
  // the filtered list has moved the row from.
  await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(search);
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
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

test('moves through the queue with the keyboard, across a page boundary', async ({ page }) => {
  // The queue's first two pages as the server orders them (no filters: the ALL chip).
  const pageOf = async (n: number) =>
    (
      (await (await page.request.get(`/api/org/kyc/search?page=${n}&page_size=10`)).json()) as {
        data: { rows: { org_name: string }[] };
      }
    ).data.rows.map((r) => r.org_name);
  const [first, second] = [await pageOf(1), await pageOf(2)];
  await page.goto('/kyc');
  await page.getByTestId('chip-ALL').click();
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(first[0]!);
  // Out of the chip's input, so the page's shortcuts listen.
  await page.getByRole('heading', { name: 'Document Verification' }).click();

  // Nothing is selected yet: 'a' and 'r' do not act on any row.
  await page.keyboard.press('a');
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('row-cursor')).toHaveCount(0);

  await page.keyboard.press('j');
  await expect(rows.first().getByTestId('row-cursor')).toBeVisible();
  for (let i = 0; i < 9; i += 1) await page.keyboard.press('j');
  await expect(rows.nth(9).getByTestId('row-cursor')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('review-org-name')).toHaveText(first[9]!);

  // n from the page's last row opens the next page's first; p comes back.
  const step = async (key: 'n' | 'p', expected: string) => {
    await expect(
      page.getByRole('button', { name: key === 'n' ? /^Next/ : /^Previous/ }),
    ).toBeEnabled();
    await page.keyboard.press(key);
    await expect(page.getByTestId('review-org-name')).toHaveText(expected);
  };
  await step('n', second[0]!);
  await step('n', second[1]!);
  await step('p', second[0]!);
  await step('p', first[9]!);
  await step('n', second[0]!);

  // Opened by URL after a reload, the queue is fetched again and n still works.
  await page.reload();
  await expect(page.getByTestId('review-org-name')).toHaveText(second[0]!, { timeout: 30_000 });
  await step('n', second[1]!);
  // The queue followed the reviewer to page 2.
  await page.getByText('Back to the queue').click();
  await expect(rows.first()).toContainText(second[0]!);
});

test('renders a PDF document inline in its frame', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (frame|display)|frame-ancestors/i.test(message.text()))
      refused.push(message.text());
  });
  await openReview(page, 'Lotus Dental', 'Lotus Dental Clinic');
  const pdf = page.waitForResponse(
    (r) => r.url().includes('/api/files/download') && r.url().includes('udyam.pdf'),
  );
  await page.getByTestId('thumb-extra_0_front').click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTestId('document-pdf')).toBeVisible();
  // A frame the browser refused would be left on its error page instead of the PDF's URL.
  await expect.poll(() => page.frames().some((f) => f.url().includes('udyam.pdf'))).toBe(true);
  expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false);
  expect(refused).toEqual([]);
  await snap(page, 'kyc-review-pdf');
  if (!screenshots) return;
  // A full-page capture leaves the browser's PDF viewer out: the pane alone, once it has drawn.
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension:')))
    .toBe(true);
  // The viewer draws inside its own process and signals nothing a page can wait for; a pause
  // is the only way, and only the by-eye screenshot needs it.
  await page.waitForTimeout(6000);
  await page.getByTestId('document-pdf').screenshot({
    path: fileURLToPath(new URL('../screenshots/kyc-review-pdf-frame.png', import.meta.url)),
  });
});

test('opens a KYC, zooms a document and rejects it with two reasons', async ({ page }) => {
  await openReview(page, 'Kaveri', 'Kaveri Textiles');
  const url = page.url();
  // The next pending KYC is looked for under the queue's filters. The search for 'Kaveri' may
  // or may not have settled before the row was clicked (a 400 ms debounce), so clear it in the
  // queue and come back: the whole queue's next pending then opens, however fast the machine.
  await page.goBack();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByTestId('kyc-search')).toHaveValue('');
  await page.goForward();
  await expect(page.getByTestId('review-org-name')).toHaveText('Kaveri Textiles');
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
  await expectToast(page, 'KYC of Kaveri Textiles rejected');
  // The next pending KYC opens by itself.
  await expect(page).not.toHaveURL(url);
  await expect(page.getByTestId('kyc-review')).toBeVisible();

  await page.goto(url);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'REJECTED');
  await expect(page.getByTestId('review-rejection')).toContainText(
    'Document is blurred · Back side of the document is missing',
  );
});

test('approves another KYC after a confirmation naming the org', async ({ page }) => {
  await openReview(page, 'Patel Pharma', 'Patel Pharma Distributors');
  await page.getByTestId('action-approve').click();
  await expect(page.getByRole('dialog')).toContainText(
    'Approve the KYC of Patel Pharma Distributors (80',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'KYC of Patel Pharma Distributors approved');
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
  await expect(dialog.getByTestId('copy-target-label')).toContainText(
    /Konkan Homestays · \S+ · #\d+/,
  );
  // What the copy replaces: the destination's KYC as it stands.
  await expect(dialog.getByTestId('copy-target-status')).toHaveText('Its KYC now: Not submitted');
  await snap(page, 'kyc-copy-dialog');
  await dialog.getByTestId('copy-submit').click();
  await expect(page.getByRole('dialog').last()).toContainText(
    'Copy the KYC of Patel Pharma Distributors',
  );
  await expect(page.getByRole('dialog').last()).toContainText(
    "The destination's KYC is now Not submitted",
  );
  await page.getByRole('dialog').last().getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Kyc copied successfully');

  await openReview(page, 'Konkan', 'Konkan Homestays');
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'APPROVED');
});

test('sends the Digio KYC link by SMS and reads the action history', async ({ page }) => {
  await openReview(page, 'Konkan', 'Konkan Homestays');
  await page.getByTestId('review-tab-digio').click();
  await page.getByTestId('digio-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, /SMS sent successfully to mobile \d{10}/);
  await expect(page.getByTestId('digio-kyc-requests')).toContainText('Requested');
  await snap(page, 'kyc-digio');

  // The FUP requirement switches off only with a comment and a confirmation.
  await expect(page.getByTestId('fup-toggle')).toBeDisabled();
  await page.getByTestId('fup-toggle-comment').fill('Signed on paper at the branch');
  await page.getByTestId('fup-toggle').click({ force: true });
  await expect(page.getByRole('dialog')).toContainText(
    'Stop requiring the FUP agreement for Konkan Homestays?',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'FUP requirement updated');
  await expect(page.getByTestId('fup-toggle-state')).toHaveText('success');
  await expect(page.getByTestId('fup-toggle')).not.toBeChecked();

  await page.getByTestId('review-tab-history').click();
  const history = page.getByTestId('kyc-history');
  await expect(history.getByTestId('history-row')).toHaveCount(3);
  await expect(history.getByTestId('history-row').first()).toContainText('FUP requirement');
  await expect(history.getByTestId('history-row').first()).toContainText(
    'Comment: Signed on paper at the branch',
  );
  await expect(history.getByTestId('history-row').nth(1)).toContainText('Digio link sent');
  await expect(history.getByTestId('history-row').nth(2)).toContainText('KYC copied');
  await expect(history.getByTestId('history-row').nth(2)).toContainText('Asha Rao');
  await expect(history).toContainText('Status: NOT_SUBMITTED → APPROVED');
  await snap(page, 'kyc-history');
});

test('after an approval the next pending KYC in the queue opens, not the first', async ({
  page,
}) => {
  const answer = await page.request.get('/api/org/kyc/search?status=PENDING&page_size=50');
  const pending = (
    (await answer.json()) as { data: { rows: { org_id: number; org_name: string }[] } }
  ).data.rows;
  // Not the first row (the old behaviour opened it), and none the other tests rely on.
  const reserved = /Kaveri|Patel|Konkan/;
  const index = pending.findIndex(
    (r, i) => i >= 1 && i + 1 < pending.length && !reserved.test(r.org_name),
  );
  const [reviewed, following] = [pending[index], pending[index + 1]];
  if (index < 0 || !reviewed || !following) throw new Error('too few pending KYC in the demo data');
  await openQueue(page);
  await page.getByTestId('chip-PENDING').click();
  await page.goto(`/kyc/${reviewed.org_id}`);
  await expect(page.getByTestId('review-org-name')).toHaveText(reviewed.org_name);
  await page.getByTestId('action-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`/kyc/${following.org_id}`);
  await expect(page.getByTestId('review-org-name')).toHaveText(following.org_name);
});
