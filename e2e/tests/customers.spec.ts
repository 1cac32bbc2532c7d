import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

/** The same key e2e/start-server.mjs gives the server: the spec plays the product's app. */
const APP_KEY = 'e2e-product-app-key-0123456789abcdef';

test('customers the app writes show in the team’s Customers tab, and staff correct one', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('team-search').fill('urban chai');
  await page.getByRole('link', { name: 'Urban Chai Co' }).click();
  await page.getByTestId('team-tab-customers').click();
  await expect(page.getByTestId('customers-tab')).toContainText('No customers yet');
  const orgId = Number(/\/teams\/(\d+)/.exec(page.url())?.[1]);

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
  await expect(page.getByText('Customer updated', { exact: true })).toBeVisible();
  await expect(tab.getByTestId('table-row').first()).toContainText('follow-up');
  await snap(page, 'team-tab-customers');
});
