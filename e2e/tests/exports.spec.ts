import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAsStaff } from './helpers';

test('the trial calls export holds exactly the filtered list, its filters in the file name', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.goto('/trial-call-history?status=MISSED');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const listed = await page.request.get(
    '/api/call-history/trial?status=MISSED&include_soft_deleted=true&page_size=1',
  );
  const { total_items: total, total_is_estimate: estimate } = (await listed.json()).data;
  expect(estimate).toBe(false);

  const download = page.waitForEvent('download');
  await page.getByTestId('calls-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^trial-calls-status-MISSED_include_soft_deleted-true-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  const header = lines[0]!.split(',');
  const status = header.indexOf('status');
  expect(status).toBeGreaterThan(-1);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((l) => l.split(',')[status] === 'MISSED')).toBe(true);
});

test('the teams export holds the filtered list', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/teams?status=ACTIVE&text=spa');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const listed = await page.request.get('/api/org/search?status=ACTIVE&text=spa&page_size=200');
  const names = ((await listed.json()).data.rows as { name: string }[]).map((r) => r.name);
  const download = page.waitForEvent('download');
  await page.getByTestId('teams-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^teams-status-ACTIVE_text-spa-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(names.length + 1);
  for (const name of names) expect(lines.some((l) => l.includes(name))).toBe(true);
});
