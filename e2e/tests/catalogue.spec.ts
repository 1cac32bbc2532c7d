import { expect, test } from './fixtures';
import { demo, logInAsStaff, snap } from './helpers';

// Subscriptions › Catalogue: an SU changes a price (a new version, with its history), makes a
// plan and retires it; an ADMIN reads the catalogue and changes nothing.

test('an SU changes a price, makes a plan and retires it', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-subscriptions').click();
  await page.getByTestId('open-catalogue').click();
  await expect(page).toHaveURL('/subscriptions/catalogue');
  const plans = page.getByTestId('catalogue-plans');
  // Plan 13 (the CRM on its own): a legacy plan nobody's test sells at a fixed price.
  const crm = plans.locator('[data-plan="13"]');
  await expect(crm).toContainText('Legacy');

  await crm.getByTestId('variant-edit').first().click();
  const form = page.getByTestId('variant-form');
  await expect(form.getByTestId('price-history')).toHaveCount(0);
  await form.getByTestId('variant-price').fill('1234.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/now costs ₹1,234\.50; what was sold before keeps its price/),
  ).toBeVisible();
  await expect(crm.getByTestId('catalogue-variant').first()).toContainText('₹1,234.50');

  await crm.getByTestId('variant-edit').first().click();
  const history = form.getByTestId('price-history');
  await expect(history.locator('li')).toHaveCount(2);
  await expect(history.locator('li').first()).toContainText('₹1,234.50');
  await expect(history.locator('li').first()).toContainText('set by Asha Rao');
  await expect(history.locator('li').last()).toContainText("the catalogue's first price");
  await snap(page, 'catalogue-price-history');
  await form.getByRole('button', { name: 'Cancel' }).click();

  const stamp = String(Date.now()).slice(-6);
  await page.getByTestId('new-plan').click();
  const planForm = page.getByTestId('plan-form');
  await planForm.getByTestId('plan-name').fill(`Festive ${stamp}`);
  await planForm.getByTestId('plan-slug').fill(`festive-${stamp}`);
  await planForm.getByTestId('plan-price').fill('1499');
  await planForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Plan Festive ${stamp} created`)).toBeVisible();
  const festive = plans.getByTestId('catalogue-plan').filter({ hasText: `Festive ${stamp}` });
  await expect(festive).toContainText('Monthly: ₹1,499.00');
  await expect(festive).toContainText('Current');

  await festive.getByTestId('plan-retire').click();
  const confirm = page.getByRole('dialog', { name: 'Retire this plan?' });
  await expect(confirm).toContainText(`Festive ${stamp} is no longer offered in Create Plan`);
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(festive).toContainText('Retired');
  await snap(page, 'catalogue');
});

test('an ADMIN reads the catalogue but is offered no change', async ({ page }) => {
  await logInAsStaff(page, demo.admin.email);
  await page.goto('/subscriptions/catalogue');
  await expect(page.getByText('Read only: an SU changes the catalogue')).toBeVisible();
  await expect(page.getByTestId('catalogue-plan').first()).toBeVisible();
  await expect(page.getByTestId('variant-edit')).toHaveCount(0);
  await expect(page.getByTestId('new-plan')).toHaveCount(0);
});
