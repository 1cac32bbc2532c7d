import { expect, test, type Page } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// A demo org that has integration settings (two pages), GMB locations and lead stages; only
// this spec changes its lead stages.
const ORG = 'Sai Tutorials';

async function pickOrg(page: Page) {
  await page.getByTestId('integrations-org-search').fill('Sai Tut');
  await page.getByRole('option', { name: new RegExp(ORG) }).click();
  await expect(page.getByTestId('integrations-org-search')).toHaveValue(new RegExp(ORG));
}

test('integrations: an org settings, GMB locations, and a lead stage added and moved up', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-integrations').click();
  await expect(page.getByTestId('integrations-page')).toBeVisible();
  await pickOrg(page);
  await expect(page).toHaveURL(/\/integrations\/org\/\d+/);

  const settings = page.getByTestId('integration-settings-table');
  await expect(settings.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('gmb-row').first()).toBeVisible();
  await expect(page.getByTestId('lead-stage-row')).toHaveCount(6);
  await expect(page.getByTestId('lead-group-row').first()).toContainText('Website enquiries');
  await snap(page, 'integrations-org');

  await page.getByTestId('add-lead-stage').click();
  await page.getByTestId('lead-item-name').fill('Site visit');
  await page.getByTestId('lead-item-save').click();
  const rows = page.getByTestId('lead-stage-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(6)).toContainText('Site visit');

  await page.getByRole('button', { name: 'Move Site visit up' }).click();
  await expect(rows.nth(5)).toContainText('Site visit');
  await expect(rows.nth(5)).toContainText('6');
  await expect(rows.nth(6)).toContainText('Lost');
  await snap(page, 'integrations-stage-moved');

  // The order is the server's: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('lead-stage-row').nth(5)).toContainText('Site visit');
  await expect(page.getByTestId('integrations-org-search')).toHaveValue(new RegExp(ORG));

  // Settings page 2 through the table footer, kept in the URL.
  await page.goto(`${new URL(page.url()).pathname}?page=2`);
  await expect(settings.locator('tbody tr')).toHaveCount(1);
});
