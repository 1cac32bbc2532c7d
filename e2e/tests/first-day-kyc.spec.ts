import { appKycSubmission, byApp, SCAN } from './app-kyc';
import { expect, test, expectToast } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, logInAsStaff, newTeam, openTeamTab, snap } from './helpers';

// KYC on a company's first production start (SEED_DEMO=false, the second e2e server): the only
// way a KYC arrives there is the product app's API, which the test plays with its key.

test.use({ baseURL: firstDayURL });

test('on a never-seeded database, a KYC the app submits is reviewed and approved in the console', async ({
  page,
  request,
}) => {
  await logInAsStaff(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
  const name = `App KYC ${Date.now() % 100_000}`;
  const orgId = await newTeam(page, name);

  // The app: an upload slot for each document, the scan PUT to it, then the submission.
  const submission = await appKycSubmission(request, orgId, `first-day-kyc-${orgId}`);
  // A double tap: the same submission twice at once is one submission.
  const sent = await Promise.all(
    [1, 2].map(() => request.post('/api/app/kyc', { headers: byApp, data: submission })),
  );
  const answers = await Promise.all(sent.map(async (r) => (await r.json()).data));
  expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
  expect(answers[0]).toMatchObject({ status: 'PENDING', bv_status: 'PENDING' });

  // Staff find it among the pending reviews and see what the app sent.
  await page.getByTestId('menu-kyc').click();
  await page.getByTestId('chip-PENDING').click();
  await page.getByTestId('kyc-search').fill(name);
  // The search settles into the address first, or it would take the page back from the review.
  await expect(page).toHaveURL(/[?&]text=App/);
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByTestId('review-org-name')).toHaveText(name);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'PENDING');
  for (const field of ['poa_front', 'poa_back', 'poi_front', 'photo', 'pob_front'])
    await expect(page.getByTestId(`thumb-${field}`)).toBeEnabled();
  await expect(page.getByTestId('thumb-poi_back')).toBeDisabled();
  // The scan itself, fetched through its signed link and drawn at its size.
  const scan = page.getByTestId('document-image').first();
  await expect(scan).toBeVisible();
  await expect
    .poll(() => scan.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(SCAN.width);
  await snap(page, 'first-day-kyc-review');

  await page.getByTestId('review-tab-history').click();
  const submitted = page.getByTestId('kyc-history').getByTestId('history-row').first();
  await expect(submitted).toContainText('Submitted in the app');
  await expect(submitted).toContainText('Customer app');
  await expect(submitted).toContainText(`App submission: first-day-kyc-${orgId}`);

  await page.getByTestId('review-tab-business').click();
  await expect(page.getByTestId('bv-gstin')).toHaveText('GSTIN: 27AAPFU0939F1ZV');
  await page.getByTestId('bv-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Business verification updated');
  await expect(page.getByTestId('review-bv-status')).toHaveAttribute('data-status', 'APPROVED');

  await page.getByTestId('action-approve').click();
  await expect(page.getByRole('dialog')).toContainText(`Approve the KYC of ${name}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`KYC of ${name} approved`)).toBeVisible();
  // No other pending KYC matches the queue's search: the reviewer is back at the queue.
  await expect(page.getByTestId('kyc-queue')).toBeVisible();

  // The team's own page shows its KYC approved.
  await openTeamTab(page, name, name, 'kyc');
  const tab = page.getByTestId('team-tab-kyc');
  await expect(tab.getByTestId('review-status')).toHaveAttribute('data-status', 'APPROVED');
  await expect(tab.getByTestId('review-bv-status')).toHaveAttribute('data-status', 'APPROVED');
});
