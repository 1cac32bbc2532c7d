import { expect, test } from './fixtures';
import { FIRST_DAY_ADMIN, firstDayURL, logInAsStaff, snap, xsrfHeaders } from './helpers';

// A company's first start (SEED_DEMO=false): its dashboard guides the owner through setup.
// Other specs add to this server's data meanwhile, so each step is held to what the server
// says of it at the time, not to a fixed state.
test.use({ baseURL: firstDayURL });

type Checklist = { steps: { step: string; done: boolean }[]; dismissed: boolean };

test('the first-day dashboard shows the setup checklist, ticked from the data, each step a link', async ({
  page,
}) => {
  await logInAsStaff(page, FIRST_DAY_ADMIN.email, FIRST_DAY_ADMIN.password);
  const headers = await xsrfHeaders(page);
  // A retry finds the checklist as a first try may have left it: shown again.
  await page.request.post('/api/dashboards/setup/dismiss', { data: { dismissed: false }, headers });
  await page.reload();
  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist).toBeVisible();
  const state = (await (await page.request.get('/api/dashboards/setup')).json()).data as Checklist;
  for (const { step, done } of state.steps)
    await expect(page.getByTestId(`setup-step-${step}`)).toHaveAttribute('data-done', String(done));
  // The sandbox channels keep "providers" open on this server.
  await expect(page.getByTestId('setup-step-providers')).toHaveAttribute('data-done', 'false');
  await snap(page, 'setup-checklist');

  // A step leads to where it is done.
  await page
    .getByTestId('setup-step-numbers')
    .getByRole('link', { name: 'Add VoIP numbers' })
    .click();
  await expect(page).toHaveURL('/voip-numbers');
  await expect(page.getByTestId('voip-numbers-page')).toBeVisible();

  // Dismissed, it stays away after a reload, for this staff member.
  await page.goto('/');
  await checklist.getByRole('button', { name: 'Dismiss' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('dashboards-page')).toBeVisible();
  await expect(page.getByTestId('stat-orgs')).toBeVisible();
  await expect(checklist).toHaveCount(0);
  await page.request.post('/api/dashboards/setup/dismiss', { data: { dismissed: false }, headers });
});
