import { expect, test } from './fixtures';
import { openTrialCalls, showDeletedCalls, trialRows } from './calls-helpers';
import { logInAsStaff, snap, xsrfHeaders } from './helpers';

// Bulk actions: staff tick a page, take every row the filters match ("Select all N matching",
// resolved by the server), confirm a question that states the count, and read the per-row
// result; each row went through the single action (here the Outbox's "Send again").

test('every failed switch request of a team is sent again through select-all', async ({ page }) => {
  await logInAsStaff(page);
  const orgs = await page.request.get('/api/org/search?text=malabar');
  const org = ((await orgs.json()) as { data: { rows: { id: number }[] } }).data.rows[0];
  if (!org) throw new Error('no Malabar team in the demo data');
  // Two trunk refreshes: the e2e switch is down, so both end FAILED after their tries.
  const headers = await xsrfHeaders(page);
  for (let i = 0; i < 2; i++) {
    const asked = await page.request.post('/api/subscription/refresh-trunk', {
      data: { org_id: org.id },
      headers,
    });
    expect(asked.ok(), await asked.text()).toBe(true);
  }

  // One row a page, so "all matching" reaches past the page.
  await page.goto(`/outbox?channel=SWITCH&status=FAILED&org_id=${org.id}&page_size=1`);
  const total = page.getByTestId('table-total');
  await expect(async () => {
    await page.reload();
    await expect(total).toHaveText(/^([2-9]|\d\d+) total$/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  const failed = Number((await total.textContent())!.split(' ')[0]);

  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: `Select all ${failed} matching` }).click();
  await expect(page.getByTestId('bulk-count')).toHaveText(`All ${failed} matching rows selected`);
  await snap(page, 'bulk-selected');

  await page.getByTestId('bulk-retry').click();
  const dialog = page.getByRole('dialog', { name: 'Send again' });
  await expect(dialog).toContainText(`Send ${failed} messages again?`);
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText(`${failed} done, 0 failed`);
  await snap(page, 'bulk-result');

  // Each message went through the single retry: its log says staff sent it again.
  await page.goto(`/outbox?channel=SWITCH&org_id=${org.id}`);
  await page.getByTestId('table-row').first().getByTestId('outbox-status').click();
  await expect(page.getByTestId('outbox-detail').getByTestId('outbox-attempts')).toContainText(
    'Sent again by staff',
  );
});

test('ticked trial calls are soft-deleted, then restored', async ({ page }) => {
  await openTrialCalls(page);
  // Deleted calls listed too (marked), so the two stay in the list once deleted.
  await showDeletedCalls(page);
  // Two calls of the first page that are not deleted yet.
  const picked = (await trialRows(page, '&page=0', true))
    .slice(0, 10)
    .filter((c) => !c.is_soft_deleted)
    .slice(0, 2);
  expect(picked).toHaveLength(2);
  const rowOf = (id: number) =>
    page.getByTestId('table-row').filter({ has: page.getByTestId(`details-${id}`) });
  const tick = async () => {
    for (const call of picked) await rowOf(call.id).getByTestId('select-row').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');
  };

  await tick();
  await page.getByTestId('bulk-delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText('Delete 2 calls?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('2 done, 0 failed');
  for (const call of picked)
    await expect(rowOf(call.id).getByTestId('soft-deleted-badge')).toBeVisible();
  await snap(page, 'bulk-calls-deleted');

  await tick();
  await page.getByTestId('bulk-restore').click();
  const restore = page.getByRole('dialog', { name: 'Restore' });
  await expect(restore).toContainText('Restore 2 calls?');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('2 done, 0 failed');
  for (const call of picked)
    await expect(rowOf(call.id).getByTestId('soft-deleted-badge')).toHaveCount(0);
});

test('leads a filter picks are moved to a stage together', async ({ page }) => {
  await logInAsStaff(page);
  // Three fresh leads of one source, found by the name they share.
  const headers = await xsrfHeaders(page);
  const tag = `Bulkstage${String(Date.now()).slice(-6)}`;
  for (let i = 0; i < 3; i++) {
    const created = await page.request.post('/api/admin/internal-lead', {
      data: {
        name: `${tag} ${i}`,
        phone: `94${String(Date.now() + i).slice(-8)}`,
        source: 'EVENT',
      },
      headers,
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.goto(`/internal-leads?text=${tag}&page_size=2`);
  await expect(page.getByTestId('table-total')).toHaveText('3 total');
  await page.getByTestId('select-page').check();
  await page.getByRole('button', { name: 'Select all 3 matching' }).click();
  await page.getByTestId('bulk-stage-choice').click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await snap(page, 'bulk-leads');
  await page.getByRole('button', { name: 'Move stage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move stage' });
  await expect(dialog).toContainText('Move 3 leads to Contacted?');
  await dialog.getByRole('button', { name: 'Move stage' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('3 done, 0 failed');
  await expect(page.getByTestId('table-row').filter({ hasText: 'Contacted' })).toHaveCount(2);
});
