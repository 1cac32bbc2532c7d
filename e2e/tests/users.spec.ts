import { expect, test, type Page, expectToast } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// A demo org no other spec changes.
const team = 'Urban Chai Co';

async function openTeam(page: Page, tab: string) {
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('team-search').fill('urban chai');
  await page.getByRole('link', { name: team }).click();
  await expect(page.getByTestId('team-page')).toBeVisible();
  // A tab clicked while the first one (subscriptions) still loads can be overtaken by it.
  await expect(page.getByTestId('team-subscriptions')).toBeVisible();
  await page.getByTestId(`team-tab-${tab}`).click();
  await expect(page).toHaveURL(new RegExp(`/teams/\\d+/${tab}`));
}

test('staff search users, open one, and create a user', async ({ page }) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('users-link').click();
  await expect(page).toHaveURL(/\/teams\/users$/);
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await snap(page, 'users-list');

  // Typed with +91 and spaces: matches the ten digits stored; the text lands in the URL.
  await page.getByTestId('user-search').fill('+91 94455 00011');
  await expect(page).toHaveURL(/text=/);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('table-row').first().click();
  await expect(page.getByTestId('user-detail')).toContainText('Harish Venkatesh');
  await expect(page.getByTestId('user-referrals')).toContainText('NEWHARISH');
  await expect(page.getByTestId('user-device')).toContainText('Never signed in on a device');

  await page.goto('/teams/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Lakshmi');
  await dialog.getByLabel('Last name').fill('Narayan');
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toContainText('must be an Indian mobile number');
  await dialog.getByLabel('Mobile number').fill('+91 93300 44551');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'User created successfully');
  await expect(page.getByTestId('user-detail')).toContainText('Lakshmi Narayan');
  await expect(page.getByTestId('user-detail')).toContainText('9330044551');
  await expect(page.getByTestId('notes-panel')).toContainText('No notes yet.');
  await snap(page, 'user-detail-new');
});

test('staff open a member with a softphone and reconnect it', async ({ page }) => {
  await logInAsStaff(page);
  // Pick a demo customer whose softphone exists, through the same API the console uses.
  const search = await (await page.request.get('/api/users/search?page_size=50')).json();
  let userId = 0;
  for (const row of search.data.rows as { id: number }[]) {
    const softphone = await (await page.request.get(`/api/users/${row.id}/softphone`)).json();
    const device = await (await page.request.get(`/api/users/${row.id}/recent-device`)).json();
    if (softphone.data && device.data) {
      userId = row.id;
      break;
    }
  }
  expect(userId).toBeGreaterThan(0);
  await page.goto(`/teams/users/${userId}`);
  await expect(page.getByTestId('user-device')).toContainText('Platform');
  await page.getByRole('button', { name: 'Reconnect softphone' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Refreshed successfully');
  await expect(page.getByTestId('softphone-status')).toHaveText('Reconnecting');
  await snap(page, 'user-detail-softphone');
});

test('staff send a push notification to a user and unlink their SIM phone', async ({ page }) => {
  await logInAsStaff(page);
  // A demo customer with a device that takes push and a linked SIM, through the console's own API.
  const search = await (await page.request.get('/api/users/search?page_size=100&order=ASC')).json();
  let user: { id: number; phone: string } | null = null;
  for (const row of search.data.rows as { id: number }[]) {
    const detail = (await (await page.request.get(`/api/users/${row.id}`)).json()).data;
    const device = (await (await page.request.get(`/api/users/${row.id}/recent-device`)).json())
      .data;
    const sim = (detail.sim_connections as { status: string; phone: string }[]).find(
      (s) => s.status === 'LINKED',
    );
    if (device?.has_push_token && sim) {
      user = { id: row.id, phone: sim.phone };
      break;
    }
  }
  expect(user).not.toBeNull();
  await page.goto(`/teams/users/${user!.id}`);
  await expect(page.getByTestId('user-detail')).toBeVisible();

  await page.getByRole('button', { name: 'Send push notification' }).click();
  const push = page.getByRole('dialog', { name: 'Send push notification' });
  await push.getByRole('button', { name: 'Send' }).click();
  // Checked with the contract's schema before anything is sent.
  await expect(push.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await push.getByLabel('Title').fill('Your KYC is approved');
  await push.getByLabel('Message').fill('You can now make calls from the app.');
  await push.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'Push notification sent');
  await expect(push).toBeHidden();

  // Unlinking asks first; cancelling keeps the SIM linked.
  const sims = page.getByTestId('user-sims');
  await sims.getByRole('button', { name: 'Unlink' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Unlink SIM phone' });
  await expect(confirm).toContainText(`Unlink the SIM phone ${user!.phone}?`);
  await snap(page, 'user-unlink-sim');
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(sims.getByRole('button', { name: 'Unlink' }).first()).toBeVisible();
  await sims.getByRole('button', { name: 'Unlink' }).first().click();
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('SIM phone unlinked', { exact: true })).toBeVisible();
  await expect(sims).toContainText('Unlinked');

  // The push went out through the outbox, the token shown only by its end.
  await page.goto('/outbox?channel=PUSH');
  const row = page.getByTestId('table-row').first();
  await expect(row).toContainText('Your KYC is approved');
  await expect(row).toContainText('…');
});

test('staff invite a user from a team and see them in the presence tab, beside the number history', async ({
  page,
}) => {
  await logInAsStaff(page);
  await openTeam(page, 'users');
  await expect(page.getByTestId('users-tab')).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Tanvi');
  await dialog.getByLabel('Last name').fill('Kulkarni');
  await dialog.getByLabel('Mobile number').fill('9330044552');
  // The toast shows for 2 s: watch for it (in the page, every frame) before clicking, so a
  // busy machine's slow answer cannot fall between two polls.
  const invited = page.getByText('Tanvi Kulkarni invited').waitFor();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await invited;
  await expect(page.getByTestId('users-tab').getByTestId('table-row').first()).toContainText(
    'Tanvi Kulkarni',
  );
  // Changes made in another area's tab reach the team's activity timeline without a reload.
  await expect(page.getByTestId('activity-item').first()).toContainText('User invited');
  await snap(page, 'team-tab-users');

  await page.getByTestId('team-tab-presence').click();
  await expect(page.getByTestId('presence-tab')).toContainText('Tanvi Kulkarni');
  await snap(page, 'team-tab-presence');

  await page.getByTestId('team-tab-voip').click();
  await expect(page.getByTestId('voip-tab')).toContainText('Number history');
  await expect(page.getByTestId('voip-tab').getByText('Assigned').first()).toBeVisible();
  await snap(page, 'team-tab-voip');
});

test('staff add a voice message and an event action to a team and see its internal leads', async ({
  page,
}) => {
  await logInAsStaff(page);
  await openTeam(page, 'voice-messages');
  await expect(page.getByTestId('voice-messages-tab')).toBeVisible();
  await page.getByRole('button', { name: 'Add voice message' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Diwali greeting');
  await page
    .getByRole('dialog')
    .getByLabel('Text to read out')
    .fill('Happy Diwali from Urban Chai! We are open till 9 pm.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Voice message saved');
  await expect(page.getByTestId('voice-messages-tab')).toContainText('Diwali greeting');
  await expect(page.getByTestId('activity-item').first()).toContainText('Voice message added');
  await snap(page, 'team-tab-voice-messages');

  await page.getByTestId('team-tab-internal-leads').click();
  await expect(
    page.getByTestId('internal-leads-tab').getByTestId('table-row').first(),
  ).toBeVisible();
  await snap(page, 'team-tab-internal-leads');

  await page.getByTestId('team-tab-event-actions').click();
  await expect(page.getByTestId('event-actions-tab')).toContainText('A call is missed');
  await page.getByRole('button', { name: 'Add action' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'When' }).click();
  await page.getByRole('option', { name: 'A call ends' }).click();
  await form.getByRole('textbox', { name: 'Do' }).click();
  await page.getByRole('option', { name: 'Call a webhook' }).click();
  await form.getByLabel('Webhook URL (https)').fill('https://hooks.urbanchai.in/calls');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Action Setting Created or Update Successfully');
  await expect(page.getByTestId('event-actions-tab')).toContainText('Call a webhook');
  await expect(page.getByTestId('activity-item').first()).toContainText('Event action added');
  await snap(page, 'team-tab-event-actions');
});
