import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { logInAsStaff } from './helpers';

const PASSWORD = 'lantern-orchard-mosaic-81';
const codeOf = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp });

test('an SU invites an ADMIN, who sets a password and TOTP, signs in with a code, and is signed out when deactivated', async ({
  page,
  browser,
}) => {
  const email = `invitee${Date.now()}@staff.test`;
  await logInAsStaff(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-staff').click();
  await page.getByTestId('staff-invite').click();
  await page.getByTestId('staff-invite-email').fill(email);
  await page.getByTestId('staff-invite-first-name').fill('Meera');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId(`staff-invitation-${email}`)).toBeVisible();

  // The invitation email is in the sandbox outbox, its link masked for staff.
  await page.goto('/outbox?channel=EMAIL');
  await expect(page.getByText(email).first()).toBeVisible();
  // Email runs in the sandbox: the SU is handed the link (audited) to pass on.
  const list = await (await page.request.get('/api/admin/staff-members')).json();
  const invitation = list.data.invitations.find((i: { email: string }) => i.email === email);
  const shown = await page.request.get(
    `/api/admin/staff-members/invitations/${invitation.id}/sandbox-link`,
  );
  const link = new URL((await shown.json()).data.link as string);

  // The invitee, in a browser of their own.
  const inviteeContext = await browser.newContext({ baseURL: link.origin });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(`${link.pathname}${link.hash}`);
  await expect(invitee.getByTestId('invitation-for')).toContainText(email);
  await invitee.getByTestId('invitation-password').fill('password1234');
  await invitee.getByTestId('invitation-repeat').fill('password1234');
  await invitee.getByTestId('invitation-submit').click();
  await expect(invitee.getByTestId('invitation-password')).toHaveAttribute('data-invalid', 'true');
  await invitee.getByTestId('invitation-password').fill(PASSWORD);
  await invitee.getByTestId('invitation-repeat').fill(PASSWORD);
  await invitee.getByTestId('invitation-submit').click();
  await expect(invitee.getByTestId('user-menu')).toBeVisible();

  // Sets up TOTP from My account: the QR code, a first code, ten recovery codes.
  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('menu-account').click();
  await invitee.getByTestId('totp-start').click();
  await expect(invitee.getByTestId('totp-qr')).toBeVisible();
  const secret = (await invitee.getByTestId('totp-secret').innerText()).trim();
  await invitee.getByTestId('totp-code').fill(codeOf(secret));
  await invitee.getByTestId('totp-confirm').click();
  await expect(invitee.getByTestId('recovery-codes').locator('code')).toHaveCount(10);

  // Signs out, and in again with the next step's code (the first one is spent).
  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('logout').click();
  await expect(invitee).toHaveURL(/\/login/);
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await invitee.getByTestId('login-code').fill(codeOf(secret, Date.now() + 30_000));
  await invitee.getByRole('button', { name: 'Verify' }).click();
  await expect(invitee.getByTestId('user-menu')).toBeVisible();

  // The SU sees the factor on, then deactivates the ADMIN: the open tab is signed out.
  await page.goto('/staff');
  const row = page.getByTestId(`staff-row-${email}`);
  await expect(row.getByTestId('staff-second-factor')).toHaveText('On');
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByTestId('staff-deactivate').click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByTestId('staff-status')).toHaveText('Deactivated');
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login/);
  expect((await invitee.request.get('/api/auth/me')).status()).toBe(401);
  await inviteeContext.close();
});
