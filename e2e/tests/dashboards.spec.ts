import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

test('the dashboard shows the figures that need attention and leads to their lists', async ({
  page,
}) => {
  await logInAsStaff(page);
  const kyc = page.getByTestId('stat-kyc-pending');
  // The demo data has KYC waiting in every state, so the figure is a positive number.
  await expect(kyc.getByRole('link')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('stat-payments')).toContainText('₹');
  await expect(page.getByTestId('stat-orgs').getByRole('link')).toHaveText(/^\d+$/);
  await snap(page, 'dashboards');
  await kyc.getByRole('link').click();
  await expect(page).toHaveURL(/\/kyc/);
});
