import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** Demo logins seeded by the server on an empty database. */
export const PASSWORD = 'Switchboard!2026';
export const demo = {
  su: { email: 'su@switchboard.test', name: 'Asha Rao' },
  admin: { email: 'admin@switchboard.test', name: 'Vikram Mehta' },
  agent: { email: 'agent@switchboard.test', name: '' },
} as const;

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

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logInAsStaff(page: Page, email: string = demo.su.email) {
  await logIn(page, email);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
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
