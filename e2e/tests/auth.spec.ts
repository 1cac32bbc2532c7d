import { expect, test, type Route } from './fixtures';
import { demo, logIn, logInWithForm, menuIds, PASSWORD, snap } from './helpers';

test("a super user signs in and lands on the dashboard with the spec's 16 menu entries, then Payments and the Outbox", async ({
  page,
}) => {
  await logInWithForm(page, demo.su.email);
  for (const id of menuIds) await expect(page.getByTestId(`menu-${id}`)).toBeVisible();
  await expect(page.locator('nav [data-testid^="menu-"]')).toHaveCount(18);
  await expect(page.getByTestId('menu-payments')).toBeVisible();
  await expect(page.getByTestId('menu-outbox')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(demo.su.name);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
  expect(saved).toMatchObject({ role: 'SU', first_name: 'Asha', last_name: 'Rao' });
  await snap(page, 'auth-su-dashboard');
});

test('an admin signs in too', async ({ page }) => {
  await logInWithForm(page, demo.admin.email);
  await expect(page.getByTestId('user-name')).toHaveText(demo.admin.name);
});

test('an agent is refused and stays on the login page', async ({ page }) => {
  await logIn(page, demo.agent.email);
  await expect(page.getByTestId('login-error')).toContainText('not allowed to use the console');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  await snap(page, 'auth-agent-refused');
});

test('a wrong password shows the server message', async ({ page }) => {
  await logIn(page, demo.su.email, 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/login');
  await snap(page, 'auth-wrong-password');
});

test('a reload keeps the session', async ({ page }) => {
  await logInWithForm(page);
  await page.getByTestId('menu-teams').click();
  await expect(page).toHaveURL('/teams');
  await page.reload();
  await expect(page).toHaveURL('/teams');
  await expect(page.getByTestId('user-name')).toHaveText(demo.su.name);
});

test('logout returns to the login page and the console is closed afterwards', async ({ page }) => {
  await logInWithForm(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The server session is gone too, not only the browser's record of it.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await snap(page, 'auth-logged-out');
});

test('ten wrong passwords make this browser wait, and the form says for how long', async ({
  page,
}) => {
  // An address of its own (the e2e server trusts no proxy, so this is 127.0.0.1 for every
  // test): an account nobody else uses keeps the count to this test.
  const email = `throttled-${Date.now()}@switchboard.test`;
  for (let i = 1; i <= 10; i += 1) {
    await logIn(page, email, `wrong-${i}`);
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  }
  await logIn(page, email, 'wrong-11');
  await expect(page.getByTestId('login-error')).toHaveText(
    /^Too many login attempts; try again in \d+ seconds$/,
  );
});

test('a change sent with a token of an earlier session is retried with a fresh one', async ({
  page,
  context,
}) => {
  await logInWithForm(page);
  // The token turns stale, as after a restart with another APP_SECRET. Any API answer to a
  // stale token hands out a fresh one, so the console's other requests from now on (a panel
  // that loads late on a busy machine) are held until the logout has been refused.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', (route) => {
    if (holding && !route.request().url().endsWith('/api/auth/logout')) held.push(route);
    else return route.continue();
  });
  await context.addCookies([
    { name: 'XSRF-TOKEN', value: 'earlier.session-token', url: page.url() },
  ]);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/logout') && r.status() === 403,
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await refused;
  holding = false;
  // A held request the page no longer wants is already cancelled: nothing to send then.
  for (const route of held) await route.continue().catch(() => undefined);
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a deep link opened before signing in is where signing in lands, filters included', async ({
  page,
}) => {
  await page.goto('/trial-call-history?status=MISSED');
  await expect(page).toHaveURL('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.su.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/trial-call-history?status=MISSED');
  await expect(page.getByTestId('trial-call-history')).toBeVisible();
});
