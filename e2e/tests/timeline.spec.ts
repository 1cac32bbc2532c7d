import { expect, test } from './fixtures';
import { APP_KEY, logInAsStaff, newTeam, snap, xsrfHeaders } from './helpers';

// The team page's Timeline tab: every event of a team in one list, newest first, filtered by
// kind, with the diff of a change. On a team made in this test, so nothing else moves it.

test('staff rename a team, then read the change and its diff on the Timeline, filtered to changes', async ({
  page,
}) => {
  await logInAsStaff(page);
  const team = `Narmada Looms ${String(Date.now()).slice(-5)}`;
  const orgId = await newTeam(page, team);
  // A note and a bank payment beside it, so the timeline holds several kinds.
  const headers = await xsrfHeaders(page);
  const note = await page.request.post('/api/org/notes', {
    data: { org_id: orgId, note: 'Action: Called, comment: Asked about GST invoices' },
    headers,
  });
  expect(note.ok(), await note.text()).toBe(true);
  const paid = await page.request.post('/api/payments/bank-payment', {
    data: { org_id: orgId, amount: 229_900, payment_ref: `UTR${Date.now()}` },
    headers,
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  // Rename it through the header's Edit action, as staff do.
  await page.goto(`/teams/${orgId}/settings`);
  await expect(page.getByTestId('team-header')).toContainText(team);
  await page.getByTestId('org-actions').click();
  await page.getByTestId('org-edit').click();
  const edit = page.getByRole('dialog', { name: 'Edit team' });
  const renamed = `${team} Pvt Ltd`;
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('team-header')).toContainText(renamed);

  // Every kind, newest first: the rename on top, then the payment, the note, the onboarding.
  await page.getByTestId('team-tab-timeline').click();
  await expect(page).toHaveURL(`/teams/${orgId}/timeline`);
  const entries = page.getByTestId('timeline-entry');
  await expect(entries.first()).toContainText('Team updated');
  await expect(entries.nth(1)).toContainText('Bank transfer received');
  await expect(entries.nth(1)).toContainText('₹2,299.00');
  await expect(entries.nth(2)).toContainText('Asked about GST invoices');
  await expect(entries.nth(1)).toHaveAttribute('data-kind', 'payment');
  await expect(entries.nth(2)).toHaveAttribute('data-kind', 'note');
  await snap(page, 'timeline-all');

  // Only changes: the filter lands in the URL, and a reload keeps it.
  await page.getByTestId('timeline-kind-audit').click();
  await expect(page).toHaveURL(`/teams/${orgId}/timeline?kinds=audit`);
  await expect(entries.first()).toContainText('Team updated');
  await page.reload();
  await expect(entries.first()).toContainText('Team updated');
  await expect(page.locator('[data-testid="timeline-entry"]:not([data-kind="audit"])')).toHaveCount(
    0,
  );
  await expect(page.locator('[data-testid="timeline-entry"][data-kind="audit"]')).not.toHaveCount(
    0,
  );

  // The rename's diff: name, old → new.
  const update = entries.filter({ hasText: 'Team updated' });
  await update.getByTestId('timeline-entry-toggle').click();
  const change = update.getByTestId('timeline-change');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('name');
  await expect(change.getByTestId('timeline-change-before')).toHaveText(team);
  await expect(change.getByTestId('timeline-change-after')).toHaveText(renamed);
  await expect(update).toContainText('Asha Rao');
  await snap(page, 'timeline-diff');

  // "All" shows every kind again.
  await page.getByTestId('timeline-kind-all').click();
  await expect(page).toHaveURL(`/teams/${orgId}/timeline`);
  await expect(page.locator('[data-testid="timeline-entry"][data-kind="note"]')).toHaveCount(1);
});

test('staff page back through a long timeline with "Load older", each entry once', async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Kaveri Weaves ${String(Date.now()).slice(-5)}`);
  const headers = await xsrfHeaders(page);
  // More notes than one page holds (25).
  for (let n = 1; n <= 30; n += 1) {
    const note = await page.request.post('/api/org/notes', {
      data: { org_id: orgId, note: `Action: Called, comment: Follow-up ${n}` },
      headers,
    });
    expect(note.ok(), await note.text()).toBe(true);
  }
  await page.goto(`/teams/${orgId}/timeline?kinds=note`);
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('Follow-up 30');
  await page.getByTestId('timeline-older').click();
  await expect(entries).toHaveCount(30);
  await expect(entries.last()).toContainText('Follow-up 1');
  await expect(page.getByText("That is where the team's history begins.")).toBeVisible();
  const texts = await entries.allInnerTexts();
  const numbers = texts.map((text) => Number(/Follow-up (\d+)/.exec(text)?.[1]));
  expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
  await snap(page, 'timeline-older');
});

test("a member's sign-in to the product's app, reported by the app, shows on the team's Timeline", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Tapti Prints ${String(Date.now()).slice(-5)}`);
  const members = await page.request.get(`/api/users/org/${orgId}`);
  expect(members.ok(), await members.text()).toBe(true);
  const owner = (await members.json()).data.rows[0] as { id: number };
  // The app reports the owner's sign-in an hour ago, twice (a retry after a timeout).
  const signIn = {
    sign_in_id: `e2e-${owner.id}-${Date.now()}`,
    user_id: owner.id,
    at: new Date(Date.now() - 3_600_000).toISOString(),
    ip: '49.36.77.12',
    platform: 'android',
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const reported = await page.request.post('/api/app/sign-ins', {
      data: signIn,
      headers: { 'x-api-key': APP_KEY },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
  }

  await page.goto(`/teams/${orgId}/timeline`);
  await page.getByTestId('timeline-kind-login').click();
  await expect(page).toHaveURL(`/teams/${orgId}/timeline?kinds=login`);
  const entries = page.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute('data-kind', 'login');
  await expect(entries.first()).toContainText('Signed in to the app');
  await expect(entries.first()).toContainText('Ravi Owner');
  await expect(entries.first()).toContainText('android');
  await expect(entries.first()).toContainText('49.36.77.12');
  await snap(page, 'timeline-sign-in');
});
