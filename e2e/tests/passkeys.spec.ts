import { expect, test } from './fixtures';
import { logInAsStaff, snap, xsrfHeaders } from './helpers';
import { mine } from './servers';

const PASSWORD = 'quartz-harbour-violet-52';
// WebAuthn wants a domain (an IP address is never an RP id): the invitee's browser reaches the
// same server as `localhost`, which the console's passkeys then belong to.
const consoleAtLocalhost = mine.demoURL.replace('127.0.0.1', 'localhost');

test('a staff member adds a passkey on My account, signs out, and signs in with password and passkey', async ({
  page,
  browser,
}) => {
  // An SU invites a new ADMIN (email runs in the sandbox: the SU is handed the link).
  const email = `passkey${Date.now()}@staff.test`;
  await logInAsStaff(page);
  const headers = await xsrfHeaders(page);
  const invited = await page.request.post('/api/admin/staff-members/invitations', {
    data: { email, first_name: 'Kavya', last_name: 'Rao', role: 'ADMIN' },
    headers,
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const id = (await invited.json()).data.id as number;
  const shown = await page.request.get(`/api/admin/staff-members/invitations/${id}/sandbox-link`);
  const link = new URL((await shown.json()).data.link as string);

  // The invitee, in a browser of their own with a platform authenticator (Chromium's virtual
  // one, through the DevTools protocol): user verification on, a resident key.
  const context = await browser.newContext({ baseURL: consoleAtLocalhost });
  const invitee = await context.newPage();
  const cdp = await context.newCDPSession(invitee);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await invitee.goto(`${link.pathname}${link.search}${link.hash}`);
  await invitee.getByTestId('invitation-password').fill(PASSWORD);
  await invitee.getByTestId('invitation-repeat').fill(PASSWORD);
  await invitee.getByTestId('invitation-submit').click();
  await expect(invitee.getByTestId('user-menu')).toBeVisible();

  // My account: no passkey yet; a name is asked for; then the device makes one.
  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('menu-account').click();
  const panel = invitee.getByTestId('passkeys-panel');
  await expect(panel.getByTestId('passkeys-none')).toBeVisible();
  await snap(invitee, 'passkeys-account-empty');
  await panel.getByTestId('passkey-add').click();
  await expect(panel.getByText('Give the passkey a name')).toBeVisible();
  await panel.getByTestId('passkey-name').fill('Work laptop');
  await panel.getByTestId('passkey-add').click();
  await expect(panel.getByTestId('passkey-added')).toHaveText('Passkey “Work laptop” added.');
  // The first second factor comes with ten recovery codes, shown once.
  await expect(panel.getByTestId('passkey-recovery-codes').locator('code')).toHaveCount(10);
  const row = panel.getByTestId('passkey-row-Work laptop');
  await expect(row).toContainText('Not yet');
  await snap(invitee, 'passkeys-account-added');
  // The authenticator holds the credential, for this site.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');

  // The SU's Staff page counts it as the second factor.
  await page.goto('/staff');
  await expect(
    page.getByTestId(`staff-row-${email}`).getByTestId('staff-second-factor'),
  ).toHaveText('On');

  // Signs out, and in again: the password, then the passkey.
  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('logout').click();
  await expect(invitee).toHaveURL(/\/login/);
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee.getByTestId('login-passkey')).toBeVisible();
  await expect(invitee.getByLabel('Or a recovery code')).toBeVisible();
  await snap(invitee, 'passkeys-sign-in-second-step');
  await invitee.getByTestId('login-passkey').click();
  await expect(invitee.getByTestId('user-menu')).toBeVisible();
  await expect(invitee).not.toHaveURL(/\/login/);

  // The passkey now shows when it was last used.
  await invitee.getByTestId('user-menu').click();
  await invitee.getByTestId('menu-account').click();
  await expect(invitee.getByTestId('passkey-row-Work laptop')).not.toContainText('Not yet');
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  await context.close();
});
