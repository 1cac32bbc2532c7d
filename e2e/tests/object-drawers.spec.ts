import { expect, test, type Page } from './fixtures';
import { deliverGatewayEvent, logInAsStaff, newTeam, snap, xsrfHeaders } from './helpers';

/** A bank payment of ₹1,180 to the team, with ₹180 of it refunded, through the staff API. */
async function paymentWithRefund(page: Page, orgId: number) {
  const headers = await xsrfHeaders(page);
  const recorded = await page.request.post('/api/payments/bank-payment', {
    data: { org_id: orgId, amount: 118_000, payment_ref: `UTR${Date.now()}` },
    headers,
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  const payment = (await recorded.json()).data.payment as { id: number; invoice_number: string };
  const refunded = await page.request.delete('/api/payments/bank-payment', {
    data: { payment_id: payment.id, amount: 18_000, reason: 'Seat removed' },
    headers,
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);
  return payment;
}

test("a payment's drawer opens from the team's payments, links its invoice and refund, and survives a reload", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Drawer Traders ${Date.now()}`);
  const payment = await paymentWithRefund(page, orgId);
  await page.goto(`/teams/${orgId}/invoices`);
  await page.getByRole('button', { name: `Open payment #${payment.id}` }).click();

  const drawer = page.getByRole('dialog', { name: `Payment #${payment.id}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]payment=${payment.id}`));
  await expect(drawer).toContainText('₹1,180.00');
  await expect(drawer.getByTestId('linked-invoice')).toContainText(payment.invoice_number);
  await expect(drawer.getByTestId('linked-invoice').getByRole('link')).toHaveAttribute(
    'href',
    /\/api\/invoices\/\d+\/pdf/,
  );
  await expect(drawer.getByTestId('linked-org').getByRole('link')).toHaveAttribute(
    'href',
    `/teams/${orgId}/subscriptions`,
  );
  await expect(drawer.locator('[data-testid^="linked-refund-"]')).toContainText('Seat removed');
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Refund made');
  await expect(history.last()).toContainText('Payment recorded');
  await snap(page, 'object-drawers-payment');

  // The URL is the drawer: a reload opens it again; Esc closes it and drops the parameter.
  await page.reload();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('history-item')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/payment=/);

  // Opened from the list, Back closes it.
  await page.getByTestId('payments-table').getByRole('row', { name: /UTR/ }).click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/teams/${orgId}/invoices$`));
});

test("an invoice's drawer opens from the team's invoices with its payment, credit note and history", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Drawer Invoicing ${Date.now()}`);
  const payment = await paymentWithRefund(page, orgId);
  await page.goto(`/teams/${orgId}/invoices`);
  // Keyboard: the invoice number is a button in the tab order; Enter opens the drawer.
  const open = page.getByRole('button', { name: `Open invoice ${payment.invoice_number}` });
  await open.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: `Invoice ${payment.invoice_number}` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]invoice=\d+/);
  await expect(drawer).toContainText('₹1,180.00');
  await expect(drawer.getByTestId('linked-pdf').getByRole('link')).toHaveAttribute(
    'href',
    /\/api\/invoices\/\d+\/pdf/,
  );
  await expect(drawer.getByTestId('linked-org').getByRole('link')).toHaveAttribute(
    'href',
    `/teams/${orgId}/subscriptions`,
  );
  await expect(drawer.locator('[data-testid^="linked-refund-"]')).toContainText('Seat removed');
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Refund made');
  await snap(page, 'object-drawers-invoice');

  // Its payment opens the payment's drawer in place of the invoice's.
  await drawer.getByTestId('linked-payment').getByRole('link').click();
  await expect(page.getByRole('dialog', { name: `Payment #${payment.id}` })).toBeVisible();
  await expect(page).not.toHaveURL(/invoice=/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: `Payment #${payment.id}` })).toBeVisible();
});

test("a gateway payment's drawer lists Razorpay's webhook events for it with what each came to", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Drawer Gateway ${Date.now()}`);
  const ref = `pay_e2e${Date.now()}`;
  const paid = {
    event: 'order.paid',
    payload: {
      order: { entity: { id: `order_${ref}`, notes: { org_id: orgId } } },
      payment: { entity: { id: ref, amount: 250_000 } },
    },
  };
  expect(await deliverGatewayEvent(page, paid, `evt_${ref}_1`)).toBe('payment recorded');
  const captured = { ...paid, event: 'payment.captured' };
  expect(await deliverGatewayEvent(page, captured, `evt_${ref}_2`)).toBe('ignored');
  const list = await page.request.get(`/api/orders/payments?org_id=${orgId}`);
  const paymentId = (await list.json()).data.rows[0].id as number;

  await page.goto(`/teams/${orgId}/invoices`);
  await page.getByRole('button', { name: `Open payment #${paymentId}` }).click();
  const drawer = page.getByRole('dialog', { name: `Payment #${paymentId}` });
  await expect(drawer).toContainText('₹2,500.00');
  const events = drawer.getByTestId('gateway-events').getByTestId('gateway-event');
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText('payment.captured');
  await expect(events.first()).toContainText('Nothing to do');
  await expect(events.last()).toContainText('order.paid');
  await expect(events.last()).toContainText('Payment recorded');
  await expect(events.last()).toContainText(`evt_${ref}_1`);
  await snap(page, 'object-drawers-gateway-events');
});

test("a number's drawer opens from the team's VoIP tab with its team and history", async ({
  page,
}) => {
  await logInAsStaff(page);
  const orgId = await newTeam(page, `Drawer Dialers ${Date.now()}`);
  const number = `75${String(Date.now()).slice(-8)}`;
  const headers = await xsrfHeaders(page);
  const added = await page.request.post('/api/admin/voip-numbers', {
    data: { number, provider: 'Airtel' },
    headers,
  });
  expect(added.ok(), await added.text()).toBe(true);
  const reserved = await page.request.post(`/api/admin/voip-numbers/${number}/reserve`, {
    data: { org_id: orgId, days: 3 },
    headers,
  });
  expect(reserved.ok(), await reserved.text()).toBe(true);

  await page.goto(`/teams/${orgId}/voip`);
  await page.getByRole('button', { name: `Open number ${number}` }).click();
  const drawer = page.getByRole('dialog', { name: `Number ${number}` });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Reserved until');
  await expect(drawer.getByTestId('linked-org').getByRole('link')).toHaveAttribute(
    'href',
    `/teams/${orgId}/voip`,
  );
  const history = drawer.getByTestId('history-item');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Number reserved');
  await expect(history.last()).toContainText('Number added');
  await snap(page, 'object-drawers-number');

  await page.reload();
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]number=${number}`));
});
