import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { fakeApi, json } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { NumberDialog } from './action-dialogs';

afterEach(() => vi.unstubAllGlobals());

const available = ['8045671234', '8045675678'];

describe('assigning a team its number', { timeout: 30_000 }, () => {
  it("offers the inventory's AVAILABLE numbers like what is typed, and takes any other typed", async () => {
    const asked: string[] = [];
    fakeApi({
      'GET /numbers/voip': (request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const text = url.searchParams.get('text') ?? '';
        const rows = available
          .filter((n) => n.includes(text))
          .map((number, id) => ({
            id,
            org_id: null,
            number,
            provider: 'Airtel',
            status: 'AVAILABLE',
            assigned_at: '2026-11-20T06:30:00.000Z',
            released_at: null,
            reserved_until: null,
          }));
        return json(200, {
          data: {
            rows,
            total_items: rows.length,
            total_is_estimate: false,
            page: 1,
            page_size: 20,
          },
        });
      },
    });
    const { store } = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    renderUi(<NumberDialog orgId={7} currentNumber={null} title="Assign" onDone={() => {}} />, {
      wrapper,
    });
    const input = screen.getByTestId('new-number');
    // The options sit in the dialog's dropdown, which the test's DOM counts as hidden.
    await userEvent.click(input);
    expect(
      await screen.findByRole('option', { name: '8045671234', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '8045675678', hidden: true })).toBeInTheDocument();
    expect(asked[0]).toContain('status=AVAILABLE');
    await userEvent.type(input, '5678');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: '8045671234', hidden: true })).toBeNull(),
    );
    expect(screen.getByRole('option', { name: '8045675678', hidden: true })).toBeInTheDocument();
    // A number outside the inventory is still typed as it is.
    await userEvent.clear(input);
    await userEvent.type(input, '9999912345');
    expect(input).toHaveValue('9999912345');
  });
});
