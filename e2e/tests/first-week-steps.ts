import type { APIRequestContext, Locator } from '@playwright/test';
import { appKycSubmission, byApp } from './app-kyc';
import { expect, type Page } from './fixtures';

// The first week's recurring moves (first-week.spec.ts): the app sending a KYC, staff reviewing
// it from the queue, and a dashboard figure read against its list.

/** The product app sends a team's KYC: each scan to its upload slot, then the submission. */
export async function appSubmitsKyc(
  request: APIRequestContext,
  orgId: number,
  submissionId: string,
) {
  const sent = await request.post('/api/app/kyc', {
    headers: byApp,
    data: await appKycSubmission(request, orgId, submissionId),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await sent.json()).data).toMatchObject({ status: 'PENDING' });
}

/** Opens a team's pending KYC from the queue, found by the team's name; answers its address. */
async function openPendingKyc(page: Page, team: string): Promise<string> {
  await page.getByTestId('menu-kyc').click();
  await page.getByTestId('chip-PENDING').click();
  await page.getByTestId('kyc-search').fill(team);
  // The search settles into the address and the list first: a click on a row before that
  // would land where the filtered list moves it from.
  await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(team);
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const row = page.getByTestId('table-row').filter({ hasText: team });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByTestId('review-org-name')).toHaveText(team);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'PENDING');
  return page.url();
}

/** Approves the business verification, then the KYC, each after its confirmation. */
export async function approveKyc(page: Page, team: string) {
  const url = await openPendingKyc(page, team);
  await page.getByTestId('review-tab-business').click();
  await page.getByTestId('bv-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('review-bv-status')).toHaveAttribute('data-status', 'APPROVED');
  await page.getByTestId('action-approve').click();
  await expect(page.getByRole('dialog')).toContainText(`Approve the KYC of ${team}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  // The reviewer moves on (to the queue or its next KYC); the review keeps its verdict.
  await expect(page).not.toHaveURL(url);
  await page.goto(url);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'APPROVED');
}

export async function rejectKyc(page: Page, team: string) {
  const url = await openPendingKyc(page, team);
  await page.getByTestId('action-reject').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Document is blurred').check();
  await dialog.getByTestId('reject-submit').click();
  await expect(page).not.toHaveURL(url);
  await page.goto(url);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'REJECTED');
  await expect(page.getByTestId('review-rejection')).toContainText('Document is blurred');
}

/** Rupees as the console writes them (₹1,180.00) as a number. */
export const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The setup checklist's step, from the dashboard. */
export const step = (page: Page, name: string) => page.getByTestId(`setup-step-${name}`);

/** Opens a figure's list from the dashboard; the list's total must be the figure. */
export async function figureMatchesList(
  page: Page,
  link: Locator,
  count: (text: string) => string,
) {
  await page.getByTestId('menu-dashboards').click();
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  await expect(link).toBeVisible();
  const figure = count((await link.textContent()) ?? '');
  expect(figure).toMatch(/^[\d,]+$/);
  await link.click();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('table-total')).toHaveText(`${figure} total`);
  return figure;
}
