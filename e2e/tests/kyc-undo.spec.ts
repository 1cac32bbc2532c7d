import { expect, test } from './fixtures';
import { logInAsStaff, snap } from './helpers';

/** Demo orgs kyc.spec.ts reviews; this spec leaves them to it. */
const TAKEN = ['Kaveri Textiles', 'Patel Pharma Distributors'];

test('an approval is undone from its toast and the KYC is back in the queue as pending', async ({
  page,
}) => {
  await logInAsStaff(page);
  // The newest pending demo org: the referral demo refers the oldest ones, whose approval
  // moves a referral on and so cannot be undone.
  const search = await page.request.get(
    '/api/org/kyc/search?user_kyc_status=PENDING&page_size=100',
  );
  const rows = ((await search.json()) as { data: { rows: { org_id: number; org_name: string }[] } })
    .data.rows;
  const target = rows
    .filter((r) => !TAKEN.includes(r.org_name))
    .sort((a, b) => b.org_id - a.org_id)[0];
  expect(target, 'a pending demo KYC').toBeDefined();
  const { org_id: orgId, org_name: name } = target!;

  await page.goto(`/kyc/${orgId}`);
  await expect(page.getByTestId('review-org-name')).toHaveText(name);
  await page.getByTestId('action-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  // The review moves on to the next KYC; the toast stays with its Undo.
  await expect(page.getByText(`KYC of ${name} approved`)).toBeVisible();
  const approved = await page.request.get(`/api/org/kyc/${orgId}`);
  expect((await approved.json()).data.status).toBe('APPROVED');
  await snap(page, 'kyc-undo-toast');

  await page.getByTestId('undo-toast-button').click();
  await expect(page.getByText(`Decision on the KYC of ${name} undone`)).toBeVisible();
  await page.goto(`/kyc/${orgId}`);
  await expect(page.getByTestId('review-status')).toHaveAttribute('data-status', 'PENDING');

  // Back in the queue, under Pending.
  await page.goto('/kyc');
  await page.getByTestId('chip-PENDING').click();
  await page.getByTestId('kyc-search').fill(name);
  await expect(page.getByTestId('table-row').filter({ hasText: name })).toBeVisible();
});
