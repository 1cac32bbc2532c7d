import { expect, test, type Page } from './fixtures';
import { demo, logInAsStaff, newTeam, snap } from './helpers';

// KYC review assignment: one review from its queue row and its review page, the queue's
// "Assigned to" filter (in the URL), and the bulk "Assign" of every row a filter picks. Each test
// makes its own teams (their KYC never submitted), so the demo's queue is left as it was.

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description').getByText(text, { exact: true });

/** Picks an option of the queue's "Assigned to" filter. */
async function assignedTo(page: Page, option: string) {
  await page.getByTestId('kyc-assignee').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function teams(page: Page, prefix: string, names: string[]) {
  const ids: Record<string, number> = {};
  for (const name of names) ids[name] = await newTeam(page, `${prefix} ${name}`);
  return ids;
}

test('assigns one review from the queue and the review page, and filters the queue by assignee', async ({
  page,
}) => {
  await logInAsStaff(page);
  const prefix = `Assignone${Date.now() % 1_000_000}`;
  const ids = await teams(page, prefix, ['Alpha', 'Beta', 'Gamma']);
  await page.goto(`/kyc?text=${prefix}`);
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(3);

  // Alpha to me, from its row: the row stays put (the menu does not open the review).
  await page.getByTestId(`assign-${ids.Alpha}`).click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(
    toast(page, `KYC review of ${prefix} Alpha assigned to ${demo.su.name}`),
  ).toBeVisible();
  await expect(page.getByTestId(`assign-${ids.Alpha}`)).toHaveText(demo.su.name);
  await expect(page.getByTestId('kyc-queue')).toBeVisible();

  // Beta to a colleague who may review KYC, by name.
  await page.getByTestId(`assign-${ids.Beta}`).click();
  await page.getByRole('menuitem', { name: demo.admin.name }).click();
  await expect(page.getByTestId(`assign-${ids.Beta}`)).toHaveText(demo.admin.name);
  await snap(page, 'kyc-assigned');

  // "Assigned to: me", in the URL, kept over a reload.
  await assignedTo(page, 'Me');
  await expect(page).toHaveURL(/[?&]assignee=me(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${prefix} Alpha`);
  await page.reload();
  await expect(page.getByTestId('kyc-assignee')).toHaveValue('Me');
  await expect(rows).toHaveCount(1);

  await assignedTo(page, 'Unassigned');
  await expect(page).toHaveURL(/[?&]assignee=unassigned(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${prefix} Gamma`);
  await assignedTo(page, 'Anyone');
  await expect(rows).toHaveCount(2);
  await assignedTo(page, demo.admin.name);
  await expect(page).toHaveURL(/[?&]assignee=\d+(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`${prefix} Beta`);

  // On the review page: Beta handed back, then to me; its history lists each assignment.
  await rows.first().click();
  await expect(page.getByTestId('review-org-name')).toHaveText(`${prefix} Beta`);
  await page.getByTestId(`assign-${ids.Beta}`).click();
  await page.getByRole('menuitem', { name: 'Unassign' }).click();
  await expect(toast(page, `KYC review of ${prefix} Beta is no longer assigned`)).toBeVisible();
  await expect(page.getByTestId(`assign-${ids.Beta}`)).toHaveText('Assign');
  await page.getByTestId(`assign-${ids.Beta}`).click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(page.getByTestId(`assign-${ids.Beta}`)).toHaveText(demo.su.name);
  await page.goto(`/kyc?text=${prefix}&assignee=me`);
  await expect(rows).toHaveCount(2);
});

test('assigns every unassigned row a filter picks in one bulk action', async ({ page }) => {
  await logInAsStaff(page);
  const prefix = `Assignbulk${Date.now() % 1_000_000}`;
  await teams(page, prefix, ['One', 'Two', 'Three']);
  // One row a page, so "all matching" reaches past the page and the server picks the rows.
  await page.goto(`/kyc?text=${prefix}&assignee=unassigned&page_size=1`);
  await expect(page.getByTestId('table-total')).toHaveText('3 total');

  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Select all 3 matching' }).click();
  await expect(page.getByTestId('bulk-count')).toHaveText('All 3 matching rows selected');
  await expect(page.getByTestId('bulk-assign')).toBeDisabled();
  await page.getByTestId('bulk-assignee').click();
  await page.getByRole('option', { name: demo.admin.name, exact: true }).click();
  await page.getByTestId('bulk-assign').click();
  const dialog = page.getByRole('dialog', { name: 'Assign' });
  await expect(dialog).toContainText(`Assign the KYC review of 3 org(s) to ${demo.admin.name}?`);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('3 done, 0 failed');
  await snap(page, 'kyc-bulk-assigned');

  // None is left unassigned; all three are the colleague's.
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.goto(`/kyc?text=${prefix}`);
  await assignedTo(page, demo.admin.name);
  await expect(page.getByTestId('table-total')).toHaveText('3 total');
  for (const row of await page.getByTestId('table-row').all())
    await expect(row).toContainText(demo.admin.name);
});
