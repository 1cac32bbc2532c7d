import type { Mandate, PaymentLink } from '@switchboard/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Warm the lazily loaded area page once, so each test waits for data, not for the module.
beforeAll(() => import('./payment-links-page'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const pageOf = <T,>(rows: T[]) => ({
  rows,
  total_items: rows.length,
  total_is_estimate: false,
  page: 1,
  page_size: 10,
});
const noOrgs = () => json(200, { data: pageOf([]) });

const link: PaymentLink = {
  id: 5,
  link_id: 'plink_K1',
  org_id: 7,
  org_name: 'Kaveri Textiles',
  amount: 118_000,
  description: 'Annual plan',
  status: 'created',
  short_url: 'https://rzp.io/l/K1',
  expire_by: null,
  payment_id: null,
  paid_at: null,
  created_at: '2026-11-20T06:30:00.000Z',
};

const mandate: Mandate = {
  mandate_id: 'mdt_A1',
  org_id: 7,
  org_name: 'Kaveri Textiles',
  status: 'active',
  max_amount: 500_000,
  frequency: 'monthly',
  registration_link: 'https://rzp.io/i/A1',
  description: null,
  expire_at: '2027-11-20T06:30:00.000Z',
  status_reason: null,
  created_at: '2026-11-20T06:30:00.000Z',
  updated_at: '2026-11-20T06:30:00.000Z',
};

// The area page is loaded lazily, as in the browser: on a busy machine that takes a few seconds.
describe('payment links and mandates lists', { timeout: 40_000 }, () => {
  it('lists links with their status, searches them and closes one after asking', async () => {
    const searched: string[] = [];
    const calls = fakeApi({
      'GET /payment-links': (request) => {
        searched.push(new URL(request.url).searchParams.get('text') ?? '');
        return json(200, { data: pageOf([link]) });
      },
      'POST /payment-links/5/cancel': () => json(200, { data: { ...link, status: 'cancelled' } }),
    });
    renderApp('/payment-links/links', { user: userWith('SU') });
    const row = (await screen.findByText('plink_K1', {}, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Kaveri Textiles');
    expect(row).toHaveTextContent('₹1,180.00');
    expect(screen.getByRole('button', { name: 'Create payment link' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'annual');
    await waitFor(() => expect(searched).toContain('annual'));

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment link' }));
    await waitFor(() => expect(calls).toContain('POST /payment-links/5/cancel'));
    expect(await screen.findByText('Payment link cancelled')).toBeInTheDocument();
  });

  it('lists mandates with an org filter, and no create or cancel for a role without them', async () => {
    fakeApi({
      'POST /admin/mandate/search': () => json(200, { data: pageOf([mandate]) }),
      'GET /org/search': noOrgs,
    });
    // Reading only: no create or update grant.
    const reader = userWith('ADMIN', { ability: [{ action: 'read', subject: 'all' }] });
    renderApp('/payment-links/mandates', { user: reader });
    const row = (await screen.findByText('mdt_A1', {}, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Monthly');
    expect(screen.getByTestId('mandates-search')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create registration link' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Cancel mandate' })).toBeNull();
  });
});
