import { expect, test, type Page } from './fixtures';
import { logInAsStaff, snap, xsrfHeaders } from './helpers';

// Staff work the company's own leads in the console: add one, move it and give it to a
// colleague, import a file of them, and convert one into an onboarded team.

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const stamp = () => String(Date.now()).slice(-7);

test('staff add a lead, move its stage and owner, and find it by owner', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-internal-leads').click();
  const phone = `981${stamp()}`;
  const name = `Kavya Menon ${phone.slice(-4)}`;

  await page.getByTestId('add-lead-open').click();
  const form = page.getByTestId('lead-form');
  await form.getByTestId('lead-name').fill(name);
  await form.getByTestId('lead-phone').fill('12345');
  await form.getByRole('button', { name: 'Add lead' }).click();
  // The contract's own rule, beside the field, before anything is sent.
  await expect(form).toContainText('must be an Indian mobile number');
  await form.getByTestId('lead-phone').fill(`+91 ${phone}`);
  await choose(page, 'lead-source', 'Referral');
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(page.getByText(`Lead ${name} created`)).toBeVisible();
  await expect(form).toHaveCount(0);

  const table = page.getByTestId('internal-leads-table');
  await page.getByTestId('leads-search').fill(phone);
  const row = table.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('Referral');
  await expect(row).toContainText('New');

  // The same phone a second time: the server names the lead that has it.
  await page.getByTestId('add-lead-open').click();
  await form.getByTestId('lead-name').fill('Someone Else');
  await form.getByTestId('lead-phone').fill(phone);
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(form.getByTestId('lead-form-failure')).toHaveText(
    `A lead with the phone ${phone} already exists: ${name}`,
  );
  // What was typed is not thrown away without asking.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(form).toBeHidden();

  await row.getByTestId('lead-edit').click();
  await choose(page, 'lead-stage', 'Qualified');
  await page.getByTestId('lead-owner').click();
  const owner = (await page.getByRole('option').last().textContent()) ?? '';
  await page.getByRole('option').last().click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Lead ${name} updated`)).toBeVisible();
  await expect(row).toContainText('Qualified');
  await expect(row).toContainText(owner);

  await page.getByTestId('leads-search').fill('');
  await choose(page, 'leads-owner-filter', owner);
  await expect(page).toHaveURL(/owner=\d+/);
  await expect(row).toBeVisible();
  await snap(page, 'leads-owner-filter');
});

test('a CSV of leads is checked row by row, then imported whole', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-internal-leads').click();
  await page.getByTestId('import-leads-open').click();
  const dialog = page.getByTestId('import-leads');
  const s = stamp();
  const [a, b] = [`971${s}`, `972${s}`];
  const file = (rows: string[]) => ({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,phone,source', ...rows].join('\n')),
  });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles(file([`Asha Import ${s},${a},EVENT`, `Bad Phone,12345,CALL`]));
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '1 of 2 rows have a problem: fix the file and choose it again.',
  );
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();

  await input.setInputFiles(file([`Asha Import ${s},${a},EVENT`, `Bina Import ${s},${b},`]));
  await expect(dialog.getByTestId('import-summary')).toHaveText('All 2 rows can be imported.');
  await dialog.getByTestId('import-confirm').click();
  await page
    .getByRole('dialog', { name: 'Import these leads?' })
    .getByRole('button', { name: 'Import 2 leads' })
    .click();
  await expect(page.getByText('2 leads imported')).toBeVisible();
  await page.getByTestId('leads-search').fill(`Import ${s}`);
  await expect(page.getByTestId('internal-leads-table').getByTestId('table-row')).toHaveCount(2);
});

test('a lead is converted into a customer with a new team, which the console then opens', async ({
  page,
}) => {
  await logInAsStaff(page);
  const phone = `961${stamp()}`;
  const name = `Meera Convert ${phone.slice(-4)}`;
  const made = await page.request.post('/api/admin/internal-lead', {
    data: { name, phone, source: 'PARTNER' },
    headers: await xsrfHeaders(page),
  });
  expect(made.ok()).toBe(true);

  await page.goto(`/internal-leads?text=${phone}`);
  const row = page.getByTestId('internal-leads-table').getByTestId('table-row').first();
  await expect(row).toContainText(name);
  await row.getByTestId('lead-convert').click();
  const dialog = page.getByTestId('convert-lead');
  await dialog.getByTestId('convert-team-name').fill(`Meera Textiles ${phone.slice(-4)}`);
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await page
    .getByRole('dialog', { name: 'Convert this lead?' })
    .getByRole('button', { name: 'Convert' })
    .click();
  await expect(
    page.getByText(`Lead ${name} converted: team Meera Textiles ${phone.slice(-4)} is onboarded`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/\d+\/subscriptions/);
  await expect(
    page.getByRole('heading', { name: `Meera Textiles ${phone.slice(-4)}` }),
  ).toBeVisible();

  await page.goto(`/internal-leads?text=${phone}`);
  await expect(row).toContainText('Won');
  await expect(row.getByTestId('lead-org-link')).toHaveText(`Meera Textiles ${phone.slice(-4)}`);
  await expect(row.getByTestId('lead-convert')).toHaveCount(0);
});
