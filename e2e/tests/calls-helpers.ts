import { expect, type Page } from '@playwright/test';
import type { CallPage, CallRow } from '@switchboard/contract/calls';
import { logInAsStaff } from './helpers';

/**
 * The trial calls the server lists, first 100: as the page lists them by default (soft-deleted
 * ones left out), or with them when `withDeleted` (the page's "Show deleted calls" switched on).
 */
export async function trialRows(page: Page, query = '', withDeleted = false): Promise<CallRow[]> {
  const response = await page.request.get(
    `/api/call-history/trial?page_size=100${withDeleted ? '&include_soft_deleted=true' : ''}${query}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CallPage }).data.rows;
}

/** Switches "Show deleted calls" on: soft-deleted calls are then listed too, marked. */
export async function showDeletedCalls(page: Page) {
  await page.getByRole('switch', { name: 'Show deleted calls' }).click();
  await expect(page).toHaveURL(/deleted=show/);
}

/** Shows one call in the list by searching its switch call id. */
export async function showCall(page: Page, call: CallRow) {
  await page.getByTestId('filter-text').fill(call.switch_call_id);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
}

/** Signed in, on Trial Call History with its first rows shown. */
export async function openTrialCalls(page: Page) {
  await logInAsStaff(page);
  await page.getByTestId('menu-trial-call-history').click();
  await expect(page.getByTestId('trial-call-history')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
}

/** The ids of the calls the list shows, top to bottom. */
export const shownIds = (page: Page) =>
  page
    .getByTestId('trial-calls-table')
    .locator('[data-testid^="details-"]')
    .evaluateAll((buttons) =>
      buttons.map((b) => Number(b.getAttribute('data-testid')?.slice('details-'.length))),
    );
