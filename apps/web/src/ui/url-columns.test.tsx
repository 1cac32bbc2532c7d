import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hiddenColumnsOf, useUrlColumns } from './url-columns';
import { positiveInt, useUrlFilters, type PagedFilters } from './url-filters';

type Filters = PagedFilters & { status: string };
const codec = {
  fromParams: (p: URLSearchParams): Filters => ({
    page: positiveInt(p.get('page'), 1),
    pageSize: 10,
    status: p.get('status') ?? '',
  }),
  toParams: (f: Filters) => {
    const p = new URLSearchParams();
    if (f.status) p.set('status', f.status);
    if (f.page > 1) p.set('page', String(f.page));
    return p;
  },
};

let controls: {
  filters: ReturnType<typeof useUrlFilters<Filters>>;
  columns: ReturnType<typeof useUrlColumns>;
};

function Harness() {
  controls = { filters: useUrlFilters(codec), columns: useUrlColumns() };
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('hidden columns in the URL', () => {
  it('reads each id once, ignoring empty ones', () => {
    expect(hiddenColumnsOf(new URLSearchParams('hide=plan,,email,plan'))).toEqual([
      'plan',
      'email',
    ]);
    expect(hiddenColumnsOf(new URLSearchParams(''))).toEqual([]);
  });

  it('lives beside the filters: changing one keeps the other', async () => {
    render(
      <MemoryRouter initialEntries={['/teams?status=ACTIVE&page=3']}>
        <Harness />
      </MemoryRouter>,
    );
    await act(async () => controls.columns.onHiddenColumnsChange(['plan', 'email']));
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?status=ACTIVE&page=3&hide=plan%2Cemail',
    );
    expect(controls.columns.hiddenColumns).toEqual(['plan', 'email']);
    // The filters' codec knows nothing of `hide`, and still keeps it.
    await act(async () => controls.filters.update({ status: 'SUSPENDED' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?status=SUSPENDED&hide=plan%2Cemail');
    await act(async () => controls.columns.onHiddenColumnsChange([]));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?status=SUSPENDED$/);
  });
});
