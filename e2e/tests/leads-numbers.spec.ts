import { expect, test, type Locator, type Page, expectToast } from './fixtures';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import type { VoipNumberRow } from '@switchboard/contract/numbers';
import { logInAsStaff, snap } from './helpers';

/** One page of a list as the server answers it, to compare with what the page shows. */
async function rowsOf<T>(page: Page, url: string): Promise<T[]> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { data: { rows: T[] } }).data.rows;
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The first cell of each row shown, top to bottom. */
/** Each row's first cell of data: a list with bulk actions opens its rows with a tick box. */
const firstCells = (table: Locator) =>
  table
    .getByTestId('table-row')
    .locator('td:nth-child(1 of :not(:has(input[type="checkbox"])))')
    .allTextContents();

test("Internal leads lists every org's leads, keeps its filters in the URL and links to the team tab", async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-internal-leads').click();
  await expect(page).toHaveURL('/internal-leads');
  const table = page.getByTestId('internal-leads-table');
  // Newest first, across orgs, exactly as the server pages them.
  const newest = await rowsOf<InternalLead>(page, '/api/admin/internal-lead/search');
  await expect.poll(() => firstCells(table)).toEqual(newest.map((l) => l.name));
  await expect(table.getByTestId('lead-org-link').first()).toBeVisible();
  await expect(table).toContainText('No team');
  await snap(page, 'leads-page');

  await choose(page, 'leads-stage-filter', 'Won');
  await expect(page).toHaveURL(/stage=WON/);
  await choose(page, 'leads-source-filter', 'Inbound call');
  await expect(page).toHaveURL(/stage=WON&source=CALL|source=CALL&stage=WON/);
  const won = await rowsOf<InternalLead>(
    page,
    '/api/admin/internal-lead/search?stage=WON&source=CALL',
  );
  expect(won.length).toBeGreaterThan(0);
  await expect.poll(() => firstCells(table)).toEqual(won.map((l) => l.name));

  // A phone typed with +91 finds the lead stored as ten digits.
  const lead = won.find((l) => l.org_id !== null);
  if (!lead?.org_id) throw new Error('no won lead of an org in the demo data');
  const search = `+91 ${lead.phone}`;
  await page.getByTestId('leads-search').fill(search);
  await expect(page).toHaveURL(/text=%2B91/);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('table-row')).toContainText(lead.name);
  await expect(table.getByTestId('table-row')).toContainText('Won');
  await snap(page, 'leads-page-filtered');

  // A reload shows the same list with the same filters.
  await page.reload();
  await expect(page.getByTestId('leads-stage-filter')).toHaveValue('Won');
  await expect(page.getByTestId('leads-source-filter')).toHaveValue('Inbound call');
  await expect(page.getByTestId('leads-search')).toHaveValue(search);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('lead-org-link')).toHaveText(lead.org_name ?? '');

  await table.getByTestId('lead-org-link').click();
  await expect(page).toHaveURL(`/teams/${lead.org_id}/internal-leads`);
  await expect(page.getByTestId('internal-leads-tab')).toContainText(lead.name);
  await snap(page, 'leads-team-tab');
});

test("Voip Numbers lists every org's numbers, keeps its filters in the URL and links to the team tab", async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-voip-numbers').click();
  await expect(page).toHaveURL('/voip-numbers');
  const table = page.getByTestId('voip-numbers-table');
  // Newest assignment first, across orgs.
  const newest = await rowsOf<VoipNumberRow>(page, '/api/numbers/voip');
  await expect.poll(() => firstCells(table)).toEqual(newest.map((n) => n.number));
  await snap(page, 'numbers-page');

  await choose(page, 'numbers-status-filter', 'Resting');
  await expect(page).toHaveURL(/status=QUARANTINED/);
  await choose(page, 'numbers-provider-filter', 'Airtel');
  await expect(page).toHaveURL(/provider=Airtel/);
  const released = await rowsOf<VoipNumberRow>(
    page,
    '/api/numbers/voip?status=QUARANTINED&provider=Airtel',
  );
  expect(released.length).toBeGreaterThan(0);
  await expect.poll(() => firstCells(table)).toEqual(released.map((n) => n.number));

  // Letters are flagged at once and not searched for.
  await page.getByTestId('numbers-search').fill('abc');
  await expect(page.getByText('Enter digits of a phone number')).toBeVisible();
  await expect(page).not.toHaveURL(/text=/);

  // Part of a number with +91 in front finds it.
  const number = released.find((n) => n.org_id !== null);
  if (!number?.org_id) throw new Error('no released Airtel number of an org in the demo data');
  const search = `+91 ${number.number}`;
  await page.getByTestId('numbers-search').fill(search);
  await expect(page).toHaveURL(/text=%2B91/);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('table-row')).toContainText(number.number);
  await expect(table.getByTestId('table-row')).toContainText('Resting');
  await snap(page, 'numbers-page-filtered');

  await page.reload();
  await expect(page.getByTestId('numbers-status-filter')).toHaveValue('Resting');
  await expect(page.getByTestId('numbers-provider-filter')).toHaveValue('Airtel');
  await expect(page.getByTestId('numbers-search')).toHaveValue(search);
  await expect(table.getByTestId('table-row')).toHaveCount(1);
  await expect(table.getByTestId('number-org-link')).toHaveText(number.org_name ?? '');

  await table.getByTestId('number-org-link').click();
  await expect(page).toHaveURL(`/teams/${number.org_id}/voip`);
  await expect(page.getByTestId('voip-numbers')).toContainText(number.number);
  await snap(page, 'numbers-team-tab');
});

test('a number bought from a carrier enters the inventory, is reserved for a team, given to it, and is then ASSIGNED', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-voip-numbers').click();
  const number = `79${String(Date.now()).slice(-8)}`;
  await page.getByTestId('add-number').click();
  const form = page.getByTestId('add-number-form');
  await form.getByTestId('add-number-number').fill('12345');
  await form.getByRole('button', { name: 'Add number' }).click();
  await expect(form).toContainText('must be an Indian number of 10 digits');
  await form.getByTestId('add-number-number').fill(`+91 ${number}`);
  await form.getByRole('button', { name: 'Add number' }).click();
  await expect(page.getByText(`Number ${number} added to the inventory`)).toBeVisible();

  await choose(page, 'numbers-status-filter', 'Available');
  await page.getByTestId('numbers-search').fill(number);
  await expect(page).toHaveURL(new RegExp(`text=${number}`));
  const table = page.getByTestId('voip-numbers-table');
  await expect.poll(() => firstCells(table)).toEqual([number]);
  await expect(table.getByTestId('table-row')).toContainText('Available');
  await snap(page, 'numbers-added');

  // Held for the Konkan team while its sale is made.
  const orgs = await page.request.get('/api/org/search?text=konkan');
  const konkan = ((await orgs.json()) as { data: { rows: { id: number; name: string }[] } }).data
    .rows[0];
  if (!konkan) throw new Error('no Konkan team in the demo data');
  const orgId = konkan.id;
  await table.getByTestId('reserve-number').click();
  const reserve = page.getByTestId('reserve-number-form');
  await reserve.getByTestId('reserve-team').fill('konkan');
  await page.getByRole('option', { name: new RegExp(konkan.name) }).click();
  await reserve.getByTestId('reserve-days').fill('3');
  await reserve.getByRole('button', { name: 'Reserve' }).click();
  await expect(
    page.getByText(new RegExp(`Number ${number} is reserved for team ${konkan.name} until`)),
  ).toBeVisible();
  await choose(page, 'numbers-status-filter', 'Reserved');
  await expect.poll(() => firstCells(table)).toEqual([number]);
  await expect(table.getByTestId('table-row')).toContainText('until');

  // The team takes it: the inventory moves with the team's number.
  await page.request.get(`/api/numbers/voip/${orgId}`);
  const answer = await page.request.post('/api/subscription/change-number', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: {
      org_id: orgId,
      old_number: await productNumber(page, orgId),
      new_number: number,
      paid: false,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await choose(page, 'numbers-status-filter', 'Assigned');
  await expect(page).toHaveURL(/status=ASSIGNED/);
  await expect.poll(() => firstCells(table)).toEqual([number]);
  await expect(table.getByTestId('table-row')).toContainText('Assigned');
});

async function xsrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

async function productNumber(page: Page, orgId: number): Promise<string> {
  const response = await page.request.get(`/api/org/details/${orgId}`);
  return ((await response.json()) as { data: { product_number: string } }).data.product_number;
}

test('a CSV of numbers is checked row by row, then imported whole', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-voip-numbers').click();
  await page.getByTestId('import-numbers-open').click();
  const dialog = page.getByTestId('import-numbers');
  const stamp = String(Date.now()).slice(-7);
  const [a, b] = [`781${stamp}`, `782${stamp}`];
  const file = (rows: string[]) => ({
    name: 'numbers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['number,provider', ...rows].join('\n')),
  });
  const input = dialog.locator('input[type="file"]');

  await input.setInputFiles(file([`${a},Airtel`, '12345,Jio']));
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '1 of 2 rows have a problem: fix the file and choose it again.',
  );
  await expect(dialog.getByTestId('import-row').first()).toContainText(
    'number: must be an Indian number of 10 digits',
  );
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();
  await snap(page, 'numbers-import-errors');

  await input.setInputFiles(file([`+91 ${a},Airtel`, `${b},Jio`]));
  await expect(dialog.getByTestId('import-summary')).toHaveText('All 2 rows can be imported.');
  await dialog.getByTestId('import-confirm').click();
  await page
    .getByRole('dialog', { name: 'Import these numbers?' })
    .getByRole('button', { name: 'Import 2 numbers' })
    .click();
  await expectToast(page, '2 numbers added to the inventory');
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('numbers-search').fill(a);
  await expect(page).toHaveURL(new RegExp(`text=${a}`));
  const table = page.getByTestId('voip-numbers-table');
  await expect.poll(() => firstCells(table)).toEqual([a]);
  await expect(table.getByTestId('table-row')).toContainText('Available');
});
