import { expect, expectToast, test, type Page } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// Outbound delivery as staff see it: the header says which channels run in the sandbox; a
// Digio link and an invite go out as SMS, which the sandbox records and the Outbox shows as not
// sent (never "Delivered" under the banner saying SMS are not delivered); a
// switch request that failed (the e2e switch is down) can be sent again or cancelled.

const team = 'Malabar Spices';

test.beforeEach(async ({ page }) => {
  await logInAsStaff(page);
});

const confirmIn = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true });

test('a Digio link and an invite go out as SMS and show as not sent by the sandbox in the Outbox', async ({
  page,
}) => {
  // The header names the channels that send nothing.
  const badge = page.getByTestId('sandbox-badge');
  await expect(badge).toContainText('Sandbox:');
  await expect(badge).toContainText('SMS');
  await expect(badge).not.toContainText('switch requests');

  await page.goto('/kyc');
  await page.getByTestId('chip-ALL').click();
  await page.getByTestId('kyc-search').fill('Malabar');
  await page.getByTestId('table-row').filter({ hasText: team }).first().click();
  await page.getByTestId('review-tab-digio').click();
  await page.getByTestId('digio-send').click();
  await confirmIn(page, 'Confirm').click();
  await expectToast(page, /SMS sent successfully to mobile \d{10}/);

  await page.goto(`/teams?text=${encodeURIComponent(team)}`);
  await page.getByRole('link', { name: team }).click();
  await page.getByTestId('team-tab-users').click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Kavya');
  await dialog.getByLabel('Last name').fill('Nair');
  await dialog.getByLabel('Mobile number').fill('+91 93300 71234');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Kavya Nair invited')).toBeVisible();

  // Both SMS of this team, delivered by the worker within moments (the page refreshes on a
  // filter change; reload until the worker has been round).
  await page.getByTestId('team-outbox-all').click();
  await expect(page).toHaveURL(/\/outbox\?org_id=\d+$/);
  await page.getByTestId('outbox-channel-filter').click();
  await page.getByRole('option', { name: 'SMS' }).click();
  const rows = page.getByTestId('table-row');
  await expect(rows.filter({ hasText: 'Hi Kavya' })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'Complete the KYC of Malabar Spices with Digio' }),
  ).toHaveCount(1);
  await expect(async () => {
    await page.reload();
    await expect(rows.first().getByTestId('outbox-status')).toHaveText('Sandbox: not sent', {
      timeout: 1000,
    });
    await expect(rows.nth(1).getByTestId('outbox-status')).toHaveText('Sandbox: not sent', {
      timeout: 1000,
    });
  }).toPass();
  // The banner in sentence case as written, not in capitals; the message in words, not JSON.
  expect(await page.getByTestId('sandbox-SMS').innerText()).toBe('Sandbox: SMS are not delivered');
  const invite = rows.filter({ hasText: 'Hi Kavya' }).getByTestId('outbox-summary');
  await expect(invite).toContainText('template: org_invite');
  await expect(invite).not.toContainText('{');
  await snap(page, 'outbox-sandbox');

  // The message itself: what was sent, and the sandbox's honest answer.
  // Clicked on its status: the row's middle may be the link to its team.
  await rows.filter({ hasText: 'Hi Kavya' }).getByTestId('outbox-status').click();
  const drawer = page.getByTestId('outbox-detail');
  await expect(drawer.getByTestId('outbox-payload')).toContainText('"template": "org_invite"');
  await expect(drawer.getByTestId('outbox-attempts')).toContainText(
    'recorded by the sandbox; not sent',
  );
  await expect(drawer.getByTestId('outbox-retry')).toHaveCount(0);
  await snap(page, 'outbox-message');
});

test('a failed switch request is sent again, then cancelled', async ({ page }) => {
  await page.goto(`/teams?text=${encodeURIComponent(team)}`);
  await page.getByRole('link', { name: team }).click();
  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-refresh-trunk').click();
  await confirmIn(page, 'Confirm').click();
  await expectToast(page, 'Trunk Refreshed successfully');

  await page.goto('/outbox?channel=SWITCH&status=FAILED');
  const failed = page.getByTestId('table-row').filter({ hasText: 'refresh-trunk' }).first();
  await expect(async () => {
    await page.reload();
    await expect(failed).toBeVisible({ timeout: 1000 });
  }).toPass();
  await failed.click();
  const drawer = page.getByTestId('outbox-detail');
  await expect(drawer.getByTestId('outbox-attempts')).toContainText('Failed');
  await expect(drawer.getByTestId('outbox-attempts')).toContainText('ECONNREFUSED');
  await snap(page, 'outbox-failed');

  await drawer.getByTestId('outbox-retry').click();
  await page
    .getByRole('dialog', { name: /Send message \d+ again\?/ })
    .getByRole('button', { name: 'Send again' })
    .click();
  await expectToast(page, /Message \d+ will be sent again/);
  await expect(drawer.getByTestId('outbox-attempts')).toContainText('Sent again by staff');

  // The switch is still down: it fails again, and staff give up on it.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('table-row').filter({ hasText: 'refresh-trunk' }).first().click();
    await expect(drawer.getByTestId('outbox-cancel')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await drawer.getByTestId('outbox-cancel').click();
  await page
    .getByRole('dialog', { name: /Cancel message \d+\?/ })
    .getByRole('button', { name: 'Cancel message' })
    .click();
  await expectToast(page, /Message \d+ cancelled/);
  await expect(drawer.getByTestId('outbox-status')).toHaveText('Cancelled');
});
