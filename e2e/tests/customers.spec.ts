import { expect, test, expectToast } from './fixtures';
import { APP_KEY, logInAsStaff, openTeamTab, snap } from './helpers';

test('customers the app writes show in the team’s Customers tab, and staff correct one', async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await openTeamTab(page, 'urban chai', 'Urban Chai Co', 'customers');
  await expect(page.getByTestId('customers-tab')).toContainText('No customers yet');

  const written = await page.request.put('/api/app/customers', {
    headers: { 'x-api-key': APP_KEY },
    data: {
      org_id: orgId,
      customers: [
        {
          app_id: 'uc-101',
          name: 'Koramangala Cafe',
          phone: '9845012345',
          tags: ['wholesale'],
          category: 'Food & Restaurants',
        },
        {
          app_id: 'uc-102',
          name: 'Indiranagar Bakes',
          tags: ['retail'],
          last_call_at: '2026-11-20T11:15:00+05:30',
        },
      ],
    },
  });
  expect(written.status()).toBe(200);

  await page.reload();
  const tab = page.getByTestId('customers-tab');
  await expect(tab.getByTestId('table-row')).toHaveCount(2);
  await tab
    .getByRole('textbox', { name: 'Search customers by name, phone or email' })
    .fill('bakes');
  await expect(tab.getByTestId('table-row')).toHaveCount(1);
  await tab.getByTestId('table-row').first().click();
  const dialog = page.getByRole('dialog', { name: 'Customer Indiranagar Bakes' });
  await dialog.getByLabel('Tags').fill('follow-up');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog.getByTestId('customer-save').click();
  await expectToast(page, 'Customer updated');
  await expect(tab.getByTestId('table-row').first()).toContainText('follow-up');
  await snap(page, 'team-tab-customers');
});
