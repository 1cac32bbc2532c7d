import { expect, test, expectToast } from './fixtures';
import { indiaDate } from '@switchboard/contract/india-time';
import { logInAsStaff, snap, xsrfHeaders } from './helpers';

/** A person's browser (a headless one counts as a bot, and a bot's fetch is not a click). */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

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
  await expect(form.getByTestId('audience-count')).toContainText(/people match|person matches/);
  const everyone = await form.getByTestId('audience-count').textContent();
  await form.getByTestId('audience-kyc_status').click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(form.getByTestId('audience-count')).not.toHaveText(everyone ?? '');
  await expect(form.getByTestId('audience-count')).toContainText(
    /\d+ (people match|person matches)/,
  );
  // Email and app push ask for a subject or title instead of a DLT template; the count follows.
  await form.getByTestId('campaign-channel').getByText('Email').click();
  await expect(form).toContainText("Audience: teams' owners with an email");
  await expect(form.getByTestId('campaign-subject')).toBeVisible();
  await expect(form.getByTestId('campaign-template')).toHaveCount(0);
  await expect(form.getByTestId('audience-count')).toContainText(
    /\d+ (people match|person matches)/,
  );
  await form.getByTestId('campaign-channel').getByText('SMS').click();
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
  await expectToast(page, 'Campaign saved');
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

test('a saved draft shows its filter and the count the editor showed, is scheduled at an India time and unscheduled', async ({
  page,
}) => {
  await logInAsStaff(page);
  const headers = await xsrfHeaders(page);
  const made = await page.request.post('/api/admin/campaigns', {
    headers,
    data: {
      name: `Scheduled reminder ${Date.now() % 100000}`,
      audience: { kyc_status: 'REJECTED' },
      dlt_template_id: '1207161234567890123',
      sender_id: 'SWBORD',
      text: 'Hi {first_name}, please upload a clear KYC document for {org_name}.',
      promotional: false,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = (await made.json()).data.campaign.id as number;
  const preview = await page.request.get(
    '/api/admin/campaigns/audience-preview?kyc_status=REJECTED&channel=SMS',
  );
  const count = (await preview.json()).data.count as number;
  expect(count).toBeGreaterThan(0);
  await page.goto(`/campaigns/${id}`);
  const detail = page.getByTestId('campaign-detail');
  // The saved draft shows its filter and the count the editor showed, not 0.
  await expect(detail.getByTestId('campaign-audience-kyc_status')).toHaveText('KYC: Rejected');
  await expect(detail.getByTestId('campaign-audience-count')).toHaveText(
    new RegExp(`^${count.toLocaleString('en-IN')} (people match|person matches)$`),
  );
  await expect(detail.getByTestId('campaign-count-total')).toContainText(
    count.toLocaleString('en-IN'),
  );

  // Scheduled from the saved draft for tomorrow 10:00 India time.
  await detail.getByTestId('campaign-schedule').click();
  const scheduling = page.getByTestId('campaign-schedule-dialog');
  await expect(scheduling).toContainText('India time, UTC+05:30');
  const [y, m, d] = indiaDate(new Date(Date.now() + 86_400_000)).split('-');
  await scheduling.getByTestId('campaign-send-date').fill(`${d}/${m}/${y}`);
  await scheduling.getByTestId('campaign-send-time').fill('10:00');
  await snap(page, 'campaign-schedule');
  await page.getByTestId('campaign-schedule-confirm').click();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Scheduled');
  await expect(detail.getByTestId('campaign-starts')).toContainText('10:00');
  await snap(page, 'campaign-scheduled');
  const stored = await page.request.get(`/api/admin/campaigns/${id}`);
  expect(new Date((await stored.json()).data.scheduled_at).toISOString()).toBe(
    new Date(`${y}-${m}-${d}T04:30:00Z`).toISOString(),
  );

  // Taken back to a draft; then scheduled again from the editor as it is saved.
  await detail.getByTestId('campaign-unschedule').click();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Draft');
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('campaign-form');
  await form.getByTestId('campaign-send-date').fill(`${d}/${m}/${y}`);
  await form.getByTestId('campaign-send-time').fill('11:30');
  await form.getByRole('button', { name: 'Save and schedule' }).click();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Scheduled');
  await expect(detail.getByTestId('campaign-starts')).toContainText('11:30');
});

test("a campaign's link is each recipient's own short URL: following one shows as a click", async ({
  page,
  browser,
}) => {
  await logInAsStaff(page);
  const headers = await xsrfHeaders(page);
  const name = `Plan renewal link ${Date.now() % 100000}`;
  const made = await page.request.post('/api/admin/campaigns', {
    headers,
    data: {
      name,
      audience: { kyc_status: 'REJECTED' },
      dlt_template_id: '1207161234567890123',
      sender_id: 'SWBORD',
      text: 'Hi {first_name}, renew {org_name} in a tap: {short_url}',
      link_url: new URL('/login?from=campaign', page.url()).href,
      promotional: false,
      send_rate_per_minute: 6000,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = (await made.json()).data.campaign.id as number;
  await page.goto(`/campaigns/${id}`);
  const detail = page.getByTestId('campaign-detail');
  await expect(detail).toContainText('/login?from=campaign');
  await page.getByTestId('campaign-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(detail.getByTestId('campaign-status')).toHaveText('Completed', { timeout: 20_000 });

  // Each recipient's link is a short URL tagged with the campaign; one person follows theirs.
  const links = await page.request.get(`/api/admin/short-urls?tag=campaign-${id}&page_size=5`);
  const [first] = (await links.json()).data.rows as { short_url: string }[];
  expect(first).toBeDefined();
  const person = await browser.newContext({ userAgent: ANDROID_CHROME });
  const tab = await person.newPage();
  await tab.goto(first!.short_url);
  await expect(tab).toHaveURL(/\/login\?from=campaign/);
  await person.close();

  // Visits are written in batches: the click shows within a few seconds, and on the chart.
  await expect(detail.getByTestId('campaign-count-CLICKED')).toContainText('1', {
    timeout: 20_000,
  });
  await expect(
    page
      .getByTestId('campaign-activity-chart')
      .locator('rect[data-series="Clicked"][data-value="1"]'),
  ).toHaveCount(1);
  await page.getByTestId('recipient-status').getByText('Clicked').click();
  await expect(page.getByTestId('recipient-row')).toHaveCount(1);
  await snap(page, 'campaign-clicked');
});

test('a WhatsApp campaign is an approved template of a connected number, its values filled per person', async ({
  page,
}) => {
  await logInAsStaff(page);
  await page.goto('/campaigns');
  await page.getByTestId('new-campaign').click();
  const form = page.getByTestId('campaign-form');
  const name = `Festive WhatsApp ${Date.now() % 100000}`;
  await form.getByTestId('campaign-name').fill(name);
  await form.getByTestId('campaign-channel').getByText('WhatsApp').click();
  await expect(form.getByTestId('campaign-text')).toHaveCount(0);
  await form.getByTestId('campaign-whatsapp-account').click();
  await page.getByRole('option').first().click();
  await form.getByTestId('campaign-whatsapp-template').click();
  await page.getByRole('option', { name: /festive_offer/ }).click();
  await form.getByTestId('campaign-whatsapp-value-1').fill('{first_name}');
  await form.getByTestId('campaign-whatsapp-value-2').fill('20');
  await expect(form.getByTestId('campaign-whatsapp-preview')).toHaveText(
    'Hi {first_name}, enjoy 20% off this festive season!',
  );
  await snap(page, 'campaign-whatsapp-form');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Campaign saved');
  const detail = page.getByTestId('campaign-detail');
  await expect(detail).toContainText('WhatsApp');
  await expect(detail).toContainText('{first_name} · 20');
});
