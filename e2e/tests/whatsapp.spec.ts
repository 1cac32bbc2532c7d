import { expect, test, type Page } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, logIn, logInAsStaff, snap } from './helpers';

// WhatsApp end to end. On the first-day server (never seeded, a local BSP speaking the Cloud
// API): link a team's number, see its templates, send a template and watch the BSP's signed
// DELIVERED and READ reports arrive, in each of the four languages. On the demo (sandbox
// BSP): the Whatsapp page with the flagged numbers first.

async function newTeam(page: Page): Promise<{ id: number; name: string }> {
  const cookies = await page.context().cookies(firstDayURL);
  const headers = { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
  const post = async (url: string, data: object) => {
    const answer = await page.request.post(`${firstDayURL}${url}`, { data, headers });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()).data;
  };
  const phone = `93${String(Date.now()).slice(-8)}`;
  const user = await post('/api/admin/users', { first_name: 'Kaveri', last_name: 'Owner', phone });
  const name = `Kaveri Logistics ${phone.slice(-4)}`;
  const { org } = await post('/api/admin/org/onboard', { user_id: user.id, org: { name } });
  return { id: org.id, name };
}

test.describe('at a real BSP', () => {
  test.use({ baseURL: firstDayURL });

  test('link a number, send a template, and see it delivered and read', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
    await expect(page.getByTestId('dashboards-page')).toBeVisible();
    const team = await newTeam(page);
    await page.goto(`/teams/${team.id}/whatsapp`);
    await expect(page.getByTestId('whatsapp-none')).toContainText(
      `${team.name} has not linked a WhatsApp number`,
    );

    // Ids the BSP does not know are refused in its words, beside the form.
    await page.getByTestId('whatsapp-link-open').click();
    const form = page.getByTestId('whatsapp-link-form');
    await form.getByTestId('whatsapp-link-waba').fill('999999999');
    await form.getByTestId('whatsapp-link-phone-id').fill('1122334455');
    await form.getByRole('button', { name: 'Link' }).click();
    await expect(form.getByTestId('whatsapp-link-error')).toContainText(
      "Object with ID '999999999' does not exist",
    );
    await form.getByTestId('whatsapp-link-waba').fill('102030405060');
    await form.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByText(`WhatsApp number 9876543210 linked to ${team.name}`)).toBeVisible();

    const account = page.getByTestId('whatsapp-account');
    await expect(account).toContainText('+91 9876543210');
    await expect(account.getByTestId('whatsapp-account-status')).toHaveText('Connected');
    await expect(account.getByTestId('whatsapp-sandbox')).toHaveCount(0);
    await expect(page.getByTestId('whatsapp-template-payment_reminder')).toContainText('Approved');
    await expect(page.getByTestId('whatsapp-template-otp_login')).toContainText('INVALID_FORMAT');

    // A template with its values, previewed, confirmed, then sent through the worker.
    await page.getByTestId('whatsapp-send-payment_reminder').click();
    const send = page.getByTestId('whatsapp-send-form');
    await send.getByTestId('whatsapp-send-to').fill('98450 12345');
    await send.getByTestId('whatsapp-send-var-1').fill('Asha');
    await send.getByTestId('whatsapp-send-var-2').fill('1,180');
    await send.getByTestId('whatsapp-send-var-3').fill('1 Dec');
    await expect(send.getByTestId('whatsapp-preview')).toContainText(
      'Hi Asha, your payment of ₹1,180 is due on 1 Dec.',
    );
    await send.getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send WhatsApp message' });
    await expect(confirm).toContainText(`+91 9845012345 from ${team.name}`);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/Message to \+91984.* queued/)).toBeVisible();

    // The BSP reports sent, delivered and read; the tab follows without a reload.
    const row = page.getByTestId('whatsapp-messages').locator('tbody tr').first();
    await expect(row).toContainText('Hi Asha, your payment of ₹1,180 is due on 1 Dec.');
    await expect(row.getByTestId('whatsapp-message-status')).toHaveText('Read', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('whatsapp-usage-UTILITY')).toContainText('1');
    await snap(page, 'whatsapp-team-tab');

    // The same in German, French and Portuguese.
    for (const [language, read, connected] of [
      ['Deutsch', 'Gelesen', 'Verbunden'],
      ['Français', 'Lu', 'Connecté'],
      ['Português', 'Lida', 'Conectado'],
    ] as const) {
      await page.getByTestId('language-switcher').click();
      await page.getByRole('option', { name: language }).click();
      await expect(row.getByTestId('whatsapp-message-status')).toHaveText(read);
      await expect(account.getByTestId('whatsapp-account-status')).toHaveText(connected);
    }
    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(row.getByTestId('whatsapp-message-status')).toHaveText('Read');

    // Free text needs the customer to have written in the last 24 hours.
    await page.getByTestId('whatsapp-send-open').click();
    await send.getByTestId('whatsapp-send-to').fill('98450 12345');
    await send.getByText('Free text').click();
    await expect(send.getByTestId('whatsapp-window-closed')).toBeVisible();
    await page.keyboard.press('Escape');
  });
});

test('the Whatsapp page lists every number, the flagged first, and searches messages', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-whatsapp').click();
  const accounts = page.getByTestId('whatsapp-accounts');
  await expect(accounts.locator('tbody tr').first()).toContainText('Flagged');
  await page.getByTestId('whatsapp-status-filter').click();
  await page.getByRole('option', { name: 'Disconnected' }).click();
  await expect(accounts.locator('tbody tr').first()).toContainText('Disconnected');
  await expect(page).toHaveURL(/status=DISCONNECTED/);
  await snap(page, 'whatsapp-accounts');

  // A team's tab from the list: its number in the sandbox, its templates.
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await page.getByTestId('whatsapp-status-filter').click();
  await page.getByRole('option', { name: 'Connected', exact: true }).click();
  await accounts.locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByTestId('whatsapp-sandbox')).toBeVisible();
  await expect(page.getByTestId('whatsapp-template-payment_reminder')).toBeVisible();

  await page.goto('/whatsapp');
  await page.getByTestId('whatsapp-view').getByText('Messages').click();
  await expect(page).toHaveURL(/view=messages/);
  const messages = page.getByTestId('whatsapp-all-messages');
  await expect(messages.locator('tbody tr').first()).toContainText('Hi, is my number active yet?');
  await expect(messages.locator('tbody tr').first()).toContainText('Received');
});
