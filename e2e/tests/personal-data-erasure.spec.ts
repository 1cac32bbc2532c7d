import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

// Saffron Events' owner is erased here; no other spec reads that team or its owner.
const TEAM = 'Saffron Events';

test('an SU records an erasure request, carries it out and sees the held KYC record marked held', async ({
  page,
}) => {
  // Six screens, two of them loaded for the first time: more than one test's usual minute.
  test.slow();
  await logInAsStaff(page);
  const search = await page.request.get(`/api/org/search?text=${encodeURIComponent(TEAM)}`);
  const org = ((await search.json()).data.rows as { id: number; name: string }[]).find(
    (r) => r.name === TEAM,
  )!;
  const detail = (await (await page.request.get(`/api/org/details/${org.id}`)).json()).data as {
    owner: { id: number; name: string; phone: string | null };
  };

  // The owner's page: no request yet; one is recorded, due 90 days on.
  await page.goto(`/teams/users/${detail.owner.id}`);
  const panel = page.getByTestId('person-data-panel');
  await panel.getByTestId('request-erasure').click();
  const dialog = page.getByTestId('request-erasure-dialog');
  await expect(dialog).toContainText('due 90 days after today');
  await dialog.getByTestId('request-erasure-submit').click();
  const state = panel.getByTestId('erasure-request');
  await expect(state).toHaveAttribute('data-status', 'OPEN');
  await expect(state.getByTestId('erasure-status')).toHaveText('Open');
  await expect(panel.getByTestId('request-erasure')).toHaveCount(0);
  await snap(page, 'erasure-requested');

  // The queue lists it, open, with its due date.
  await page.goto('/personal-data?tab=erasure');
  const row = page.getByTestId('erasure-row').filter({ hasText: detail.owner.name });
  await expect(row).toHaveAttribute('data-status', 'OPEN');
  await expect(row).toHaveAttribute('data-overdue', 'false');
  await snap(page, 'erasure-queue');

  // The SU carries it out after reading what goes and what a hold keeps.
  await page.goto(`/teams/users/${detail.owner.id}`);
  await panel.getByTestId('carry-out-erasure').click();
  const confirm = page.getByTestId('carry-out-erasure-dialog');
  await expect(
    confirm.getByTestId('erasure-anonymised').locator('[data-table="users"]'),
  ).toBeVisible();
  const heldKyc = confirm.getByTestId('erasure-held').locator('[data-table="kyc"]');
  await expect(heldKyc).toContainText('KYC record and documents');
  await expect(heldKyc).toContainText('held until');
  await snap(page, 'erasure-confirm');
  await confirm.getByTestId('carry-out-erasure-submit').click();
  await expect(confirm).toHaveCount(0);
  await expect(state).toHaveAttribute('data-status', 'DONE');
  await expect(state.getByTestId('erasure-held').locator('[data-table="kyc"]')).toContainText(
    'held until',
  );
  await snap(page, 'erasure-done');

  // The team's KYC record is kept, marked held until the PMLA hold ends.
  await page.goto(`/teams/${org.id}/kyc`);
  await expect(page.getByTestId('kyc-held-until')).toContainText(/^Held until \d/);
  await snap(page, 'erasure-kyc-held');

  // Nothing a search by the owner's name or phone finds is theirs any more.
  for (const q of [detail.owner.name, detail.owner.phone].filter(Boolean) as string[]) {
    const found = (await (
      await page.request.get(`/api/admin/search?q=${encodeURIComponent(q)}`)
    ).json()) as { data: { kind: string; id: string }[] };
    expect(found.data.filter((r) => r.kind === 'USER' && r.id === String(detail.owner.id))).toEqual(
      [],
    );
  }
});
