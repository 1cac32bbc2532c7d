import { expect, test, type Page } from './fixtures';
import { logInAsStaff, menuIds } from './helpers';

// Every page of the menu, checked as a whole at a laptop's and a phone's size: the page never
// scrolls sideways (a wide table scrolls inside its own box). Accessibility, at any impact, is
// accessibility.spec.ts's.

/** Opens a menu page by its address and waits for it to settle (no loader, no boot screen). */
async function open(page: Page, id: string) {
  await page.goto(id === 'dashboards' ? '/' : `/${id}`);
  await expect(page.locator('main')).toBeVisible();
  await expect(
    page.locator('[data-loading="true"], [data-testid="boot-screen"], .mantine-Loader-root'),
  ).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

for (const size of [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`no page of the menu scrolls sideways at ${size.width}×${size.height} (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await logInAsStaff(page);
    const overflowing: string[] = [];
    for (const id of menuIds) {
      await open(page, id);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
      }));
      if (widths.page > widths.view) overflowing.push(`${id}: ${widths.page} > ${widths.view}`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('the keyboard reaches a skip link first, and controls say what they are', async ({ page }) => {
  await logInAsStaff(page);
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The account button names whose account it is; the calendar's arrows are named.
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName(/^Account of \S+/);
  await page.goto('/short-urls');
  await page.getByTestId('new-short-url').click();
  await page.getByLabel('Valid from (India date)').click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
});
