import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

const languages = [
  { code: 'de', name: 'Deutsch', teams: 'Benutzer & Teams' },
  { code: 'fr', name: 'Français', teams: 'Utilisateurs et équipes' },
  { code: 'pt', name: 'Português', teams: 'Usuários e equipes' },
] as const;

test('the language switcher translates the menu, and the choice survives a reload', async ({
  page,
}) => {
  await logInAsStaff(page);
  await expect(page.getByTestId('menu-teams')).toHaveText('Users & Teams');
  await expect(page.getByTestId('menu-kyc')).toHaveText('Document Verification');
  // The spec's 16 entries, then Payments and the Outbox.
  const menu = page.locator('nav [data-testid^="menu-"]');
  await expect(menu).toHaveCount(18);
  const english = await menu.allInnerTexts();

  for (const language of languages) {
    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: language.name }).click();
    await expect(page.getByTestId('menu-teams')).toHaveText(language.teams);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    // All 18 entries are there, none shows a raw translation key, and the menu as a whole changed.
    await expect(menu).toHaveCount(18);
    const texts = await menu.allInnerTexts();
    expect(texts.filter((text) => text.trim() === '' || /^menu\./.test(text.trim()))).toEqual([]);
    expect(texts).not.toEqual(english);
    await snap(page, `shell-menu-${language.code}`);
  }

  await page.reload();
  await expect(page.getByTestId('menu-teams')).toHaveText('Usuários e equipes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('an unknown address shows a not-found page inside the layout', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('menu-dashboards')).toBeVisible();
});

test('a page whose script cannot be loaded offers a reload instead of a blank page', async ({
  page,
}) => {
  await logInAsStaff(page);
  // Simulates a deploy that removed the old chunk, or a dropped connection.
  await page.route(/\/assets\/dashboards-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/dashboards');
  await expect(page.getByTestId('page-load-failed')).toBeVisible();
  await expect(page.getByTestId('menu-teams')).toBeVisible();
  await snap(page, 'shell-chunk-failed');
  await page.unroute(/\/assets\/dashboards-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
});

test('dates follow the chosen language, in India time', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('menu-kyc').click();
  // German writes "24. Nov. 2026, 20:58": day with a dot, a 24-hour clock, no am/pm.
  const submitted = page.getByTestId('table-row').first();
  await expect(submitted).toContainText(/\d{2}\. \p{L}+\.? \d{4}, \d{2}:\d{2}/u);
  await expect(submitted).not.toContainText(/\d{2}:\d{2} (am|pm)/);
  // Reference data too: plan variants read in German.
  await page.getByTestId('menu-subscriptions').click();
  await expect(page.getByTestId('table-row').first()).toContainText(
    /Monatlich|Vierteljährlich|Jährlich/,
  );
  await page.getByTestId('menu-kyc').click();
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByTestId('table-row').first()).toContainText(/\d{2}:\d{2} (am|pm)/);
});
