import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

test('staff create a new customer and onboard them end to end', async ({ page }) => {
  await logInAsStaff(page);
  // A new customer, made through the console like staff would.
  await page.goto('/teams/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Devika');
  await dialog.getByLabel('Last name').fill('Rao');
  await dialog.getByLabel('Mobile number').fill('+919330077001');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByTestId('user-detail')).toContainText('Devika Rao');

  await page.getByTestId('menu-onboard').click();
  await expect(page.getByTestId('onboarding-page')).toBeVisible();
  await page.getByTestId('onboard-user-search').fill('9330077001');
  await page.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('Onboarding Devika Rao (9330077001)')).toBeVisible();
  await expect(page.getByLabel('Team name')).toHaveValue('Devika Rao');
  await page.getByLabel('Team name').fill('Devika Boutique');
  await page.getByLabel('GSTIN').fill('bad');
  await page.getByRole('button', { name: 'Create team and onboard' }).click();
  await expect(page.getByText('must be a valid 15-character GSTIN')).toBeVisible();
  await page.getByLabel('GSTIN').fill('29ABCDE1234F1Z5');
  await snap(page, 'onboarding-form');
  await page.getByRole('button', { name: 'Create team and onboard' }).click();
  // Asked first, naming the team and its admin; going back changes nothing.
  const ask = page.getByRole('dialog', { name: 'Onboard Devika Boutique?' });
  await expect(ask).toContainText('Devika Rao becomes the admin of Devika Boutique');
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByTestId('onboard-done')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create team and onboard' }).click();
  await ask.getByRole('button', { name: 'Create team and onboard' }).click();
  await expect(page.getByTestId('onboard-done')).toContainText('User onboarded successfully');
  await snap(page, 'onboarding-done');

  await page.getByRole('link', { name: 'Open Devika Boutique' }).click();
  await expect(page.getByTestId('team-page')).toContainText('Devika Boutique');

  // Onboarding the same user again shows where they already are instead of a second team.
  await page.getByTestId('menu-onboard').click();
  await page.getByTestId('onboard-user-search').fill('+91 93300 77001');
  await page.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('Devika Rao is already onboarded')).toBeVisible();
});

test('an org created earlier but never onboarded is resumed, not made twice', async ({ page }) => {
  await logInAsStaff(page);
  // Demo: Konkan Homestays was created for its owner but never onboarded.
  const orgs = await (await page.request.get('/api/org/search?text=konkan')).json();
  const orgId = orgs.data.rows[0].id as number;
  const members = await (await page.request.get(`/api/users/org/${orgId}`)).json();
  const owner = (members.data.rows as { org_role: string; phone: string }[]).find(
    (m) => m.org_role === 'OWNER',
  );
  expect(owner).toBeTruthy();

  await page.getByTestId('menu-onboard').click();
  await page.getByTestId('onboard-user-search').fill(owner!.phone);
  await page.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByTestId('onboard-resume')).toContainText('Konkan Homestays');
  await snap(page, 'onboarding-resume');
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await page
    .getByRole('dialog', { name: 'Onboard Konkan Homestays?' })
    .getByRole('button', { name: 'Finish onboarding' })
    .click();
  await expect(page.getByTestId('onboard-done')).toContainText('Open Konkan Homestays');
});
