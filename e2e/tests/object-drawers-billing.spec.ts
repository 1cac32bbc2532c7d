import { expect, test } from './fixtures';
import { deliverGatewayEvent, logInAsStaff, newTeam, snap, xsrfHeaders } from './helpers';

// The drawers of the money objects the gateway holds: mandates and payment links.

test("a mandate's drawer opens from the mandates list with its team, link clicks and status history", async ({
  page,
}) => {
  await logInAsStaff(page);
  const run = Date.now();
  // Razorpay needs the customer's email and mobile on a registration link: the owner's.
  const orgId = await newTeam(page, `Drawer Autopay ${run}`, { email: `autopay${run}@example.in` });
  const headers = await xsrfHeaders(page);
  const created = await page.request.post('/api/admin/mandate/create-registration-link', {
    data: { org_id: orgId, max_amount: 1_23_456_00, frequency: 'monthly' },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const mandate = (await created.json()).data as { mandate_id: string; registration_link: string };
  const cancelled = await page.request.post(
    `/api/admin/mandate/${orgId}/${mandate.mandate_id}/cancel`,
    { headers },
  );
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await page.goto(`/payment-links/mandates?text=${mandate.mandate_id}`);
  // Keyboard: the mandate id is a button in the tab order; Enter opens the drawer.
  const open = page.getByTestId('mandates-table').getByRole('button', { name: mandate.mandate_id });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Mandate ${mandate.mandate_id}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]mandate=${mandate.mandate_id}`));
  await expect(drawer).toContainText('₹1,23,456.00');
  await expect(drawer.getByTestId('linked-org').getByRole('link')).toHaveAttribute(
    'href',
    `/teams/${orgId}/subscriptions`,
  );
  // The registration link is our short URL: its page in the console, with its clicks.
  const shortUrl = drawer.getByTestId('linked-short-url');
  await expect(shortUrl).toContainText('0 clicks');
  await expect(shortUrl.getByRole('link')).toHaveAttribute('href', /^\/short-urls\/\d+$/);
  const moves = drawer.getByTestId('status-moves').getByTestId('field-move');
  await expect(moves).toHaveCount(1);
  await expect(moves.first()).toContainText('Created');
  await expect(moves.first()).toContainText('Cancelled');
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Mandate cancelled');
  await expect(history.last()).toContainText('Registration link sent');
  await snap(page, 'object-drawers-mandate');

  // The URL is the drawer: a reload opens it again, Back closes it.
  await page.reload();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
});

test("a payment link's drawer opens from the links list with the payment that paid it and its history", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Drawer Links ${Date.now()}`);
  const created = await page.request.post('/api/payment-links', {
    data: { org_id: orgId, amount: 12_34_567_89, description: `Drawer renewal ${Date.now()}` },
    headers: await xsrfHeaders(page),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = (await created.json()).data as { id: number; link_id: string };
  const paid = {
    event: 'payment_link.paid',
    payload: {
      payment_link: { entity: { id: link.link_id } },
      payment: { entity: { id: `pay_${link.link_id.slice(-10)}`, amount: 12_34_567_89 } },
    },
  };
  expect(await deliverGatewayEvent(page, paid, `evt_${link.link_id}`)).toBe('payment recorded');

  await page.goto(`/payment-links/links?text=${link.link_id}`);
  const row = page.getByTestId('payment-links-table').getByRole('row', { name: /Drawer renewal/ });
  await expect(row).toContainText('Paid');
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Payment link ${link.link_id}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]link=${link.id}`));
  // Rupees in India's grouping.
  await expect(drawer).toContainText('₹12,34,567.89');
  await expect(drawer.getByTestId('linked-payment')).toContainText('₹12,34,567.89');
  await expect(drawer.getByTestId('linked-invoice').getByRole('link')).toHaveAttribute(
    'href',
    /\/api\/invoices\/\d+\/pdf/,
  );
  await expect(drawer.getByTestId('linked-short-url')).toContainText('0 clicks');
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Payment link paid');
  await expect(history.last()).toContainText('Payment link created');
  await snap(page, 'object-drawers-link');

  // The payment that paid it opens its own drawer, with the gateway's event.
  await drawer.getByTestId('linked-payment').getByRole('link').click();
  const payment = page.getByRole('dialog', { name: /^Payment #\d+$/ });
  await expect(payment).toBeVisible();
  await expect(payment.getByTestId('gateway-event')).toContainText('payment_link.paid');
});
