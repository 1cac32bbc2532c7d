import type { Subscription } from '@switchboard/contract/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { FreebiesDialog } from './action-dialogs';

afterEach(() => vi.unstubAllGlobals());

const subscription: Subscription = {
  id: 19,
  org_id: 7,
  org_name: 'Kaveri Textiles',
  plan_id: 1022,
  plan_name: 'Unlimited Pro',
  variant_id: 10221,
  variant_name: 'Monthly',
  status: 'ACTIVE',
  order_type: 'PURCHASE',
  start_date: '2026-11-01T00:00:00.000Z',
  valid_till: '2026-12-01T00:00:00.000Z',
  amount: 349_900,
  payment_type: 'BANK_TRANSFER',
  payment_id: 'UTR1',
  gstin: null,
  description: null,
  addons: [],
  freebies: { users: 2, automation: 0, talk_time_minutes: 100 },
  catalogue_amount: 349_900,
  price_override_reason: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ended_at: null,
};

describe('the freebies of a subscription', { timeout: 30_000 }, () => {
  it('refuses minutes over the maximum at the field, and confirms naming the team, old → new', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'PUT /subscription/19': async (request) => {
        sent.push(await request.json());
        return json(200, { data: { message: 'Subscription updated', subscription } });
      },
    });
    const { store } = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    renderUi(<FreebiesDialog subscription={subscription} onDone={() => {}} />, { wrapper });
    const user = userEvent.setup();
    const minutes = screen.getByTestId('freebies-talk_time_minutes');
    await user.clear(minutes);
    await user.type(minutes, '10000000');
    await user.tab();
    // Never clamped to 1,00,000 without a word: the typed value stays, and is named wrong.
    expect(minutes).toHaveValue('1,00,00,000');
    expect(screen.getByText('Enter a whole number from 0 to 1,00,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByText(/^Replace the freebies of/);
    const confirm = question.closest('[role="dialog"]') as HTMLElement;
    expect(question).toHaveTextContent(
      'Replace the freebies of Kaveri Textiles (subscription 19)? Free talk-time minutes: 100 → 500',
    );
    await user.click(within(confirm).getByRole('button', { name: /confirm|update|replace/i }));
    await waitFor(() =>
      expect(sent).toEqual([{ freebies: { users: 2, automation: 0, talk_time_minutes: 500 } }]),
    );
  });
});
