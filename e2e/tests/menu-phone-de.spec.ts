import { expect, test } from './fixtures';
import { logInAsStaff, menuIds, snap } from './helpers';

// Every menu page in German on a phone (390 × 844), where words are longest and the screen
// narrowest: the page never scrolls sideways, and nothing in its header or filters is pushed
// off the right edge, and no badge's word is cut to "…". SCREENSHOTS=1 saves each page (menu-de-390-<entry>.png) to look at.

/** The menu's entries (the spec's sixteen, then Payments and the Outbox) and their addresses. */
const entries: [string, string][] = [
  ['dashboards', '/'],
  ...menuIds.filter((id) => id !== 'dashboards').map((id): [string, string] => [id, `/${id}`]),
  ['payments', '/payment-links/payments'],
  ['outbox', '/outbox'],
];

test('every menu page fits a phone in German', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsStaff(page);
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  const found: string[] = [];
  for (const [id, path] of entries) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main')).toBeVisible();
    await snap(page, `menu-de-390-${id}`);
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const sideways = document.documentElement.scrollWidth > width;
      // Controls of the page past the right edge that nothing scrolls to (a table in a region
      // that scrolls sideways is fine; one cut off by its card is not).
      const scrolls = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
        return false;
      };
      const off = Array.from(
        document.querySelectorAll('main button, main input, main [role="tab"], main h1, main h2'),
      )
        .filter((el) => !scrolls(el))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 0.5;
        })
        .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim());
      // Words cut with "…": a badge (a status in a list) narrower than its text.
      const cut = Array.from(document.querySelectorAll('main .mantine-Badge-label'))
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${(el.textContent ?? '').trim()} cut`);
      return { sideways, off: [...off, ...cut] };
    });
    if (wide.sideways) found.push(`${id}: the page scrolls sideways`);
    for (const name of wide.off) found.push(`${id}: "${name}" past the right edge or cut`);
  }
  expect(found).toEqual([]);
});
