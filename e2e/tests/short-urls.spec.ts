import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a short URL is created, followed in a browser, and its visit is counted', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-short-urls').click();
  await expect(page.getByTestId('short-urls-page')).toBeVisible();

  await page.getByTestId('new-short-url').click();
  const form = page.getByTestId('short-url-form');
  // Only http and https targets; a slug must be a slug.
  await form.getByTestId('short-url-target').fill('javascript:alert(1)');
  await form.getByTestId('short-url-slug').fill('-bad slug-');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toContainText('must be an http or https URL');
  await expect(form).toContainText('must be 2-64 letters, digits, - or _');

  const slug = `diwali-${Date.now().toString(36)}`;
  await form.getByTestId('short-url-target').fill(`${baseURL}/login?from=short`);
  await form.getByTestId('short-url-slug').fill(slug);
  await form.getByLabel('Title').fill('Diwali offer');
  await form.getByTestId('short-url-tags').fill('diwali');
  await form.getByTestId('short-url-tags').press('Enter');
  await snap(page, 'short-url-create');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Short URL /s/${slug} created`)).toBeVisible();
  await expect(page.getByTestId('short-url-detail')).toBeVisible();
  await expect(page.getByTestId('short-url-status')).toHaveText('Active');
  await expect(page.getByTestId('visits-total')).toHaveText('0');

  // A visitor (a person's browser, not a bot) follows the link and lands on the target.
  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const tab = await visitor.newPage();
  await tab.goto(`${baseURL}/s/${slug}`);
  await expect(tab).toHaveURL(`${baseURL}/login?from=short`);
  await visitor.close();

  // Visits are written in batches: the count arrives within moments.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('visits-total')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('visits-unique')).toHaveText('1');
  await expect(page.getByTestId('visits-devices')).toContainText('Desktop');
  await expect(page.getByTestId('visits-per-day')).toBeVisible();
  await snap(page, 'short-url-detail');

  // The list finds it by tag and shows its visits.
  await page.getByRole('link', { name: 'All short URLs' }).click();
  await page.getByTestId('short-urls-tag').fill('diwali');
  await page.getByTestId('short-urls-tag').press('Enter');
  await expect(page).toHaveURL(/tag=diwali/);
  const row = page.getByTestId('table-row').filter({ hasText: slug });
  await expect(row).toContainText('Diwali offer');
  await expect(row).toContainText('Active');
  await row.click();

  // Disabled: asked first, then the link answers 410 for everyone.
  await page.getByTestId('short-url-disable').click();
  const ask = page.getByRole('dialog', { name: `Disable /s/${slug}?` });
  await expect(ask).toContainText('stops working for everyone');
  await ask.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByTestId('short-url-status')).toHaveText('Disabled');
  const gone = await page.request.get(`/s/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(410);
});

test('the QR code of a short URL downloads as SVG and PNG', async ({ page }) => {
  await logInAsStaff(page);
  const created = await page.request.post('/api/admin/short-urls', {
    data: { target_url: 'https://example.in/menu' },
    headers: {
      'x-xsrf-token':
        (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  await page.goto(`/short-urls/${id}`);
  await expect(page.getByRole('img', { name: /QR code of/ })).toBeVisible();
  for (const format of ['SVG', 'PNG']) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: format }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
  }
});
