import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, logInAsStaff, snap, xsrfHeaders } from './helpers';

const FIRST = 'lantern-orchard-mosaic-81';
const RESET = 'copper-willow-estuary-64';
const CHANGED = 'granite-poppy-nocturne-39';
/** The console behind sign-in loads its shell after the first paint: on a busy machine, seconds. */
const CONSOLE = { timeout: 30_000 };

/** A new ADMIN, invited by the SU on `su` and accepted through the link; answers their id. */
async function newColleague(su: Page, browser: Browser, email: string) {
  const invited = await su.request.post('/api/admin/staff-members/invitations', {
    data: { email, first_name: 'Nisha', last_name: 'Pillai', role: 'ADMIN' },
    headers: await xsrfHeaders(su),
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const shown = await su.request.get(
    `/api/admin/staff-members/invitations/${(await invited.json()).data.id}/sandbox-link`,
  );
  const link = new URL((await shown.json()).data.link as string);
  // They accept it (the invitation's own page is staff.spec's): signed in from a first device.
  const context = await browser.newContext({ baseURL: link.origin });
  const tab = await context.newPage();
  await tab.request.get('/api/health');
  const accepted = await tab.request.post('/api/auth/invitations/accept', {
    data: { token: new URLSearchParams(link.hash.slice(1)).get('token'), password: FIRST },
    headers: await xsrfHeaders(tab),
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const list = await (await su.request.get('/api/admin/staff-members')).json();
  const id: number = list.data.members.find((m: { email: string }) => m.email === email).id;
  return { id, tab, context };
}

test('a staff member resets a forgotten password from the login page, then changes it on My account and the other session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people on three devices, each signing in: three times the usual time.
  test.slow();
  const email = `forgot${Date.now()}@staff.test`;
  await logInAsStaff(page);
  const colleague = await newColleague(page, browser, email);

  // Signed out elsewhere, they forget the password: "Forgot password?" on the login page.
  const laptopContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  await laptop.goto('/login');
  await laptop.getByTestId('forgot-password').click();
  await expect(laptop.getByTestId('forgot-email')).toBeVisible(CONSOLE);
  await laptop.getByTestId('forgot-email').fill(email);
  await snap(laptop, 'forgot-password');
  await laptop.getByTestId('forgot-submit').click();
  await expect(laptop.getByTestId('reset-sent')).toContainText(email);
  await snap(laptop, 'forgot-password-sent');

  // The email is in the sandbox outbox; the SU is handed its link (audited), as with invitations.
  await page.goto('/outbox?channel=EMAIL');
  await expect(page.getByText(email).first()).toBeVisible(CONSOLE);
  const shown = await page.request.get(
    `/api/admin/staff-members/${colleague.id}/sandbox-reset-link`,
  );
  expect(shown.ok(), await shown.text()).toBe(true);
  const link = new URL((await shown.json()).data.link as string);
  expect(link.pathname).toBe('/reset-password');

  await laptop.goto(`${link.pathname}${link.hash}`);
  await expect(laptop.getByTestId('reset-for')).toContainText(email, CONSOLE);
  await laptop.getByTestId('reset-password').fill('password1234');
  await laptop.getByTestId('reset-repeat').fill('password1234');
  await laptop.getByTestId('reset-submit').click();
  await expect(laptop.getByTestId('reset-password')).toHaveAttribute('data-invalid', 'true');
  await laptop.getByTestId('reset-password').fill(RESET);
  await laptop.getByTestId('reset-repeat').fill(RESET);
  await snap(laptop, 'reset-password');
  await laptop.getByTestId('reset-submit').click();
  await expect(laptop.getByTestId('reset-done')).toBeVisible();
  await snap(laptop, 'reset-password-done');

  // The device signed in before the reset is signed out.
  expect((await colleague.tab.request.get('/api/auth/me')).status()).toBe(401);
  await colleague.context.close();

  await laptop.getByTestId('reset-sign-in').click();
  await logIn(laptop, email, RESET);
  await expect(laptop.getByTestId('user-menu')).toBeVisible(CONSOLE);
  await laptop.goto(`${link.pathname}${link.hash}`);
  await expect(laptop.getByTestId('reset-invalid')).toBeVisible();

  // A second device signs in too; My account lists both, this one marked.
  const phoneContext = await browser.newContext({ baseURL });
  const phone = await phoneContext.newPage();
  await logIn(phone, email, RESET);
  await expect(phone.getByTestId('user-menu')).toBeVisible(CONSOLE);
  await laptop.goto('/');
  await laptop.getByTestId('user-menu').click();
  await laptop.getByTestId('menu-account').click();
  await expect(laptop.getByTestId('session-current')).toHaveCount(1, CONSOLE);
  await expect(laptop.getByTestId('session-other')).toHaveCount(1);
  await snap(laptop, 'my-account');

  // The password changes: the phone's session ends, the laptop's stays.
  await laptop.getByTestId('current-password').fill('not-the-password');
  await laptop.getByTestId('new-password').fill(CHANGED);
  await laptop.getByTestId('repeat-password').fill(CHANGED);
  await laptop.getByTestId('change-password-submit').click();
  await expect(laptop.getByTestId('current-password')).toHaveAttribute('data-invalid', 'true');
  await laptop.getByTestId('current-password').fill(RESET);
  await laptop.getByTestId('change-password-submit').click();
  await expect(laptop.getByTestId('session-other')).toHaveCount(0);
  await expect(laptop.getByTestId('session-current')).toHaveCount(1);
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/, CONSOLE);
  await laptop.reload();
  await expect(laptop.getByTestId('user-menu')).toBeVisible(CONSOLE);

  // The SU sees where the colleague is signed in, from the Staff page.
  await page.goto('/staff');
  await expect(page.getByTestId(`staff-row-${email}`)).toBeVisible(CONSOLE);
  await page
    .getByTestId(`staff-row-${email}`)
    .getByRole('button', { name: /Actions for/ })
    .click();
  await page.getByTestId('staff-sessions-open').click();
  await expect(page.getByTestId('staff-sessions').getByTestId('session-other')).toHaveCount(
    1,
    CONSOLE,
  );
  await snap(page, 'staff-sessions');
  await page.getByTestId('staff-sessions').getByRole('button', { name: 'End session' }).click();
  await page
    .getByRole('dialog', { name: 'End this session?' })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(page.getByTestId('staff-sessions').getByText('No one is signed in')).toBeVisible();
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login/, CONSOLE);
  await phoneContext.close();
  await laptopContext.close();
});
