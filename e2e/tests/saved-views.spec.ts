import { expect, test, type Page } from './fixtures';
import { demo, logInAsStaff, PASSWORD, snap } from './helpers';

/** A toast (Mantine notification) with exactly this text. */
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description').getByText(text, { exact: true });

/** The teams list shows only suspended teams, without its plan column. */
async function expectSuspendedWithoutPlan(page: Page) {
  await expect(page).toHaveURL(/[?&]status=SUSPENDED(&|$)/);
  await expect(page).toHaveURL(/[?&]hide=plan(&|$)/);
  const table = page.getByTestId('teams-table');
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Plan and validity' })).toHaveCount(0);
  await expect(page.getByTestId('team-status').getByLabel('Suspended')).toBeChecked();
  // Every row is a suspended team (the demo has one in eleven).
  const rows = table.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  await expect(table.getByTestId('table-loading')).toHaveCount(0);
  for (const row of await rows.all()) await expect(row).toContainText('Suspended');
}

test('saves the teams list under a name, reopens it from the Views menu and shares it by link', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  const table = page.getByTestId('teams-table');
  await expect(table.getByRole('columnheader', { name: 'Plan and validity' })).toBeVisible();

  // A filter and a hidden column, both in the URL.
  await page.getByTestId('team-status').getByText('Suspended').click();
  await page.getByTestId('columns-menu').click();
  // A click, not uncheck(): the box follows the URL, a moment after the click.
  const planBox = page.getByRole('checkbox', { name: 'Plan and validity' });
  await planBox.click();
  await expect(planBox).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expectSuspendedWithoutPlan(page);

  // Saved under a name: Enter saves.
  const name = `Suspended, no plan ${Date.now() % 100000}`;
  await page.getByTestId('saved-views-menu').click();
  await page.getByTestId('save-view').click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(toast(page, `View ${name} saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same name again is refused beside the field.
  await page.getByTestId('saved-views-menu').click();
  await page.getByTestId('save-view').click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(
    `You already have a view named ${name.toUpperCase()} on this list`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toHaveCount(0);

  // Elsewhere and back: the list opens as it always does.
  await page.getByTestId('menu-kyc').click();
  await expect(page.getByTestId('kyc-queue')).toBeVisible();
  await page.getByTestId('menu-teams').click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(table.getByRole('columnheader', { name: 'Plan and validity' })).toBeVisible();

  // Reopened from the menu: the filter and the hidden column are back.
  await page.getByTestId('saved-views-menu').click();
  const item = page.getByRole('menuitem', { name: `Open view ${name}` });
  await item.click();
  await expectSuspendedWithoutPlan(page);
  await page.getByTestId('saved-views-menu').click();
  await expect(item.getByLabel('Shown now')).toBeVisible();
  await snap(page, 'saved-views-menu');

  // Shared by its link: copied, opened in a fresh browser by a colleague who signs in.
  await page.getByTestId('copy-view-link').click();
  await expect(toast(page, 'Link to this view copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/teams\?/);
  const colleague = await browser.newContext();
  const fresh = await colleague.newPage();
  await fresh.goto(link);
  // Signing in returns to the link itself (the form is filled where the link led).
  await expect(fresh).toHaveURL(/\/login/);
  await fresh.getByRole('textbox', { name: 'Email' }).fill(demo.admin.email);
  await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expectSuspendedWithoutPlan(fresh);
  // A view is its owner's own: the colleague's menu does not list it.
  await fresh.getByTestId('saved-views-menu').click();
  await expect(fresh.getByRole('menuitem', { name: `Open view ${name}` })).toHaveCount(0);
  await colleague.close();

  // Deleted after a confirmation, it leaves the menu.
  await page.getByTestId('saved-views-menu').click();
  await page.getByRole('button', { name: `Delete view ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this view?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `View ${name} deleted`)).toBeVisible();
  await page.getByTestId('saved-views-menu').click();
  await expect(page.getByRole('menuitem', { name: `Open view ${name}` })).toHaveCount(0);
});

/**
 * Saves the list as filtered under a name, leaves it for the dashboards, comes back to the
 * bare list from the menu and reopens the view: the URL's filters and the filter box are back.
 */
async function saveAndReopen(
  page: Page,
  list: { menu: string; bare: RegExp; filter: string; box: string; value: string },
) {
  const name = `${list.menu} ${list.value} ${Date.now() % 100000}`;
  await page.getByTestId('saved-views-menu').click();
  await page.getByTestId('save-view').click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `View ${name} saved`)).toBeVisible();

  await page.getByTestId('menu-dashboards').click();
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  await page.getByTestId(`menu-${list.menu}`).click();
  await expect(page).toHaveURL(list.bare);
  await expect(page.getByTestId(list.box)).toHaveValue('');

  await page.getByTestId('saved-views-menu').click();
  await page.getByRole('menuitem', { name: `Open view ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]${list.filter}(&|$)`));
  await expect(page.getByTestId(list.box)).toHaveValue(list.value);
}

test('saves and reopens a view of the campaigns and of the mandates lists', async ({ page }) => {
  await logInAsStaff(page);

  await page.getByTestId('menu-campaigns').click();
  await page.getByTestId('campaigns-status-filter').click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=COMPLETED(&|$)/);
  await saveAndReopen(page, {
    menu: 'campaigns',
    bare: /\/campaigns$/,
    filter: 'status=COMPLETED',
    box: 'campaigns-status-filter',
    value: 'Completed',
  });

  await page.getByTestId('menu-payment-links').click();
  await page.getByTestId('payments-segments').getByText('Mandates').click();
  await expect(page).toHaveURL(/\/payment-links\/mandates$/);
  await page.getByTestId('mandates-status-filter').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=active(&|$)/);
  // Back to the bare list from the menu, then to Mandates: the view opens there again.
  await page.getByTestId('saved-views-menu').click();
  await page.getByTestId('save-view').click();
  const name = `Active mandates ${Date.now() % 100000}`;
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `View ${name} saved`)).toBeVisible();
  await page.goto('/payment-links/mandates');
  await expect(page.getByTestId('mandates-status-filter')).toHaveValue('');
  await page.getByTestId('saved-views-menu').click();
  // The mandates' views only: the campaigns' view is not offered here.
  await expect(page.getByRole('menuitem', { name: /^Open view campaigns/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: `Open view ${name}` }).click();
  await expect(page).toHaveURL(/\/payment-links\/mandates\?status=active$/);
  await expect(page.getByTestId('mandates-status-filter')).toHaveValue('Active');
});
