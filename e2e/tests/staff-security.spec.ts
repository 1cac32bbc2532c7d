import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectToast, test } from './fixtures';
import { logIn, logInAsStaff, xsrfHeaders } from './helpers';

const PASSWORD = 'marigold-quarry-lantern-57';
/** The console behind sign-in loads its shell after the first paint: on a busy machine, seconds. */
const CONSOLE = { timeout: 30_000 };

/**
 * A new staff member, invited by the SU on `su` and accepted through the link, signed in in a
 * browser of their own; answers their id and that browser.
 */
async function newStaff(su: Page, browser: Browser, role: 'SU' | 'ADMIN', firstName: string) {
  const email = `${role.toLowerCase()}-${Date.now()}@staff.test`;
  const invited = await su.request.post('/api/admin/staff-members/invitations', {
    data: { email, first_name: firstName, last_name: 'Kulkarni', role },
    headers: await xsrfHeaders(su),
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const shown = await su.request.get(
    `/api/admin/staff-members/invitations/${(await invited.json()).data.id}/sandbox-link`,
  );
  const link = new URL((await shown.json()).data.link as string);
  const context = await browser.newContext({ baseURL: link.origin });
  const tab = await context.newPage();
  await tab.request.get('/api/health');
  const accepted = await tab.request.post('/api/auth/invitations/accept', {
    data: { token: new URLSearchParams(link.hash.slice(1)).get('token'), password: PASSWORD },
    headers: await xsrfHeaders(tab),
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const record = (await accepted.json()).data as { id: number };
  // The console keeps the record the server answered, as the accept page would.
  await tab.goto('/api/health');
  await tab.evaluate((r) => localStorage.setItem('userData', r), JSON.stringify(record));
  return { id: record.id, email, name: `${firstName} Kulkarni`, tab, context };
}

/** Sets up an authenticator for the signed-in tab, through the API My account uses. */
async function enrolTotp(tab: Page) {
  const setup = await tab.request.post('/api/auth/totp/setup', { headers: await xsrfHeaders(tab) });
  const { secret } = (await setup.json()).data as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate();
  const confirmed = await tab.request.post('/api/auth/totp/confirm', {
    data: { secret, code },
    headers: await xsrfHeaders(tab),
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test('an SU edits an ADMIN’s grants: the preview changes before saving, and the saved grant is listed', async ({
  page,
  browser,
}) => {
  await logInAsStaff(page);
  const admin = await newStaff(page, browser, 'ADMIN', 'Rohan');
  await admin.context.close();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-staff').click();
  const row = page.getByTestId(`staff-row-${admin.email}`);
  await expect(row.getByTestId('staff-grants-cell')).toHaveText("The role's own");
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByTestId('staff-grants-open').click();

  const dialog = page.getByTestId('staff-grants');
  await expect(dialog.getByTestId('grants-changes')).toHaveText('The same as any ADMIN.');
  const payments = dialog.getByTestId('grants-preview-Payment');
  await expect(payments).toContainText('can read, create, change; cannot delete, refund');

  // A rule: allow refund on Payments. Until it names both, the preview and Save wait.
  await dialog.getByTestId('grant-add').click();
  await expect(dialog.getByTestId('grants-save')).toBeDisabled();
  await dialog.getByTestId('grant-actions').fill('refund');
  await page.getByRole('option', { name: 'refund', exact: true }).click();
  await dialog.getByTestId('grant-areas').fill('Paym');
  await page.getByRole('option', { name: 'Payments', exact: true }).click();
  await dialog.getByText('Rohan Kulkarni can then do', { exact: false }).click();

  await expect(dialog.getByTestId('grants-changes')).toHaveText('Payments: can now refund');
  await expect(payments).toContainText('can read, create, change, refund; cannot delete');
  await expect(payments).toHaveAttribute('data-changed', 'true');

  // Deny reading KYC as well: the preview says so before anything is saved.
  await dialog.getByTestId('grant-add').click();
  const second = dialog.getByTestId('grant-rule-1');
  await second.getByText('Deny').click();
  await second.getByTestId('grant-actions').fill('read');
  await page.getByRole('option', { name: 'read', exact: true }).click();
  await second.getByTestId('grant-areas').fill('KYC');
  await page.getByRole('option', { name: 'KYC', exact: true }).click();
  await dialog.getByText('Rohan Kulkarni can then do', { exact: false }).click();
  await expect(dialog.getByTestId('grants-changes')).toContainText('KYC: can no longer read');
  await expect(dialog.getByTestId('grants-preview-Kyc')).toContainText(
    'can create, change, delete; cannot read',
  );

  await dialog.getByTestId('grants-save').click();
  await expectToast(page, 'Grants of Rohan Kulkarni saved');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('staff-grant')).toHaveText([
    'can refund: Payments',
    'cannot read: KYC',
  ]);
  // What the server keeps is what the list shows.
  const list = await (await page.request.get('/api/admin/staff-members')).json();
  expect(list.data.members.find((m: { id: number }) => m.id === admin.id).grants).toEqual([
    { action: 'refund', subject: 'Payment' },
    { action: 'read', subject: 'Kyc', inverted: true },
  ]);
});

test('an SU requires a second factor of everyone: what it changes shows first, and an ADMIN without one is sent to set it up', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await logInAsStaff(page);
  // An SU of their own, with an authenticator: the demo SU has none and must keep it so.
  const su = await newStaff(page, browser, 'SU', 'Kavya');
  await enrolTotp(su.tab);
  const turnOff = async () => {
    await su.tab.request.put('/api/admin/staff-settings', {
      data: { mfa_required_for_everyone: false },
      headers: await xsrfHeaders(su.tab),
    });
  };
  try {
    await su.tab.goto('/staff');
    const setting = su.tab.getByTestId('staff-mfa-setting');
    await expect(setting.getByTestId('staff-mfa-state')).toContainText('Off.', CONSOLE);
    await setting.getByRole('switch', { name: 'Require a second factor of everyone' }).click();
    // Nothing is saved yet: the preview names who will be stopped at their next sign-in.
    const preview = setting.getByTestId('staff-mfa-preview');
    await expect(preview).toContainText('have no second factor yet');
    await expect(preview).toContainText('Vikram Mehta (ADMIN)');
    expect(
      (await (await su.tab.request.get('/api/admin/staff-settings')).json()).data
        .mfa_required_for_everyone,
    ).toBe(false);
    await preview.getByTestId('staff-mfa-save').click();
    await expect(setting.getByTestId('staff-mfa-state')).toContainText('On.');

    // The demo ADMIN has no factor: signing in leads to My account to set one up.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await logIn(admin, 'admin@switchboard.test');
    await expect(admin).toHaveURL(/\/account/, CONSOLE);
    await expect(admin.getByTestId('totp-start')).toBeVisible();
    await adminContext.close();

    // Off again, from the page: what it changes shows first here too.
    await setting.getByRole('switch', { name: 'Require a second factor of everyone' }).click();
    await expect(setting.getByTestId('staff-mfa-preview')).toContainText('password alone');
    await setting.getByTestId('staff-mfa-save').click();
    await expect(setting.getByTestId('staff-mfa-state')).toContainText('Off.');
  } finally {
    await turnOff();
    await su.context.close();
  }
});
