import { expect, test } from './fixtures';
import { APP_KEY, FIRST_DAY_ADMIN, firstDayURL, logIn, newTeam } from './helpers';

// Invite Codes and Short URL on a company's first production start (SEED_DEMO=false, the
// second e2e server): nothing there but what its admin makes in these pages.

test.use({ baseURL: firstDayURL });

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The codes' alphabet: no 0, O, 1, I or L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const freshCode = () =>
  'FD' +
  Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

test('on a never-seeded database, a 2-use invite code sent for four teams at once, twice each, is redeemed by exactly two', async ({
  page,
}) => {
  await logIn(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  const run = Date.now() % 100_000;
  const teams: number[] = [];
  for (let i = 0; i < 4; i += 1) teams.push(await newTeam(page, `Growth ${run} ${i}`));

  await page.getByTestId('menu-invite-codes').click();
  await page.getByTestId('new-invite-codes').click();
  const form = page.getByTestId('invite-code-form');
  const code = freshCode();
  await form.getByTestId('invite-code-code').fill(code);
  await form.getByTestId('invite-code-benefit').click();
  await page.getByRole('option', { name: 'Talk-time minutes' }).click();
  await form.getByTestId('invite-code-value').fill('100');
  await form.getByTestId('invite-code-uses').fill('2');
  await form.getByRole('button', { name: 'Create' }).click();
  const created = page.getByTestId('created-codes');
  await expect(created.getByTestId('created-codes-list')).toHaveText(code);
  await created.getByRole('button', { name: 'Done' }).click();

  // The sign-up app sends every team's redemption twice (a double tap), all at the same time.
  const answers = await Promise.all(
    [...teams, ...teams].map((orgId) =>
      page.request.post('/api/app/invite-codes/redeem', {
        headers: { 'x-api-key': APP_KEY },
        data: { code: code.toLowerCase(), org_id: orgId },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status());
  const redeemed = teams.filter((_, i) => statuses[i] === 200);
  expect(redeemed).toHaveLength(2);
  // A team's repeat answers as its first did.
  teams.forEach((_, i) => expect(statuses[i + teams.length]).toBe(statuses[i]));
  for (const [i, answer] of answers.entries())
    if (statuses[i] !== 200) expect((await answer.json()).message).toBe('Invite code exhausted');

  await page.getByTestId('invite-codes-search').fill(code);
  await page.getByTestId('invite-codes-search').press('Enter');
  await page.getByTestId('table-row').filter({ hasText: code }).click();
  const detail = page.getByTestId('invite-code-detail');
  await expect(detail.getByTestId('invite-code-uses-fact')).toContainText('2 / 2');
  await expect(detail.getByTestId('invite-code-status')).toHaveText('Used up');
  await expect(detail.getByTestId('redemption-row')).toHaveCount(2);
});

test('on a never-seeded database, a short URL made in the page is followed in a browser and its visit counted', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  await page.getByTestId('menu-short-urls').click();
  await page.getByTestId('new-short-url').click();
  const form = page.getByTestId('short-url-form');
  const slug = `first-day-${Date.now().toString(36)}`;
  await form.getByTestId('short-url-target').fill(`${baseURL}/login?from=first-day`);
  await form.getByTestId('short-url-slug').fill(slug);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Short URL /s/${slug} created`)).toBeVisible();
  await expect(page.getByTestId('visits-total')).toHaveText('0');

  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const tab = await visitor.newPage();
  await tab.goto(`${baseURL}/s/${slug}`);
  await expect(tab).toHaveURL(`${baseURL}/login?from=first-day`);
  await visitor.close();

  // Visits are written in batches: the count arrives within moments, and only once.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('visits-total')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('visits-unique')).toHaveText('1');
});
