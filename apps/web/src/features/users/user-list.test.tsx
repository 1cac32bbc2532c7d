import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, userWith } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Warm the lazily loaded area page once, so the test waits for data, not for the module.
beforeAll(() => import('./users-page'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const empty = { rows: [], total_items: 0, total_is_estimate: false, page: 1, page_size: 10 };

describe('user list search box', { timeout: 20_000 }, () => {
  it('shows the text of the URL after back, forward or a link, not the stale typed text', async () => {
    const searched: string[] = [];
    fakeApi({
      'GET /users/search': (request) => {
        searched.push(new URL(request.url).searchParams.get('text') ?? '');
        return json(200, { data: empty });
      },
    });
    const { router } = renderApp('/teams/users?text=asha', { user: userWith('SU') });
    const box = await screen.findByTestId('user-search', {}, { timeout: 8000 });
    expect(box).toHaveValue('asha');

    await act(() => router.navigate('/teams/users?text=ravi'));
    await waitFor(() => expect(screen.getByTestId('user-search')).toHaveValue('ravi'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('user-search')).toHaveValue('asha'));
    await act(() => router.navigate('/teams/users'));
    await waitFor(() => expect(screen.getByTestId('user-search')).toHaveValue(''));
    expect(searched).toContain('ravi');
  });
});
