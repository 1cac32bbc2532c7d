import { expect, expectToast, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// Orchid Eye Care's owner is corrected here; no other spec reads that team or its owner.
const TEAM = 'Orchid Eye Care';

test('an SU corrects a person’s name and email, confirming old and new, and sees it on record', async ({
  page,
}) => {
  await logInAsStaff(page);
  const search = await page.request.get(`/api/org/search?text=${encodeURIComponent(TEAM)}`);
  const org = ((await search.json()).data.rows as { id: number; name: string }[]).find(
    (r) => r.name === TEAM,
  )!;
  const detail = (await (await page.request.get(`/api/org/details/${org.id}`)).json()).data as {
    owner: { id: number };
  };
  const before = (await (await page.request.get(`/api/users/${detail.owner.id}`)).json()).data as {
    first_name: string;
    last_name: string;
    email: string | null;
  };

  await page.goto(`/teams/users/${detail.owner.id}`);
  const section = page.getByTestId('person-data-panel').getByTestId('correction-section');
  await expect(section).toContainText('No corrections made.');
  await section.getByTestId('correct-person').click();
  const dialog = page.getByTestId('correct-person-dialog');
  await expect(dialog.getByTestId('correct-last_name')).toHaveValue(before.last_name);
  await dialog.getByTestId('correct-last_name').fill('Raghunathan');
  await dialog.getByTestId('correct-email').fill('Orchid.Owner@Example.in');
  await dialog.getByTestId('correct-person-submit').click();

  // The confirmation lists each change, old to new, before anything is written.
  const changes = dialog.getByTestId('correction-changes');
  await expect(changes.locator('[data-field="last_name"]')).toContainText(before.last_name);
  await expect(changes.locator('[data-field="last_name"]')).toContainText('Raghunathan');
  await expect(changes.locator('[data-field="email"]')).toContainText('orchid.owner@example.in');
  await expect(changes.locator('[data-field="first_name"]')).toHaveCount(0);
  await snap(page, 'correction-confirm');
  await dialog.getByTestId('correct-person-submit').click();
  await expectToast(page, 'Data corrected');
  await expect(dialog).toHaveCount(0);

  // On record on their page, with who made it; the page shows the corrected name.
  const record = section.getByTestId('correction');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(/Corrected .* by Asha Rao/);
  await expect(record.locator('[data-field="last_name"]')).toContainText('Raghunathan');
  await expect(page.getByText(`${before.first_name} Raghunathan`).first()).toBeVisible();
  await snap(page, 'correction-done');
});
