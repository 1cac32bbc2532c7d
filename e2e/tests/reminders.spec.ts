import { expect, test, expectToast } from './fixtures';
import { logInAsStaff, snap } from './helpers';

test('staff set a reminder on a team, find it under My reminders on the dashboard, and mark it done', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('team-search').fill('deccan');
  await page.getByRole('link', { name: 'Deccan Motors' }).click();
  const panel = page.getByTestId('reminders-panel');
  await expect(panel).toContainText('No open reminders');

  await panel.getByTestId('reminder-add').click();
  const dialog = page.getByRole('dialog', { name: 'New reminder' });
  await dialog.getByLabel('What to do').fill('Call Deccan Motors about the annual renewal');
  await dialog.getByLabel('When').fill('2031-01-15T10:30');
  await dialog.getByTestId('reminder-save').click();
  await expectToast(page, 'Reminder saved');
  const item = panel.getByTestId('reminder-item');
  await expect(item).toContainText('Call Deccan Motors about the annual renewal');
  // Shown back in IST as it was entered.
  await expect(item).toContainText('15 Jan 2031, 10:30 am');
  await expect(page.getByTestId('activity-item').first()).toContainText('Reminder set');
  await snap(page, 'team-reminders');

  await page.getByTestId('menu-dashboards').click();
  const mine = page.getByTestId('my-reminders');
  const entry = mine.getByTestId('reminder-item').filter({ hasText: 'annual renewal' });
  await expect(entry).toContainText('Deccan Motors');
  await snap(page, 'dashboard-my-reminders');
  await entry.getByTestId('reminder-done').click();
  await expectToast(page, 'Reminder marked done');
  await expect(entry).toHaveCount(0);
});
