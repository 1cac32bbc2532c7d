import type { Payment } from '@switchboard/contract/payments';
import type { Role } from '@switchboard/contract/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Warm the lazily loaded area page once, so each test waits for data, not for the module.
beforeAll(() => import('./payment-links-page'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const payment: Payment = {
  id: 41,
  org_id: 7,
  org_name: 'Kaveri Textiles',
  subscription_id: null,
  payment_type: 'BANK_TRANSFER',
  status: 'PARTIALLY_REFUNDED',
  amount: 235_899,
  refunded_amount: 100_000,
  payment_ref: 'UTR998877',
  description: null,
  invoice_id: 3,
  invoice_number: 'SB/2026-27/000003',
  created_at: '2026-11-20T06:30:00.000Z',
};
const page = {
  rows: [payment],
  total_items: 1,
  total_is_estimate: false,
  page: 1,
  page_size: 10,
  count: 1,
};

function showPayments(role: Role) {
  fakeApi({
    'GET /orders/payments': () => json(200, { data: page }),
    'GET /org/search': () =>
      json(200, {
        data: { rows: [], total_items: 0, total_is_estimate: false, page: 1, page_size: 20 },
      }),
  });
  return renderApp('/payment-links/payments', { user: userWith(role) });
}

// The area page is loaded lazily, as in the browser: on a busy machine that takes a few seconds.
describe('payments list', { timeout: 20_000 }, () => {
  it('shows rupees, the invoice and what is left, with refund and delete for a super user', async () => {
    showPayments('SU');
    const row = (await screen.findByText('UTR998877', {}, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('₹2,358.99');
    expect(row).toHaveTextContent('₹1,000.00');
    expect(row).toHaveTextContent('SB/2026-27/000003');
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Paid ₹2,358.99; ₹1,358.99 can still be refunded.'),
    ).toBeInTheDocument();
  });

  it('offers an admin neither refund nor delete', async () => {
    showPayments('ADMIN');
    const row = (await screen.findByText('UTR998877', {}, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record bank payment' })).toBeInTheDocument();
  });
});
