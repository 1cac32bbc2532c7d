import { expect, test, type Page } from '@playwright/test';
import type { CallPage, CallRow } from '@switchboard/contract/calls';
import { durationChoices, durationParams, matchesDuration } from '@switchboard/contract/rules/call-duration';
import { logInAsStaff, snap } from './helpers';

const durationLabels = { EQUAL_0: '0 seconds', '1_TO_30': '1 to 30 seconds', '30_TO_60': '31 to 60 seconds', '60_AND_ABOVE': 'Over 60 seconds' } as const;

async function trialRows(page: Page, query = ''): Promise<CallRow[]> {
  const response = await page.request.get(`/api/call-history/trial?page_size=100&include_soft_deleted=true${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CallPage }).data.rows;
}

async function chooseDuration(page: Page, label: string) {
  await page.getByTestId('filter-duration').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Shows one call in the list by searching its switch call id. */
async function showCall(page: Page, call: CallRow) {
  await page.getByTestId('filter-text').fill(call.switch_call_id);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-trial-call-history').click();
  await expect(page.getByTestId('trial-call-history')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
});

test('filters trial calls by each duration choice, with the filter in the URL', async ({ page }) => {
  await snap(page, 'calls-trial-list');
  let deleted: CallRow | undefined;
  for (let p = 0; p < 10 && !deleted; p += 1) deleted = (await trialRows(page, `&page=${p}`)).find((r) => r.is_soft_deleted);
  if (!deleted) throw new Error('no soft-deleted trial call in the demo data');
  await showCall(page, deleted);
  await expect(page.getByTestId('soft-deleted-badge')).toBeVisible();
  await page.getByTestId('filter-text').fill('');
  // Let the cleared search reach the URL and the list reload before picking from a dropdown.
  await expect(page).not.toHaveURL(/text=/);
  await expect(page.getByTestId('table-loading')).toHaveCount(0);
  for (const choice of durationChoices) {
    await expect(async () => {
      await chooseDuration(page, durationLabels[choice]);
      await expect(page).toHaveURL(new RegExp(`duration=${choice}`), { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    // The rows of the previous filter may still show for a moment: wait for the new ones.
    await expect(async () => {
      const seconds = await page.getByTestId('call-duration').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-seconds'))));
      expect(seconds.length).toBeGreaterThan(0);
      expect(seconds.every((s) => matchesDuration(s, durationParams(choice)))).toBe(true);
    }).toPass({ timeout: 10_000 });
    if (choice === '30_TO_60') await snap(page, 'calls-trial-31-to-60');
  }
  await page.reload();
  await expect(page.getByTestId('filter-duration')).toHaveValue(durationLabels['60_AND_ABOVE']);
});

test('opens a recording in a new tab, plays it inline, and shows each recording toast', async ({ page }) => {
  const rows = await trialRows(page);
  const playable = rows.find((r) => r.recording_id?.includes('/tone-'));
  const missing = rows.find((r) => r.recording_id?.includes('/missing-'));
  const none = rows.find((r) => !r.recording_id);
  if (!playable || !missing || !none) throw new Error('demo data lacks a recording case');

  await showCall(page, playable);
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByTestId(`recording-${playable.id}`).click()]);
  await expect(tab).toHaveURL(/\/api\/files\/download\?key=recordings/);
  const audio = await page.request.get(tab.url());
  expect(audio.headers()['content-type']).toContain('audio/wav');
  await tab.close();

  await page.getByTestId(`details-${playable.id}`).click();
  await expect(page.getByTestId('inline-player')).toBeVisible();
  await page.keyboard.press('Escape');

  await showCall(page, none);
  await page.getByTestId(`recording-${none.id}`).click();
  await expect(page.getByText(`Invalid Call Recording ID: ${none.id}`)).toBeVisible();
  await snap(page, 'calls-toast-invalid-recording');

  await showCall(page, missing);
  await page.getByTestId(`recording-${missing.id}`).click();
  await expect(page.getByText('No url found')).toBeVisible();
  await snap(page, 'calls-toast-no-url');
});

test('reads call details and searches the transcript', async ({ page }) => {
  const rows = await trialRows(page, '&status=ANSWERED&duration_gt=30');
  for (const call of rows) {
    const detail = await page.request.get(`/api/call-history/${call.id}/details`);
    if (((await detail.json()) as { data: { transcript: unknown[] } }).data.transcript.length === 0) continue;
    await showCall(page, call);
    await page.getByTestId(`details-${call.id}`).click();
    await page.getByTestId('tab-transcript').click();
    await page.getByTestId('transcript-search').fill('account');
    await expect(page.getByTestId('transcript-lines').locator('mark').first()).toHaveText(/account/i);
    await snap(page, 'calls-detail-transcript');
    return;
  }
  throw new Error('no trial call with a transcript in the demo data');
});

test('edits a CDR and sees the change in the list', async ({ page }) => {
  const [call] = await trialRows(page, '&status=ANSWERED&duration_gt=0');
  if (!call) throw new Error('no answered trial call');
  await showCall(page, call);
  await page.getByTestId(`edit-${call.id}`).click();
  await page.getByTestId('cdr-duration').fill('77');
  await snap(page, 'calls-edit-cdr');
  await page.getByTestId('cdr-save').click();
  await expect(page.getByText('CDR updated successfully')).toBeVisible();
  await expect(page.getByTestId('call-duration')).toHaveText('1:17');
});

test("shows a team's call stats and its calls", async ({ page }) => {
  const [call] = await trialRows(page);
  if (!call) throw new Error('no trial call');
  await page.goto(`/teams/${call.org_id}/call-stats`);
  await expect(page.getByTestId('team-tab-call-stats')).toBeVisible();
  await expect(page.getByTestId('chart-calls')).toBeVisible();
  await expect(page.getByTestId('org-calls-table').getByTestId('table-row').first()).toBeVisible();
  await snap(page, 'calls-team-stats');
});
