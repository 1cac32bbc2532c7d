import { expect, test } from './fixtures';
import { APP_KEY, logInAsStaff, openTeamTab, snap } from './helpers';

test('a batch of invite codes is made, one is redeemed through the app API, and staff see it', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-invite-codes').click();
  await expect(page.getByTestId('invite-codes-page')).toBeVisible();

  await page.getByTestId('new-invite-codes').click();
  const form = page.getByTestId('invite-code-form');
  // A typed code with look-alike characters is refused by the form, in words.
  await form.getByTestId('invite-code-code').fill('HELLO-100');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toContainText('without 0, O, 1, I or L');
  // A campaign owner needs its name: said in people's words, not zod's.
  await form.getByTestId('invite-code-code').fill('');
  await form.getByTestId('invite-code-owner-kind').click();
  await page.getByRole('option', { name: 'Campaign' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(form).not.toContainText('Too small');
  await form.getByLabel('Campaign name').fill('Diwali partners');

  await form.getByTestId('invite-code-mode').getByText('A batch').click();
  await form.getByTestId('invite-code-count').fill('5');
  await form.getByTestId('invite-code-prefix').fill('e2e');
  await form.getByTestId('invite-code-benefit').click();
  await page.getByRole('option', { name: 'Talk-time minutes' }).click();
  await form.getByTestId('invite-code-value').fill('250');
  await form.getByTestId('invite-code-uses').fill('2');
  await form.getByLabel('Note').fill('Partner launch');
  await snap(page, 'invite-codes-create');
  await form.getByRole('button', { name: 'Create 5 codes' }).click();

  const created = page.getByTestId('created-codes');
  await expect(created).toContainText('5 invite codes created');
  const codes = (await created.getByTestId('created-codes-list').innerText()).trim().split('\n');
  expect(codes).toHaveLength(5);
  for (const code of codes) expect(code).toMatch(/^E2E[A-HJ-NP-Z2-9]{8}$/);
  await created.getByTestId('show-batch').click();
  await expect(page.getByTestId('invite-codes-table').getByTestId('table-row')).toHaveCount(5);
  await expect(page.getByTestId('invite-codes-table')).toContainText('250 minutes of talk-time');
  await expect(page.getByTestId('invite-codes-table')).toContainText('0 / 2');
  await snap(page, 'invite-codes-batch');

  // The product's sign-up app redeems the first code for a team, in lower case.
  const orgId = await openTeamTab(page, 'urban chai', 'Urban Chai Co', 'customers');
  const redeemed = await page.request.post('/api/app/invite-codes/redeem', {
    headers: { 'x-api-key': APP_KEY },
    data: { code: codes[0]!.toLowerCase(), org_id: orgId },
  });
  expect(redeemed.status()).toBe(200);
  expect((await redeemed.json()).data.benefit).toBe('250 minutes of talk-time');

  // The team page says which code it signed up with, and leads to the code.
  await page.reload();
  const line = page.getByTestId('team-invite-code');
  await expect(line).toContainText(codes[0]!);
  await line.getByRole('link').click();
  const detail = page.getByTestId('invite-code-detail');
  await expect(detail.getByTestId('invite-code-title')).toHaveText(codes[0]!);
  await expect(detail.getByTestId('invite-code-uses-fact')).toContainText('1 / 2');
  await expect(detail.getByTestId('redemption-row')).toHaveCount(1);
  await expect(detail.getByTestId('redemption-row')).toContainText('Urban Chai Co');

  // Pausing asks first; a paused code is refused to the app with its reason.
  await detail.getByTestId('invite-code-pause').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pause' }).click();
  await expect(detail.getByTestId('invite-code-status')).toHaveText('Paused');
  const refused = await page.request.post('/api/app/invite-codes/redeem', {
    headers: { 'x-api-key': APP_KEY },
    data: { code: codes[0], org_id: orgId + 1 },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(`Invite code ${codes[0]} is paused`);
  await snap(page, 'invite-code-detail');
});
