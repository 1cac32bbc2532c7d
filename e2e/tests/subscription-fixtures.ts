import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demo, logInAsStaff, PASSWORD } from './helpers';

/** Demo orgs only the subscriptions specs touch. */
export const NO_NUMBER = 'Shakti Fitness';
export const LITE = 'Zenith Solar';
export const NO_EMAIL = 'Himalaya Tours';
export const STANDARD = 'Jaipur Block Prints';
export const TOP_UP = 'Nagpur Oranges Traders';
/** No email and no GSTIN in its settings. */
export const BARE = 'Mehta Hardware';
/** No SF number, not lite: its number is assigned from the team's subscriptions tab. */
export const NUMBERLESS = 'Karnavati Insurance Advisors';
/** Email, GSTIN and number: a plain sale whose first answer gets lost on the way. */
export const RETRY = 'Nair Realty';

export async function api(baseURL: string): Promise<{ ctx: APIRequestContext; xsrf: string }> {
  const ctx = await request.newContext({ baseURL });
  await ctx.get('/api/health');
  const token = async () =>
    (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await ctx.post('/api/auth/login', {
    data: { email: demo.su.email, password: PASSWORD },
    headers: { 'x-xsrf-token': await token() },
  });
  expect(login.ok()).toBe(true);
  return { ctx, xsrf: await token() };
}

export async function orgId(ctx: APIRequestContext, name: string): Promise<number> {
  const found = await ctx.get(`/api/org/search?text=${encodeURIComponent(name)}`);
  const row = ((await found.json()).data.rows as { id: number; name: string }[]).find(
    (r) => r.name === name,
  );
  if (!row) throw new Error(`demo org ${name} missing`);
  return row.id;
}

export async function openModal(page: Page) {
  await logInAsStaff(page);
  await page.getByTestId('menu-subscriptions').click();
  await expect(page.getByTestId('subscriptions-page')).toBeVisible();
  await page.getByTestId('open-create-plan').click();
  await expect(page.getByRole('tab', { name: 'Add Daily Pulse Minutes' })).toBeVisible();
}

export async function pickOrg(page: Page, name: string) {
  const picker = page.getByTestId('create-plan-modal').getByTestId('org-picker');
  await picker.fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('org-facts')).toBeVisible();
}

export async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

export async function expectRule(page: Page, button: Locator, message: string) {
  await button.click();
  await expect(page.getByTestId('rule-error')).toHaveText(message);
}

export const confirmButton = (page: Page, name = 'Confirm') =>
  page.getByRole('dialog').getByRole('button', { name, exact: true });
