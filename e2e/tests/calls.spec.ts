import { expect, test, type Page, expectToast } from './fixtures';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import type { CallPage, CallRow } from '@switchboard/contract/calls';
import {
  durationChoices,
  durationParams,
  matchesDuration,
} from '@switchboard/contract/rules/call-duration';
import { openTrialCalls, showDeletedCalls, shownIds, trialRows } from './calls-helpers';
import { snap } from './helpers';

const durationLabels = {
  EQUAL_0: '0 seconds',
  '1_TO_30': '1 to 30 seconds',
  '30_TO_60': '31 to 60 seconds',
  '60_AND_ABOVE': 'Over 60 seconds',
} as const;

async function chooseDuration(page: Page, label: string) {
  await page.getByTestId('filter-duration').click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The page numbers the footer offers. */
const offeredPages = (page: Page) =>
  page
    .getByTestId('table-pager')
    .locator('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.textContent ?? '').filter((text) => text !== ''),
    );

test.beforeEach(async ({ page }) => openTrialCalls(page));

test('leaves soft-deleted trial calls out by default, and shows them marked when switched on', async ({
  page,
}) => {
  await snap(page, 'calls-trial-list');
  let deleted: CallRow | undefined;
  for (let p = 0; p < 10 && !deleted; p += 1)
    deleted = (await trialRows(page, `&page=${p}`, true)).find((r) => r.is_soft_deleted);
  if (!deleted) throw new Error('no soft-deleted trial call in the demo data');
  // Off by default: the deleted call is not listed, and nothing about it is in the URL.
  await expect(page.getByRole('switch', { name: 'Show deleted calls' })).not.toBeChecked();
  await page.getByTestId('filter-text').fill(deleted.switch_call_id);
  await expect(page).toHaveURL(/text=/);
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await expect(page).not.toHaveURL(/deleted=/);
  // Switched on, it is listed, marked, and the choice is in the URL.
  await showDeletedCalls(page);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('soft-deleted-badge')).toBeVisible();
  await page.getByTestId(`details-${deleted.id}`).click();
  await expect(page.getByTestId('detail-deleted')).toContainText('Deleted on');
  await page.keyboard.press('Escape');
  // Switched off again, it is gone.
  await page.getByRole('switch', { name: 'Show deleted calls' }).click();
  await expect(page).not.toHaveURL(/deleted=/);
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.getByTestId('filter-text').fill('');
  await expect(page).not.toHaveURL(/text=/);
  await expect(page.getByTestId('table-row')).toHaveCount(10);
});

test('filters trial calls by each duration choice, with the filter in the URL', async ({
  page,
}) => {
  for (const choice of durationChoices) {
    const inUrl = new RegExp(`duration=${choice}`);
    await expect(async () => {
      // A second click on the chosen option would clear it: pick only while it is not chosen.
      if (!inUrl.test(page.url())) await chooseDuration(page, durationLabels[choice]);
      await expect(page).toHaveURL(inUrl, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    // The rows of the previous filter may still show for a moment: wait for the new ones.
    await expect(async () => {
      const seconds = await page
        .getByTestId('call-duration')
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-seconds'))));
      expect(seconds.length).toBeGreaterThan(0);
      expect(seconds.every((s) => matchesDuration(s, durationParams(choice)))).toBe(true);
    }).toPass({ timeout: 10_000 });
    if (choice === '30_TO_60') await snap(page, 'calls-trial-31-to-60');
  }
  await page.reload();
  await expect(page.getByTestId('filter-duration')).toHaveValue(durationLabels['60_AND_ABOVE']);
  // One click clears every filter; with none set, the button is gone.
  await page.getByTestId('reset-filters').click();
  await expect(page).not.toHaveURL(/duration=/);
  await expect(page.getByTestId('filter-duration')).toHaveValue('');
  await expect(page.getByTestId('reset-filters')).toHaveCount(0);
});

test('pages deep into trial calls and back by keyset, offering only the pages it can reach', async ({
  page,
}) => {
  // The demo holds hundreds of trial calls, production millions: the total is scaled to the
  // flagged estimate the server gives at that size. Rows and cursors are the real server's.
  await page.route('**/api/call-history/trial?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: CallPage };
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, total_items: 4_000_000, total_is_estimate: true } },
    });
  });
  const all = (await trialRows(page)).map((r) => r.id);
  await page.reload();
  await expect(page.getByTestId('table-total')).toHaveText('about 40,00,000 total');
  // No jump to an estimated last page: only pages that exist for sure.
  expect(await offeredPages(page)).toEqual(['1', '2']);
  await expect.poll(() => shownIds(page)).toEqual(all.slice(0, 10));

  // Forward by the cursor of the page on screen, then back by its prev cursor.
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(new RegExp(`page=2&cursor=${all[9]}`));
  await expect.poll(() => shownIds(page)).toEqual(all.slice(10, 20));
  await page.getByTestId('page-next').click();
  await expect.poll(() => shownIds(page)).toEqual(all.slice(20, 30));
  await page.getByTestId('page-previous').click();
  await expect(page).toHaveURL(new RegExp(`page=2&before=${all[20]}`));
  await expect.poll(() => shownIds(page)).toEqual(all.slice(10, 20));

  // Deep in the list, past the offset limit (a link, or many pages of next): only next and
  // previous go on from here, both by keyset, and page 1 is one click away.
  await page.goto(`/trial-call-history?page=1500&cursor=${all[49]}`);
  await expect.poll(() => shownIds(page)).toEqual(all.slice(50, 60));
  expect(await offeredPages(page)).toEqual(['1', '1,500']);
  await expect(page.getByTestId('table-page')).toHaveText('Page 1,500 of about 4,00,000');
  await snap(page, 'calls-trial-deep-page');
  await page.getByTestId('page-previous').click();
  await expect(page).toHaveURL(new RegExp(`page=1499&before=${all[50]}`));
  await expect.poll(() => shownIds(page)).toEqual(all.slice(40, 50));
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(new RegExp(`page=1500&cursor=${all[49]}`));
  await expect.poll(() => shownIds(page)).toEqual(all.slice(50, 60));
  await page.getByTestId(`details-${all[52]}`).click();
  await expect(page.getByTestId('call-detail')).toContainText(`Call #${all[52]}`);
  // The pager's click scrolled the page: from the top, the full-page shot shows the drawer as seen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'calls-detail-drawer');
  await page.keyboard.press('Escape');
  await page.getByTestId('table-pager').getByRole('button', { name: '1', exact: true }).click();
  await expect(page).not.toHaveURL(/cursor=|before=/);
  await expect.poll(() => shownIds(page)).toEqual(all.slice(0, 10));
});

test("shows a team's call stats for a date range, its calls by agent, and its dialer CDRs", async ({
  page,
}) => {
  const [call] = await trialRows(page, '&status=ANSWERED');
  if (!call?.user_id) throw new Error('no trial call with an agent');
  await page.goto(`/teams/${call.org_id}/call-stats`);
  await expect(page.getByTestId('call-history-tab')).toBeVisible();
  await expect(page.getByTestId('chart-calls')).toBeVisible();
  await expect(page.getByTestId('chart-minutes')).toBeVisible();
  const stats = (await (
    await page.request.get(`/api/call-history/org/${call.org_id}/stats/total-call-and-duration`)
  ).json()) as {
    data: { total_calls: number; total_duration_seconds: number; answered_calls: number };
  };
  const indian = new Intl.NumberFormat('en-IN');
  await expect(page.getByTestId('stat-total-calls')).toHaveText(
    indian.format(stats.data.total_calls),
  );
  await expect(page.getByTestId('stat-total-minutes')).toHaveText(
    indian.format(Math.round(stats.data.total_duration_seconds / 60)),
  );
  await expect(page.getByTestId('stat-answered')).toHaveText(
    indian.format(stats.data.answered_calls),
  );
  await expect(page.getByTestId('stats-range')).toHaveText(
    /^From \d{2} [A-Z][a-z]{2} \d{4} to \d{2} [A-Z][a-z]{2} \d{4} \(India time\)$/,
  );
  await expect(page.getByTestId('org-calls-table').getByTestId('table-row').first()).toBeVisible();
  await snap(page, 'calls-team-stats');

  // The date range applies to the figures and the list, and lives in the URL.
  const day = new Date(Date.parse(call.started_at) + 5.5 * 3600_000).toISOString().slice(0, 10);
  await page.goto(`/teams/${call.org_id}/call-stats?from=${day}&to=${day}`);
  const [y, m, d] = day.split('-');
  await expect(page.getByTestId('filter-dates')).toHaveText(`${d}/${m}/${y} – ${d}/${m}/${y}`);
  await expect(page.getByTestId('stats-range')).toContainText(
    `From ${new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`))}`,
  );
  const onDay = (await (
    await page.request.get(
      `/api/call-history/org/${call.org_id}?page_size=100&from=${day}&to=${day}`,
    )
  ).json()) as { data: CallPage };
  await expect(page.getByText(`${onDay.data.total_items} total`)).toBeVisible();

  // Agents are searched on the server by what is typed, and picked by name.
  const typed = (call.agent_name ?? '').slice(0, 4);
  const search = page.waitForRequest((r) =>
    r
      .url()
      .includes(`/api/call-history/org/${call.org_id}/agents?text=${encodeURIComponent(typed)}`),
  );
  await page.getByTestId('filter-user_id').fill(typed);
  await search;
  await page.getByRole('option', { name: call.agent_name ?? '', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`user_id=${call.user_id}`));
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  for (const name of await page
    .getByTestId('org-calls-table')
    .getByTestId('call-agent')
    .allInnerTexts()) {
    expect(name).toBe(call.agent_name);
  }

  // Dialer CDRs: the same filters, sent as a body to the dialer CDR list.
  await page.goto(`/teams/${call.org_id}/call-stats`);
  const dialerList = page.waitForRequest(
    (r) => r.url().endsWith('/api/admin/dialer/cdr/list') && r.method() === 'POST',
  );
  await page.getByTestId('call-list-switch').getByText('Dialer CDRs').click();
  const asked = (await dialerList).postDataJSON();
  expect(asked).toMatchObject({ org_id: call.org_id, page: 0 });
  // Soft-deleted CDRs are left out unless "Show deleted calls" is switched on.
  expect(asked).not.toHaveProperty('include_soft_deleted');
  await expect(page).toHaveURL(/list=dialer/);
  const dialer = (await (
    await page.request.post('/api/admin/dialer/cdr/list', {
      data: { org_id: call.org_id, page_size: 100 },
      headers: {
        [XSRF_HEADER]:
          (await page.context().cookies()).find((c) => c.name === XSRF_COOKIE)?.value ?? '',
      },
    })
  ).json()) as { data: CallPage };
  expect(dialer.data.rows.length).toBeGreaterThan(0);
  expect(dialer.data.rows.every((r) => r.source === 'DIALER')).toBe(true);
  const table = page.getByTestId('dialer-cdrs-table');
  await expect(table.getByTestId('table-row')).toHaveCount(Math.min(10, dialer.data.rows.length));
  await expect(page.getByText(`${dialer.data.total_items} total`)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'calls-dialer-cdrs');

  const answered = dialer.data.rows.filter((r) =>
    matchesDuration(r.duration, durationParams('60_AND_ABOVE')),
  );
  await chooseDuration(page, durationLabels['60_AND_ABOVE']);
  await expect(page).toHaveURL(/duration=60_AND_ABOVE/);
  await expect(table.getByTestId('table-row')).toHaveCount(Math.min(10, answered.length));

  // A dialer CDR is edited like any other.
  const [cdr] = answered;
  if (!cdr) throw new Error('no dialer CDR over 60 s');
  await page.getByTestId(`edit-${cdr.id}`).click();
  // One second less: a duration never outgrows its call's start and end.
  await page.getByTestId('cdr-duration').fill(String(cdr.duration - 1));
  await page.getByTestId('cdr-save').click();
  await expectToast(page, 'CDR updated successfully');
  await page.reload();
  await expect(page.getByTestId('dialer-cdrs-table')).toBeVisible();
  await expect(page.getByTestId('filter-duration')).toHaveValue(durationLabels['60_AND_ABOVE']);
});
