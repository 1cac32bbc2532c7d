import { expect, test, type Page } from './fixtures';
import { logInAsStaff, openTeamTab, snap } from './helpers';

// Out-of-range numbers stay as typed and are named at the field; nothing is clamped silently
// and nothing is sent (issue 14, item 1).

test.beforeEach(async ({ page }) => {
  await logInAsStaff(page);
});

async function typeAndExpect(page: Page, testId: string, value: string, message: string) {
  const input = page.getByTestId(testId);
  await input.fill(value);
  await input.blur();
  await expect(input).toHaveValue(value);
  await expect(page.getByText(message)).toBeVisible();
}

test('a talk-time balance out of range is named, not clamped, and cannot be saved', async ({
  page,
}) => {
  await openTeamTab(page, 'urban chai', 'Urban Chai Co', 'daily-talktimes');
  const save = page.getByTestId('team-daily-talktimes').getByRole('button', { name: 'Save' });
  const range = 'Enter a whole number from 0 to 10,00,000';
  await typeAndExpect(page, 'talk-time-input', '-100', range);
  await expect(save).toBeDisabled();
  await typeAndExpect(page, 'talk-time-input', '99,99,99,99,999', range);
  await expect(save).toBeDisabled();
  await page.getByTestId('talk-time-input').fill('2500');
  await expect(page.getByText(range)).toHaveCount(0);
  await expect(save).toBeEnabled();
});

test('a longest call out of range is named, not clamped, and cannot be saved', async ({ page }) => {
  await openTeamTab(page, 'urban chai', 'Urban Chai Co', 'settings');
  const range = 'Enter a whole number from 1 to 600';
  await typeAndExpect(page, 'max-call-minutes', '-5', range);
  await expect(page.getByTestId('settings-save')).toBeDisabled();
  await typeAndExpect(page, 'max-call-minutes', '601', range);
  await expect(page.getByTestId('settings-save')).toBeDisabled();
  await snap(page, 'bounds-longest-call');
  await page.getByTestId('max-call-minutes').fill('45');
  await expect(page.getByTestId('settings-save')).toBeEnabled();
});

test("a CDR duration longer than its call's start to end is named before saving", async ({
  page,
}) => {
  await page.getByTestId('menu-trial-call-history').click();
  const found = await page.request.get('/api/call-history/trial?status=ANSWERED&duration_gt=0');
  const call = (
    (await found.json()) as {
      data: {
        rows: { id: number; switch_call_id: string; started_at: string; ended_at: string | null }[];
      };
    }
  ).data.rows.find((r) => r.ended_at);
  if (!call) throw new Error('no ended answered trial call in the demo data');
  await page.getByTestId('filter-text').fill(call.switch_call_id);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId(`edit-${call.id}`).click();
  // Whole seconds, as the form shows the times.
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const span = second(call.ended_at!) - second(call.started_at);
  await typeAndExpect(
    page,
    'cdr-duration',
    String(span + 1),
    `The duration cannot be longer than the call: ${span} seconds from its start to its end`,
  );
  await expect(page.getByTestId('cdr-save')).toBeDisabled();
  await typeAndExpect(page, 'cdr-duration', '-20', 'Enter a whole number from 0 to 86,400');
  await expect(page.getByTestId('cdr-save')).toBeDisabled();
});
