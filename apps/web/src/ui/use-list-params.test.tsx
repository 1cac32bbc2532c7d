import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './use-list-params';

type Update = ReturnType<typeof useUrlParams>[1];
const updates: Update[] = [];

function Harness() {
  const [, update] = useUrlParams();
  const location = useLocation();
  useEffect(() => {
    updates.push(update);
  }, [update]);
  return <output data-testid="search">{location.search}</output>;
}

describe('useUrlParams', () => {
  it('builds a late change (a debounced search) on the URL as it is now, not as it was', async () => {
    render(
      <MemoryRouter initialEntries={['/leads?text=9810012345']}>
        <Harness />
      </MemoryRouter>,
    );
    // The search box keeps the update of the render it was typed in, and calls it 300 ms later.
    const typedIn = updates.at(-1)!;
    await act(async () => updates.at(-1)!({ owner: 7, page: undefined }));
    expect(screen.getByTestId('search')).toHaveTextContent('?text=9810012345&owner=7');
    await act(async () => typedIn({ text: '' }));
    // The owner chosen in between stays.
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?owner=7$/);
  });
});
