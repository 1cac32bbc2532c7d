import { expect, test } from '@playwright/test';
import { logInAsStaff, snap } from './helpers';

test('a campaign is built on a live audience count, sent through the sandbox at its rate, paused and resumed', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.getByTestId('menu-campaigns').click();
  await expect(page.getByTestId('campaigns-page')).toBeVisible();
  await page.getByTestId('new-campaign').click();
  const form = page.getByTestId('campaign-form');
  const name = `Renewal reminder ${Date.now() % 100000}`;
  await form.getByTestId('campaign-name').fill(name);
  // The audience: teams whose KYC was rejected; the server counts them as the filter changes.
  await expect(form.getByTestId('audience-count')).toContainText('people match');
  const everyone = await form.getByTestId('audience-count').textContent();
  await form.getByTestId('audience-kyc_status').click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(form.getByTestId('audience-count')).not.toHaveText(everyone ?? '');
  await expect(form.getByTestId('audience-count')).toContainText(/\d+ people match/);
  await form.getByTestId('campaign-template').fill('12345');
  await form.getByTestId('campaign-sender').fill('swbord');
  await form
    .getByTestId('campaign-text')
    .fill('Hi {first_name}, please upload a clear KYC document for {org_name}.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  // The contract's rule, beside the field.
  await expect(form).toContainText('must be the 19-digit DLT template id');
  await form.getByTestId('campaign-template').fill('1207161234567890123');
  await form.getByTestId('campaign-rate').fill('1');
  // Transactional: sent at any hour, so the spec runs at night too.
  await form.getByRole('switch', { name: 'Promotional' }).click();
  await snap(page, 'campaign-form');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Campaign saved')).toBeVisible();
  const detail = page.getByTestId('campaign-detail');
  await expect(detail.getByTestId('campaign-status')).toHaveText('Draft');

  await page.getByTestId('campaign-send').click();
  await expect(page.getByRole('dialog')).toContainText('Everyone in its audience gets this SMS');
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  // The sender starts it, and at one a minute, one message goes out first (the sandbox then
  // reports it delivered).
  await expect(detail.getByTestId('campaign-status')).toHaveText('Sending', { timeout: 20_000 });
  const total = Number(
    await detail.getByTestId('campaign-count-total').locator('div').last().textContent(),
  );
  expect(total).toBeGreaterThan(1);
  await expect(detail.getByTestId('campaign-count-QUEUED')).toContainText(String(total - 1), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('recipient-row').first()).toBeVisible();
  await snap(page, 'campaign-sending');

  await page.getByTestId('campaign-pause').click();
  await expect(page.getByText('Campaign paused')).toBeVisible();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Paused');
  await page.getByTestId('campaign-resume').click();
  await expect(page.getByText('Campaign resumed')).toBeVisible();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Sending');

  // The list shows it with its progress.
  await page.getByRole('link', { name: 'All campaigns' }).click();
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText(`1 of ${total}`);
  // The person it reached has it on their page.
  await row.click();
  const reached = page.getByTestId('recipient-row').filter({ hasNotText: 'Queued' });
  await expect(reached).toHaveCount(1);
  await reached.getByRole('link').first().click();
  await expect(page.getByTestId('user-campaigns')).toContainText(name);
  await expect(page.getByTestId('user-campaigns')).toContainText(/Sent|Delivered/);
});
