import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

/** The same key e2e/start-server.mjs gives the server: the spec plays the telephony switch. */
const INGEST_KEY = 'e2e-switch-ingest-key-0123456789abcdef';

test('a softphone going on a call shows in the team’s Presence tab without a reload', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-teams').click();
  await page.getByTestId('team-search').fill('urban chai');
  await page.getByRole('link', { name: 'Urban Chai Co' }).click();
  await page.getByTestId('team-tab-presence').click();
  await expect(page.getByTestId('presence-tab')).toBeVisible();
  const orgId = Number(/\/teams\/(\d+)/.exec(page.url())?.[1]);

  const members = (await (await page.request.get(`/api/presence/org/${orgId}`)).json()).data as {
    user_id: number;
    first_name: string;
    last_name: string;
  }[];
  const member = members[0]!;
  const row = page
    .getByTestId('presence-row')
    .filter({ hasText: `${member.first_name} ${member.last_name}`.trim() });

  // The switch reports the call; the open tab hears of it over its event stream.
  const sent = await page.request.post('/api/presence/events', {
    headers: { 'x-api-key': INGEST_KEY },
    data: {
      user_id: member.user_id,
      event: 'on_call',
      at: new Date().toISOString(),
      sip_username: `e2e.${member.user_id}`,
    },
  });
  expect(sent.status()).toBe(200);
  await expect(row).toContainText('Busy');
  await expect(row.getByTestId('presence-since')).toHaveText(/now|second|minute/);
  await snap(page, 'team-tab-presence-live');
});
