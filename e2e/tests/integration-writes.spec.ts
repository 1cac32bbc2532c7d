import { expect, test } from './fixtures';
import { logInAsStaff, newTeam, snap } from './helpers';

// Staff connect and remove a team's integrations and link its Google Business locations, on
// a team made in this test (so nothing else depends on what it changes).

test('staff connect an integration, pause and remove it, and link a Google Business location', async ({
  page,
}) => {
  await logInAsStaff(page);
  const team = `Tapi Sweets ${String(Date.now()).slice(-5)}`;
  const orgId = await newTeam(page, team);
  await page.goto(`/integrations/org/${orgId}`);
  const settings = page.getByTestId('integration-settings-table');
  await expect(settings).toContainText('This team has not connected any integration');

  await page.getByTestId('integration-add').click();
  const form = page.getByTestId('integration-form');
  await page.getByTestId('integration-provider').click();
  await page.getByRole('option', { name: 'HubSpot', exact: true }).click();
  await form.getByTestId('integration-value').first().fill('tapi-sweets');
  await form.getByRole('button', { name: 'Add a line' }).click();
  await form.getByTestId('integration-key').nth(1).fill('api_key');
  await form.getByTestId('integration-value').nth(1).fill('sk_live_123');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  // A credential never reaches the console's tables: named beside its line.
  await expect(form).toContainText('must not hold a secret');
  await form.getByRole('button', { name: 'Remove this line' }).nth(1).click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`HubSpot added to team ${team}`)).toBeVisible();
  const row = settings.locator('tbody tr').filter({ hasText: 'HubSpot' });
  await expect(row).toContainText('tapi-sweets');

  await row.getByTestId('integration-active').click({ force: true });
  await expect(page.getByText(`HubSpot of team ${team} updated`)).toBeVisible();
  await expect(row).toContainText('Paused');

  await page.getByTestId('gmb-link').click();
  const gmb = page.getByTestId('gmb-form');
  await gmb.getByTestId('gmb-location_name').fill(`${team} - Surat`);
  await gmb.getByTestId('gmb-address').fill('3 Ring Road, Surat');
  await gmb.getByTestId('gmb-place_id').fill(`ChIJsurat${Date.now()}`);
  await page.getByTestId('gmb-member').click();
  await page.getByRole('option', { name: 'Ravi Owner' }).click();
  await gmb.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText(`Location ${team} - Surat linked to team ${team}`)).toBeVisible();
  const location = page.getByTestId('gmb-row').filter({ hasText: `${team} - Surat` });
  await expect(location).toContainText('Pending verification');

  await location.getByTestId('gmb-edit').click();
  await page.getByTestId('gmb-status').click();
  await page.getByRole('option', { name: 'Verified' }).click();
  await gmb.getByRole('button', { name: 'Save' }).click();
  await expect(location).toContainText('Verified');
  await snap(page, 'integrations-written');

  await location.getByTestId('gmb-unlink').click();
  await page
    .getByRole('dialog', { name: 'Unlink this location?' })
    .getByRole('button', { name: 'Unlink' })
    .click();
  await expect(page.getByText(`Location ${team} - Surat unlinked from team ${team}`)).toBeVisible();
  await expect(page.getByTestId('gmb-row')).toHaveCount(0);

  await row.getByTestId('integration-remove').click();
  const confirm = page.getByRole('dialog', { name: 'Remove this integration?' });
  await expect(confirm).toContainText(`HubSpot is removed from team ${team}`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`HubSpot removed from team ${team}`)).toBeVisible();
  await expect(settings).toContainText('This team has not connected any integration');
});
