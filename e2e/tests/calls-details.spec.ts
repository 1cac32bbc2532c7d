import { expect, test, expectToast } from './fixtures';
import { openTrialCalls, showCall, shownIds, trialRows } from './calls-helpers';
import { snap } from './helpers';

// A call's own actions on Trial Call History: its recording, details, id search and CDR edit.

test.beforeEach(async ({ page }) => openTrialCalls(page));

test('opens a recording in a new tab, plays it inline, and shows each recording toast', async ({
  page,
}) => {
  const rows = await trialRows(page);
  const playable = rows.find((r) => r.recording_id?.includes('/tone-'));
  const missing = rows.find((r) => r.recording_id?.includes('/missing-'));
  const none = rows.find((r) => !r.recording_id && r.duration > 0);
  const silent = rows.find((r) => r.duration === 0);
  if (!playable || !missing || !none || !silent)
    throw new Error('demo data lacks a recording case');

  await showCall(page, playable);
  await expect(page.getByTestId(`recording-${playable.id}`)).toHaveAttribute(
    'data-has-recording',
    'true',
  );
  await expect(page.getByTestId(`recording-${playable.id}`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId(`recording-${playable.id}`).click(),
  ]);
  await expect(tab).toHaveURL(/\/api\/files\/download\?key=recordings/);
  const audio = await page.request.get(tab.url());
  expect(audio.headers()['content-type']).toContain('audio/wav');
  await tab.close();

  await page.getByTestId(`details-${playable.id}`).click();
  await expect(page.getByTestId('inline-player')).toBeVisible();
  await page.keyboard.press('Escape');

  // Which calls have a recording shows before a click; a 0:00 call has no button at all.
  await showCall(page, silent);
  await expect(page.getByTestId(`details-${silent.id}`)).toBeVisible();
  await expect(page.getByTestId(`recording-${silent.id}`)).toHaveCount(0);
  await showCall(page, none);
  await expect(page.getByTestId(`recording-${none.id}`)).toHaveAttribute(
    'data-has-recording',
    'false',
  );
  await expect(page.getByTestId(`recording-${none.id}`)).toHaveAccessibleName(
    'No recording for this call',
  );
  // Disabled to the eye and to a screen reader; a playable call's button is not.
  await expect(page.getByTestId(`recording-${none.id}`)).toHaveAttribute('aria-disabled', 'true');
  // Playwright waits for an aria-disabled control to enable; a person's click still lands on
  // it, and the spec answers that click with its toast.
  await page.getByTestId(`recording-${none.id}`).click({ force: true });
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
    if (((await detail.json()) as { data: { transcript: unknown[] } }).data.transcript.length === 0)
      continue;
    await showCall(page, call);
    await page.getByTestId(`details-${call.id}`).click();
    await page.getByTestId('tab-transcript').click();
    await page.getByTestId('transcript-search').fill('account');
    await expect(page.getByTestId('transcript-lines').locator('mark').first()).toHaveText(
      /account/i,
    );
    await snap(page, 'calls-detail-transcript');
    return;
  }
  throw new Error('no trial call with a transcript in the demo data');
});

test('finds a call by the id its details show, with or without #', async ({ page }) => {
  const [, id] = await shownIds(page);
  if (id === undefined) throw new Error('fewer than two trial calls in the demo data');
  const call = { id };
  await page.getByTestId(`details-${call.id}`).click();
  const title = page.getByRole('dialog').getByText(`Call #${call.id}`);
  await expect(title).toBeVisible();
  await page.keyboard.press('Escape');
  for (const text of [`#${call.id}`, String(call.id)]) {
    await page.getByTestId('filter-text').fill(text);
    await expect(page).toHaveURL(new RegExp(`text=${encodeURIComponent(text)}`));
    await expect(page.getByTestId(`details-${call.id}`)).toBeVisible();
  }
  await page.getByTestId('filter-text').fill(`#${call.id}`);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
});

test('edits a CDR, its times included, and sees the change in the list', async ({ page }) => {
  const [call] = await trialRows(page, '&status=ANSWERED&duration_gt=0');
  if (!call) throw new Error('no answered trial call');
  await showCall(page, call);
  await page.getByTestId(`edit-${call.id}`).click();
  const modal = page.getByTestId('edit-cdr-modal');
  // Times are India times, day first, whatever the browser's zone.
  const started = new Date(Date.parse(call.started_at) + 5.5 * 3600_000);
  const dd = String(started.getUTCDate()).padStart(2, '0');
  const mm = String(started.getUTCMonth() + 1).padStart(2, '0');
  await expect(page.getByTestId('cdr-started-date')).toHaveValue(
    `${dd}/${mm}/${started.getUTCFullYear()}`,
  );
  await expect(page.getByTestId('cdr-started-hours')).toHaveValue(
    String(started.getUTCHours()).padStart(2, '0'),
  );
  await page.getByTestId('cdr-duration').fill('77');
  // The call now ends 77 s after it started.
  const ended = new Date(started.getTime() + 77_000);
  await page
    .getByTestId('cdr-ended-date')
    .fill(
      `${String(ended.getUTCDate()).padStart(2, '0')}/${String(ended.getUTCMonth() + 1).padStart(2, '0')}/${ended.getUTCFullYear()}`,
    );
  await page.getByTestId('cdr-ended-hours').fill(String(ended.getUTCHours()).padStart(2, '0'));
  await page.getByTestId('cdr-ended-minutes').fill(String(ended.getUTCMinutes()).padStart(2, '0'));
  await page.getByTestId('cdr-ended-seconds').fill(String(ended.getUTCSeconds()).padStart(2, '0'));
  await page.getByTestId('cdr-from').focus();
  await expect(page.getByTestId('cdr-changed')).toHaveText(/duration, end time/);
  await snap(page, 'calls-edit-cdr');
  await page.getByTestId('cdr-save').click();
  await expectToast(page, 'CDR updated successfully');
  await expect(page.getByTestId('call-duration')).toHaveText('1:17');
  const [saved] = await trialRows(page, `&text=${call.switch_call_id}`);
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  expect(saved?.ended_at && second(saved.ended_at) - second(call.started_at)).toBe(77);
  expect(saved?.started_at).toBe(call.started_at);
  // The call's drawer links its team and tells who corrected it.
  await page.getByTestId(`details-${call.id}`).click();
  const drawer = page.getByTestId('call-detail');
  await expect(drawer.getByTestId('linked-org')).toBeVisible();
  await drawer.getByTestId('tab-history').click();
  await expect(drawer.getByTestId('object-history')).toContainText('CDR corrected');
  await snap(page, 'calls-detail-history');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // An end before the start is refused before anything is sent.
  await page.getByTestId(`edit-${call.id}`).click();
  await page.getByTestId('cdr-ended-date').fill('01/01/2020');
  await page.getByTestId('cdr-from').focus();
  await expect(modal.getByText('The call cannot end before it started')).toBeVisible();
  await expect(page.getByTestId('cdr-save')).toBeDisabled();
});
