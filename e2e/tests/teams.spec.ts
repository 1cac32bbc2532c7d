import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

// A demo org only the teams area changes (its number is released below).
const team = 'Mysore Sandal Crafts';
const tabs = [
  'subscriptions', 'daily-talktimes', 'users', 'settings', 'kyc', 'call-stats',
  'presence', 'voip', 'voice-messages', 'invoices', 'internal-leads', 'event-actions',
];

test('staff search a team, open it, visit every tab, change a setting, add a note and release its number', async ({ page }) => {
  // The whole walk (twelve tabs, an upload, a note, a release) on a shared, busy machine.
  test.setTimeout(240_000);
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  await expect(page.getByTestId('teams-page')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await snap(page, 'teams-list');

  // The search waits for typing to settle (1000 ms), then lands in the URL.
  await page.getByTestId('team-search').fill('mysore sandal');
  await expect(page).toHaveURL(/text=mysore\+sandal/);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('team-search')).toHaveValue('mysore sandal');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await snap(page, 'teams-search');

  await page.getByRole('link', { name: team }).click();
  await expect(page).toHaveURL(/\/teams\/\d+\/subscriptions$/);
  await expect(page.getByTestId('team-header')).toContainText(team);
  const teamUrl = page.url().replace(/\/subscriptions$/, '');
  await snap(page, 'team-page');

  for (const tab of tabs) {
    await page.getByTestId(`team-tab-${tab}`).click();
    await expect(page).toHaveURL(`${teamUrl}/${tab}`);
    await expect(page.getByTestId('team-tab-panel')).toBeVisible();
    await expect(page.getByTestId('page-load-failed')).toHaveCount(0);
  }

  // Deep link straight to the settings tab, then change a setting.
  await page.goto(`${teamUrl}/settings`);
  const recording = page.getByTestId('setting-call-recording');
  await expect(recording).toBeChecked();
  await recording.click({ force: true });
  await expect(page.getByText('Call recording setting updated successfully')).toBeVisible();
  await expect(recording).not.toBeChecked();
  // The activity timeline beside the tabs shows the change at once, without a reload.
  await expect(page.getByTestId('activity-item').first()).toContainText('Settings changed (call recording)');
  // A custom caller tune goes up through the presigned-URL flow, then into the settings.
  const mp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  await page.getByTestId('caller-tune-setting').locator('input[type=file]').setInputFiles({ name: 'tune.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  await expect(page.getByText('Caller tune setting updated successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await snap(page, 'team-settings');

  // A note: action and comment, stored in the spec's form, newest first with the author.
  await page.getByTestId('note-add').click();
  await page.getByTestId('note-comment').fill('Asked for the GST certificate');
  await page.getByTestId('note-save').click();
  await expect(page.getByTestId('note-item').first()).toContainText('Action: Called, comment: Asked for the GST certificate');
  await expect(page.getByTestId('note-item').first()).toContainText('Asha Rao');
  await expect(page.getByTestId('activity-item').first()).toContainText('Note added');
  await snap(page, 'team-note');

  // Releasing the number asks first; cancelling changes nothing.
  const number = (await page.getByTestId('team-number').innerText()).split('\n').pop() ?? '';
  expect(number).toMatch(/^\d{10}$/);
  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-release-number').click();
  await expect(page.getByRole('dialog', { name: 'Release the SF number?' })).toContainText(`${number} is taken away from ${team}`);
  await snap(page, 'team-release-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('team-number')).toContainText(number);

  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-release-number').click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('SF released successfully')).toBeVisible();
  await expect(page.getByTestId('team-number')).not.toContainText(number);
  await expect(page.getByTestId('activity-item').first()).toContainText('Number released');
  await snap(page, 'team-released');
});

test('an ADMIN is not offered the delete action', async ({ page }) => {
  await logInAsStaff(page, 'admin@switchboard.test');
  await page.goto('/teams?text=konkan');
  await page.getByRole('link', { name: 'Konkan Homestays' }).click();
  await page.getByTestId('org-actions').click();
  await expect(page.getByTestId('org-release-number')).toBeVisible();
  await expect(page.getByTestId('org-delete')).toHaveCount(0);
});
