import { expect, test } from './fixtures';
import { INGEST_KEY, logInAsStaff, openTeamTab, snap } from './helpers';

test('a softphone going on a call shows in the team’s Presence tab without a reload', async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await openTeamTab(page, 'urban chai', 'Urban Chai Co', 'presence');
  await expect(page.getByTestId('presence-tab')).toBeVisible();

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
