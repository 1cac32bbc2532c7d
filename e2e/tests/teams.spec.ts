import { expect, test, type Page, expectToast } from './fixtures';
import { logInAsStaff, snap } from './helpers';

/** What a failed load leaves on screen: an area's inline error, or the page error boundary. */
const ERROR_MARKERS = '[data-testid="tab-load-error"], [data-testid="page-load-failed"]';

/** The console's API requests that fail (4xx/5xx) from now on, as "STATUS METHOD path". */
function watchApiFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return failures;
}

/** Opens a demo team's page from the list, as staff do. */
async function openTeam(page: Page, name: string, filter = '') {
  await page.goto(`/teams?text=${encodeURIComponent(name)}${filter}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('team-header')).toContainText(name);
}

/** Picks an org action from the header's menu. */
async function orgAction(page: Page, testId: string) {
  // Opened unless it is open already (a click on the button of an open menu closes it).
  if (!(await page.getByTestId(testId).isVisible())) await page.getByTestId('org-actions').click();
  await page.getByTestId(testId).click();
}

/** A success toast with exactly this text (spec section 8, word for word). */
/** A toast (Mantine notification), not the same words in the activity timeline. */
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-description').getByText(text, { exact: true });
const confirm = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true });

// A demo org only the teams area changes (its number is released below).
const team = 'Mysore Sandal Crafts';
// Each tab and what only that tab shows once its data has loaded (content or empty state).
const tabs: [tab: string, content: string][] = [
  ['subscriptions', 'team-subscriptions'],
  ['daily-talktimes', 'team-daily-talktimes'],
  ['customers', 'customers-tab'],
  ['users', 'users-tab'],
  ['settings', 'team-settings'],
  ['kyc', 'team-tab-kyc'],
  ['call-stats', 'call-history-tab'],
  ['presence', 'presence-tab'],
  ['voip', 'voip-tab'],
  ['voice-messages', 'voice-messages-tab'],
  ['invoices', 'team-invoices-tab'],
  ['internal-leads', 'internal-leads-tab'],
  ['event-actions', 'event-actions-tab'],
  ['timeline', 'timeline-tab'],
];

test('staff search a team, open it, visit every tab, change a setting, add a note and release its number', async ({
  page,
}) => {
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

  // Every tab shows its own content, and nothing it asked the server for failed: a tab that
  // shows an inline error (a failed request) fails the walk.
  const failures = watchApiFailures(page);
  for (const [tab, content] of tabs) {
    await page.getByTestId(`team-tab-${tab}`).click();
    await expect(page).toHaveURL(`${teamUrl}/${tab}`);
    await expect(page.getByTestId('team-tab-panel').getByTestId(content), tab).toBeVisible();
    await expect(page.getByTestId('team-tab-panel').locator(ERROR_MARKERS), tab).toHaveCount(0);
    expect(failures.splice(0), tab).toEqual([]);
  }

  // Deep link straight to the settings tab, then change a setting.
  await page.goto(`${teamUrl}/settings`);
  const recording = page.getByTestId('setting-call-recording');
  await expect(recording).toBeChecked();
  await recording.click({ force: true });
  await expectToast(page, 'Call recording setting updated successfully');
  await expect(recording).not.toBeChecked();
  // The activity timeline beside the tabs shows the change at once, without a reload.
  await expect(page.getByTestId('activity-item').first()).toContainText(
    'Settings changed (call recording)',
  );
  // In German the entry names the setting in German too (issue 14, item 10).
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('activity-item').first()).toContainText(
    'Einstellungen geändert (Anrufaufzeichnung)',
  );
  await page.getByTestId('language-switcher').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByTestId('activity-item').first()).toContainText(
    'Settings changed (call recording)',
  );
  // A custom caller tune goes up through the presigned-URL flow, then into the settings.
  const mp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  await page
    .getByTestId('caller-tune-setting')
    .locator('input[type=file]')
    .setInputFiles({ name: 'tune.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  await expectToast(page, 'Caller tune setting updated successfully');
  await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
  await snap(page, 'team-settings');

  // A note: action and comment, stored in the spec's form, newest first with the author.
  await page.getByTestId('note-add').click();
  await page.getByTestId('note-comment').fill('Asked for the GST certificate');
  await page.getByTestId('note-save').click();
  await expect(page.getByTestId('note-item').first()).toContainText(
    'Action: Called, comment: Asked for the GST certificate',
  );
  await expect(page.getByTestId('note-item').first()).toContainText('Asha Rao');
  await expect(page.getByTestId('activity-item').first()).toContainText('Note added');
  await snap(page, 'team-note');

  // Releasing the number asks first; cancelling changes nothing.
  const number = (await page.getByTestId('team-number').innerText()).split('\n').pop() ?? '';
  expect(number).toMatch(/^\d{10}$/);
  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-release-number').click();
  await expect(page.getByRole('dialog', { name: 'Release the SF number?' })).toContainText(
    `${number} is taken away from ${team}`,
  );
  await snap(page, 'team-release-confirm');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByTestId('team-number')).toContainText(number);

  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-release-number').click();
  // It cannot be undone: the number is typed before the button works.
  const release = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  await expect(release).toBeDisabled();
  await page.getByTestId('type-to-confirm').fill(number);
  await release.click();
  await expectToast(page, 'SF released successfully');
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

test('a temporary OTP is shown once, in a dialog with a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsStaff(page);
  await openTeam(page, 'Deccan Motors');
  await page.getByTestId('org-actions').click();
  await snap(page, 'team-actions-menu');
  await page.getByTestId('org-temp-otp').click();
  // Access changes ask first.
  await expect(page.getByRole('dialog', { name: 'Create a temporary OTP?' })).toContainText(
    'for 10 minutes',
  );
  await confirm(page).click();
  await expect(toast(page, 'Temporary OTP created')).toBeVisible();
  // Exact: the confirmation ('Create a temporary OTP?') may still be closing.
  const dialog = page.getByRole('dialog', { name: 'Temporary OTP', exact: true });
  await expect(dialog).toBeVisible();
  const code = (await dialog.getByTestId('temp-otp-value').innerText()).trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(dialog).toContainText('It is shown only now');
  await snap(page, 'team-temp-otp');
  await dialog.getByTestId('temp-otp-copy').click();
  await expect(dialog.getByTestId('temp-otp-copy')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Gone for good: nothing on the page shows it again, the timeline records only that one was made.
  await expect(page.getByText(code)).toHaveCount(0);
  await expect(page.getByTestId('activity-item').first()).toContainText('Temporary OTP created');
});

test('org actions: trunk refresh, trials, qualify, FUP reset, OD account and edit, each with the spec message', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const team = 'Ganga Travels';
  await logInAsStaff(page);
  await openTeam(page, team);
  const number = (await page.getByTestId('team-number').innerText()).split('\n').pop() ?? '';
  expect(number).toMatch(/^\d{10}$/);

  // Refresh trunk, plain then multi: each asks first and goes to the switch through the outbox.
  await orgAction(page, 'org-refresh-trunk');
  await expect(page.getByRole('dialog', { name: 'Refresh trunk?' })).toContainText(number);
  await confirm(page).click();
  await expect(toast(page, 'Trunk Refreshed successfully')).toBeVisible();
  await expect(page.getByTestId('team-outbox-item').first()).toContainText('refresh-trunk');
  await orgAction(page, 'org-refresh-multi-trunk');
  await expect(page.getByRole('dialog', { name: 'Refresh every trunk?' })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'Multi Trunk Refreshed successfully')).toBeVisible();
  await expect(page.getByTestId('team-outbox-item').first()).toContainText('refresh-multi-trunk');
  await expect(page.getByTestId('activity-item').first()).toContainText('Multi trunk refreshed');

  await orgAction(page, 'org-new-trial');
  await expect(page.getByRole('dialog', { name: 'Start a new trial?' })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'New trial Started successfully')).toBeVisible();
  await expect(page.getByTestId('team-header')).toContainText('Trial');

  await orgAction(page, 'org-crm-trial');
  await confirm(page).click();
  await expect(toast(page, 'CRM trial started successfully')).toBeVisible();
  await expect(page.getByTestId('activity-item').first()).toContainText('CRM trial started');
  // The open subscriptions tab shows the new trial without a reload.
  await expect(page.getByTestId('team-subscriptions')).toContainText('CRM Trial');

  await orgAction(page, 'org-qualify');
  await expect(page.getByRole('dialog')).toContainText('becomes a qualified lead');
  await confirm(page).click();
  await expect(toast(page, 'Qualified successfully')).toBeVisible();
  await expect(page.getByTestId('team-header')).toContainText('Qualified');
  await page.getByTestId('org-actions').click();
  await expect(page.getByTestId('org-qualify')).toBeDisabled();

  await orgAction(page, 'org-reset-fup');
  await expect(page.getByRole('dialog', { name: 'Reset FUP?' })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'Reset FUP done successfully')).toBeVisible();
  await expect(page.getByTestId('activity-item').first()).toContainText('FUP reset');

  // OD account: the caller id is an Indian mobile, checked before anything is sent.
  await orgAction(page, 'org-od-account');
  const od = page.getByRole('dialog', { name: 'Configure OD account' });
  await od.getByRole('switch', { name: 'Outbound dialer enabled' }).click({ force: true });
  await od.getByLabel('Channels').fill('4');
  await od.getByLabel('Caller id (optional)').fill('02240001234');
  await od.getByRole('button', { name: 'Save' }).click();
  await expect(od).toContainText('must be an Indian mobile number');
  await od.getByLabel('Caller id (optional)').fill('+91 98450 12345');
  await od.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Change the OD account?' })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'OD account configured successfully')).toBeVisible();
  await expect(page.getByTestId('activity-item').first()).toContainText('OD account configured');
  await orgAction(page, 'org-od-account');
  await expect(od.getByLabel('Caller id (optional)')).toHaveValue('9845012345');
  await od.getByRole('button', { name: 'Cancel' }).click();

  // Edit: assign the team to me from the staff list, and suspend it (an access change: asked first).
  await orgAction(page, 'org-edit');
  const edit = page.getByRole('dialog', { name: 'Edit team' });
  await edit.getByRole('textbox', { name: 'Assigned staff' }).click();
  await page.getByRole('option', { name: 'Asha Rao' }).click();
  await edit.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await snap(page, 'team-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${team}?` });
  await expect(suspend).toContainText('cannot sign in');
  await suspend.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByTestId('team-header')).not.toContainText('Suspended');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page).click();
  await expect(toast(page, 'Org updated successfully')).toBeVisible();
  await expect(page.getByTestId('team-header')).toContainText('Suspended');
  await expect(page.getByTestId('team-header')).toContainText('Asha Rao');
  await snap(page, 'team-actions-done');

  // "Assigned to me" now lists it.
  await page.goto('/teams?assigned=true&status=SUSPENDED');
  await expect(page.getByRole('link', { name: team })).toBeVisible();

  // Reactivating asks too.
  await openTeam(page, team, '&status=SUSPENDED');
  await orgAction(page, 'org-edit');
  await edit.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: `Reactivate ${team}?` })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'Org updated successfully')).toBeVisible();
  await expect(page.getByTestId('team-header')).not.toContainText('Suspended');
});

test('SU deletes a team, still reads its kept data, and restores it', async ({ page }) => {
  const team = 'Coastal Seafoods';
  await logInAsStaff(page);
  await openTeam(page, team);
  const teamUrl = page.url().replace(/\/[a-z-]+$/, '');
  await orgAction(page, 'org-delete');
  await expect(page.getByRole('dialog', { name: `Delete ${team}?` })).toContainText(
    'a super user can restore it',
  );
  await page.getByTestId('type-to-confirm').fill(team);
  await confirm(page).click();
  await expect(toast(page, 'Organization deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/teams$/);

  // Gone from the list; under the DELETED filter it is there, and its kept data reads without errors.
  await page.goto(`/teams?text=${encodeURIComponent(team)}`);
  await expect(page.getByTestId('table-row')).toHaveCount(0);
  await page.goto(`/teams?text=${encodeURIComponent(team)}&status=DELETED`);
  await expect(page.getByRole('link', { name: team })).toBeVisible();
  const failures = watchApiFailures(page);
  for (const [tab, content] of tabs.filter(([id]) =>
    ['users', 'presence', 'voip', 'voice-messages', 'event-actions', 'internal-leads'].includes(id),
  )) {
    await page.goto(`${teamUrl}/${tab}`);
    await expect(page.getByTestId('team-deleted-notice')).toContainText(
      'changes are refused until a super user restores it',
    );
    await expect(page.getByTestId('team-tab-panel').getByTestId(content), tab).toBeVisible();
    await expect(page.getByTestId('team-tab-panel').locator(ERROR_MARKERS), tab).toHaveCount(0);
    expect(failures.splice(0), tab).toEqual([]);
    // Its members are all still there.
    if (tab === 'users')
      await expect(page.getByTestId('users-tab').getByTestId('table-row')).toHaveCount(2);
  }
  await snap(page, 'team-deleted');

  await page.getByTestId('org-restore').click();
  await expect(page.getByRole('dialog', { name: `Restore ${team}?` })).toBeVisible();
  await confirm(page).click();
  await expect(toast(page, 'Organization restored successfully')).toBeVisible();
  await expect(page.getByTestId('team-header')).not.toContainText('Deleted on');
  await expect(page.getByTestId('team-deleted-notice')).toHaveCount(0);
  await expect(page.getByTestId('activity-item').first()).toContainText('Team restored');
  await page.goto(`/teams?text=${encodeURIComponent(team)}`);
  await expect(page.getByRole('link', { name: team })).toBeVisible();
});

test('staff read the outbox from the menu, and a team shows what was sent for it', async ({
  page,
}) => {
  await logInAsStaff(page);
  // After the spec's sixteen entries: Payments and the Outbox (also in the user menu).
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-outbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('menu-outbox').click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByTestId('outbox-page')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await snap(page, 'outbox');

  // Filter to the telephony switch: only switch requests, and the filter lands in the URL.
  await page.getByTestId('outbox-channel-filter').click();
  await page.getByRole('option', { name: 'Telephony switch' }).click();
  await expect(page).toHaveURL(/channel=SWITCH/);
  const channels = page.getByTestId('outbox-channel');
  await expect(channels.first()).toHaveText('Telephony switch');
  // Retried until the filtered page has replaced the previous one: no row of another channel.
  await expect(channels.filter({ hasNotText: 'Telephony switch' })).toHaveCount(0);

  // An invite sends an SMS: the team page lists it and links to its messages on the Outbox page.
  const team = 'Reddy Constructions';
  await openTeam(page, team);
  await page.getByTestId('team-tab-users').click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Meena');
  await dialog.getByLabel('Last name').fill('Reddy');
  await dialog.getByLabel('Mobile number').fill('+91 93300 61234');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Meena Reddy invited')).toBeVisible();
  const sent = page.getByTestId('team-outbox-item').first();
  await expect(sent).toContainText('Hi Meena, you have been added to the team Reddy Constructions');
  await expect(sent).toContainText('9330061234');
  await snap(page, 'team-page-outbox');
  await page.getByTestId('team-outbox-all').click();
  await expect(page).toHaveURL(/\/outbox\?org_id=\d+$/);
  await expect(page.getByTestId('outbox-org-filter')).toContainText(team);
  await expect(page.getByTestId('table-row').first()).toContainText('9330061234');
  await snap(page, 'outbox-team');
});
