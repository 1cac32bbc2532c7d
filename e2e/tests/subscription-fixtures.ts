import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { demo, PASSWORD } from './helpers';

/** Demo orgs only the subscriptions specs (create-plan, subscriptions) touch. */
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

/** An API client logged in as the demo SU, with its CSRF token. */
export async function api(baseURL: string): Promise<{ ctx: APIRequestContext; xsrf: string }> {
  const ctx = await request.newContext({ baseURL });
  await ctx.get('/api/health');
  const token = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await ctx.post('/api/auth/login', { data: { email: demo.su.email, password: PASSWORD }, headers: { 'x-xsrf-token': await token() } });
  expect(login.ok()).toBe(true);
  return { ctx, xsrf: await token() };
}

export async function orgId(ctx: APIRequestContext, name: string): Promise<number> {
  const found = await ctx.get(`/api/org/search?text=${encodeURIComponent(name)}`);
  const row = ((await found.json()).data.rows as { id: number; name: string }[]).find((r) => r.name === name);
  if (!row) throw new Error(`demo org ${name} missing`);
  return row.id;
}

/**
 * Jaipur Block Prints gets a current Standard plan (id 9) with one extra user: the free-tier
 * block and the 'Purchased' add-on both need it. Idempotent (one key), so each spec may ask.
 */
export async function ensureStandardPlan(baseURL: string): Promise<void> {
  const { ctx, xsrf } = await api(baseURL);
  const id = await orgId(ctx, STANDARD);
  const created = await ctx.post('/api/subscription', {
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-standard-${id}` },
    data: { org_id: id, plan: 9, variant: 91, order_type: 'PURCHASE', payment_type: 'RAZORPAY', payment_id: 'pay_e2e_std', amount: 109800, addons: [{ addon_id: 1, count: 1 }] },
  });
  expect(created.ok()).toBe(true);
  await ctx.dispose();
}

export const confirmButton = (page: Page, name = 'Confirm') => page.getByRole('dialog').getByRole('button', { name, exact: true });
