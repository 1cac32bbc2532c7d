import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { logInAsStaff } from './helpers';

/** A downloaded CSV's rows by the header a reader sees. */
async function csvRows(file: Download): Promise<Record<string, string>[]> {
  return parse(await readFile((await file.path())!, 'utf8'), { columns: true }) as Record<
    string,
    string
  >[];
}

test('the trial calls export holds exactly the filtered list, its filters in the file name', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.goto('/trial-call-history?status=MISSED');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const listed = await page.request.get('/api/call-history/trial?status=MISSED&page_size=1');
  const { total_items: total, total_is_estimate: estimate } = (await listed.json()).data;
  expect(estimate).toBe(false);

  const download = page.waitForEvent('download');
  await page.getByTestId('calls-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trial-calls-status-MISSED-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await csvRows(file);
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => r.Status === 'MISSED')).toBe(true);
  // India times, the header saying so; deleted as yes/no.
  expect(rows[0]!['Started (India time, UTC+05:30)']).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  expect(rows.every((r) => r.Deleted === 'no')).toBe(true);
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

test('the users export holds the filtered list in its order, and shows its progress until saved', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.goto('/teams/users?order=ASC&status=ACTIVE');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const listed = await page.request.get('/api/users/search?order=ASC&status=ACTIVE&page_size=200');
  const list = (await listed.json()).data as {
    rows: { id: number }[];
    total_items: number;
    total_is_estimate: boolean;
  };
  expect(list.total_is_estimate).toBe(false);

  // The answer is held until the button has shown its progress, so the check never races it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/export?*', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const button = page.getByTestId('users-export');
  const download = page.waitForEvent('download');
  await button.click();
  await expect(button).toHaveText('Exporting… 0 rows');
  await expect(button).toBeDisabled();
  release();
  const file = await download;
  await expect(button).toHaveText('Export CSV');
  await expect(button).toBeEnabled();

  expect(file.suggestedFilename()).toMatch(
    /^users-order-ASC_status-ACTIVE-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = await csvRows(file);
  expect(rows).toHaveLength(list.total_items);
  const ids = rows.map((r) => Number(r.ID));
  expect(ids.slice(0, list.rows.length)).toEqual(list.rows.map((r) => r.id));
  expect(rows.every((r) => r.Status === 'ACTIVE')).toBe(true);
});

test("a team's payments export holds exactly the payments the filtered list shows", async ({
  page,
}) => {
  await logInAsStaff(page);
  const newest = await page.request.get('/api/orders/payments?page_size=1');
  const orgId = ((await newest.json()).data.rows as { org_id: number }[])[0]!.org_id;
  await page.goto(`/payment-links/payments?org_id=${orgId}`);
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  const listed = await page.request.get(`/api/orders/payments?org_id=${orgId}&page_size=200`);
  const ids = ((await listed.json()).data.rows as { id: number }[]).map((r) => r.id);

  const download = page.waitForEvent('download');
  await page.getByTestId('payments-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^payments-org_id-${orgId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const rows = await csvRows(file);
  expect(rows.map((r) => Number(r['#']))).toEqual(ids);
  // Amounts are rupees a spreadsheet sums: plain numbers (a refund's negative too), never text.
  expect(rows.every((r) => /^-?\d+(\.\d{1,2})?$/.test(r['Amount (₹)']!))).toBe(true);
});
