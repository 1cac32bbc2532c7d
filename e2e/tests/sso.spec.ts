import { expect, test } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, snap } from './helpers';

// Single sign-on on a company's first production start: the first-day server trusts a local
// OpenID provider (oidc-provider, start-server.mjs) that asks for the work email on its own page.

test.use({ baseURL: firstDayURL });

test('a staff member signs in through the company OpenID provider; a stranger is told to ask for an invitation', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByTestId('sso-sign-in').click();
  // At the provider, on another origin: its own sign-in page.
  await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(firstDayURL).origin);
  await page.getByLabel('Work email').fill('stranger@firstday.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'There is no staff account for your email here. Ask a super user to invite you.',
  );
  await snap(page, 'login-sso-refused');

  // The provider remembers whom it signed in; a colleague at this browser signs out there first.
  await page.context().clearCookies();
  await page.getByTestId('sso-sign-in').click();
  await page.getByLabel('Work email').fill(FIRST_DAY_ADMIN.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${firstDayURL}/`);
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).data.email).toBe(FIRST_DAY_ADMIN.email);
});
