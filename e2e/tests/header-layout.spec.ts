import { expect, test, type Locator, type Page } from './fixtures';
import { logInAsStaff } from './helpers';

// The header fits in every language, at a laptop's and a phone's width: everything in it on
// screen, the staff member's name and the sandbox banner whole, the Ctrl K keys on one line;
// on a phone the KYC review does not scroll sideways and on Teams "Views" leaves "Assigned to
// me" alone.

const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const languages = ['en', 'de', 'fr', 'pt'] as const;

async function inLanguage(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/** Problems with one element: off screen, or its text cut. */
async function problemsOf(name: string, locator: Locator, width: number): Promise<string[]> {
  if (!(await locator.isVisible())) return [];
  const box = await locator.boundingBox();
  const problems: string[] = [];
  if (!box) return [`${name}: no box`];
  if (box.x < 0 || box.x + box.width > width + 0.5)
    problems.push(`${name}: x ${Math.round(box.x)}..${Math.round(box.x + box.width)} of ${width}`);
  // Text cut with an ellipsis or hidden overflow: an element inside is wider than its box.
  const cut = await locator.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('*'))].some(
      (e) => e instanceof HTMLElement && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0,
    ),
  );
  if (cut) problems.push(`${name}: text cut`);
  return problems;
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const size of sizes) {
  test(`the header fits in every language at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await logInAsStaff(page);
    const found: string[] = [];
    for (const language of languages) {
      await inLanguage(page, language);
      const header = page.locator('header');
      await expect(header.getByTestId('language-switcher')).toBeVisible();
      for (const [name, locator] of [
        ['search', header.getByTestId('open-palette')],
        ['language', header.getByTestId('language-switcher')],
        ['user menu', header.getByTestId('user-menu')],
        ['sandbox banner', header.getByTestId('sandbox-badge')],
        ['logo', header.getByTestId('logo')],
      ] as const)
        found.push(...(await problemsOf(`${language} ${name}`, locator, size.width)));
      // Ctrl and K side by side, never one above the other.
      const keys = header.locator('kbd');
      if ((await keys.count()) === 2 && (await keys.first().isVisible())) {
        const [ctrl, k] = [await keys.nth(0).boundingBox(), await keys.nth(1).boundingBox()];
        if (ctrl && k && Math.abs(ctrl.y - k.y) > 2) found.push(`${language}: Ctrl K stacked`);
      }
      if (await pageScrollsSideways(page)) found.push(`${language}: the page scrolls sideways`);
    }
    expect(found).toEqual([]);
  });
}

test('on a phone the KYC review does not scroll sideways and Views leaves Assigned to me alone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsStaff(page);
  const answer = await page.request.get('/api/org/kyc/search?status=PENDING');
  const [pending] = (await answer.json()).data.rows as { org_id: number }[];
  const found: string[] = [];
  for (const language of languages) {
    await inLanguage(page, language);
    await page.goto(`/kyc/${pending!.org_id}`);
    await expect(page.getByTestId('review-org-name')).toBeVisible();
    if (await pageScrollsSideways(page)) found.push(`${language}: KYC review scrolls sideways`);

    await page.goto('/teams');
    const views = page.getByTestId('saved-views-menu');
    const assigned = page.getByTestId('team-assigned');
    await expect(assigned).toBeVisible();
    await expect(views).toBeVisible();
    const [a, b] = [await views.boundingBox(), await assigned.boundingBox()];
    const overlap =
      a &&
      b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    if (overlap) found.push(`${language}: Views covers Assigned to me`);
    if (await pageScrollsSideways(page)) found.push(`${language}: Teams scrolls sideways`);
  }
  expect(found).toEqual([]);
});
