import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { mine } from './servers';

/** Demo logins seeded by the server on an empty database. */
export const PASSWORD = 'Switchboard!2026';
export const demo = {
  su: { email: 'su@switchboard.test', name: 'Asha Rao' },
  admin: { email: 'admin@switchboard.test', name: 'Vikram Mehta' },
  agent: { email: 'agent@switchboard.test', name: '' },
} as const;

/** The machine callers' keys e2e/start-server.mjs gives the server: specs play the switch and the app. */
export const INGEST_KEY = 'e2e-switch-ingest-key-0123456789abcdef';
export const APP_KEY = 'e2e-product-app-key-0123456789abcdef';
/** start-server.mjs gives the server this secret: specs play Razorpay's signed webhook. */
export const PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret-0123456789';
/**
 * The second e2e server: a first production start (start-server.mjs --first-day, same admin),
 * this worker's own (servers.ts).
 */
export const firstDayURL = mine.firstDayURL;
export const FIRST_DAY_ADMIN = { email: 'owner@firstday.test', password: 'First-day!2026' };

export const menuIds = [
  'dashboards',
  'teams',
  'invite-codes',
  'short-urls',
  'onboard',
  'payment-links',
  'campaigns',
  'referrals',
  'integrations',
  'rewards',
  'subscriptions',
  'trial-call-history',
  'voip-numbers',
  'internal-leads',
  'kyc',
  'whatsapp',
];

/** The XSRF header of the page's session, for API calls a spec makes beside the screens. */
export async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/**
 * A customer onboarded with a new team, through the API staff use; answers the team's id. The
 * owner has a mobile number, and an email when given (a mandate's registration link needs one).
 */
export async function newTeam(
  page: Page,
  name: string,
  owner: { email?: string } = {},
): Promise<number> {
  const phone = `93${String(Date.now()).slice(-8)}`;
  const headers = await xsrfHeaders(page);
  const user = await page.request.post('/api/admin/users', {
    data: { first_name: 'Ravi', last_name: 'Owner', phone, ...owner },
    headers,
  });
  expect(user.ok(), await user.text()).toBe(true);
  const onboarded = await page.request.post('/api/admin/org/onboard', {
    data: { user_id: (await user.json()).data.id, org: { name } },
    headers,
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  return (await onboarded.json()).data.org.id;
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with the login form and lands on the dashboard: for specs about signing in. */
export async function logInWithForm(page: Page, email: string = demo.su.email) {
  await logIn(page, email);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
}

/**
 * Signs in as staff and opens the console on the dashboard, without the login form (its own
 * specs, auth.spec.ts, use logInWithForm): the real server's login answers the session cookie,
 * and the record the console keeps in local storage is the one it answered, as the form
 * would save it. About a second faster a test than the form, which loads a page of its own.
 */
export async function logInAsStaff(
  page: Page,
  email: string = demo.su.email,
  password: string = PASSWORD,
) {
  // Any API answer sets the XSRF cookie the login must echo.
  await page.request.get('/api/health');
  const login = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: await xsrfHeaders(page),
  });
  expect(login.ok(), await login.text()).toBe(true);
  const user = JSON.stringify((await login.json()).data);
  // Local storage belongs to the page's origin: a cheap page of it first, then the console.
  await page.goto('/api/health');
  await page.evaluate((record) => localStorage.setItem('userData', record), user);
  await page.goto('/');
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
}

/** Opens a team from the Teams search and one of its tabs; answers the team's org id. */
export async function openTeamTab(page: Page, search: string, team: string, tab: string) {
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('team-search').fill(search);
  // The search settles (in the URL, then its rows) before the click: a click on the row of the
  // list before it would land where the filtered list has moved it from.
  await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(search.trim());
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('link', { name: team }).click();
  // The team opens on its subscriptions: a tab clicked while that first tab still loads can
  // be overtaken by it, so the click waits for it.
  await expect(page.getByTestId('team-subscriptions')).toBeVisible();
  await page.getByTestId(`team-tab-${tab}`).click();
  await expect(page).toHaveURL(new RegExp(`/teams/\\d+/${tab}`));
  return Number(/\/teams\/(\d+)/.exec(page.url())?.[1]);
}

/**
 * Screenshots are taken only when asked for (`SCREENSHOTS=1 npm run test:e2e`), into
 * e2e/screenshots/ (gitignored), to be checked by eye; `npm test` skips the capture.
 */
export const screenshots = process.env.SCREENSHOTS === '1';

export async function snap(page: Page, name: string) {
  // Wait for the page to settle: no spinner, no button mid-transition.
  await expect(page.locator('[data-loading="true"], [data-testid="boot-screen"]')).toHaveCount(0);
  if (!screenshots) return;
  await page.evaluate(() => document.fonts.ready);
  const path = fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: true });
}

/** Plays Razorpay: one signed webhook delivery, as the gateway posts it. */
export async function deliverGatewayEvent(page: Page, body: unknown, eventId: string) {
  const raw = JSON.stringify(body);
  const response = await page.request.post('/api/payments/webhook/razorpay', {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', PAYMENT_WEBHOOK_SECRET)
        .update(raw)
        .digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.status as string;
}

/**
 * Records every text an element with this test id shows from now on, however briefly: the
 * spec's 2-second success dialog can open and close between two looks of a busy browser.
 * Answers a function that reads what was seen so far.
 */
export async function recordShown(page: Page, testId: string): Promise<() => Promise<string>> {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as { __shown: Record<string, string[]> }).__shown ??= {};
    (window as unknown as { __shown: Record<string, string[]> }).__shown[id] = seen;
    new MutationObserver(() => {
      for (const element of Array.from(document.querySelectorAll(`[data-testid="${id}"]`))) {
        const text = element.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, testId);
  return () =>
    page.evaluate(
      (id) =>
        (window as unknown as { __shown: Record<string, string[]> }).__shown[id]?.join(' | ') ?? '',
      testId,
    );
}

/** Expects the element with this test id to have shown `text` since `recordShown`. */
export async function expectShown(read: () => Promise<string>, text: string) {
  await expect.poll(read, { timeout: 15_000 }).toContain(text);
}
