import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './team-filters';

describe('team list filters in the URL', () => {
  it('reads what the URL holds and falls back to defaults for anything odd', () => {
    expect(
      filtersFromParams(
        new URLSearchParams(
          'text=kaveri&status=SUSPENDED&assigned=true&page=3&page_size=25&trial=false&created_from=2025-03-01&created_to=2025-03-31',
        ),
      ),
    ).toEqual({
      text: 'kaveri',
      status: 'SUSPENDED',
      assigned: true,
      trial: false,
      createdFrom: '2025-03-01',
      createdTo: '2025-03-31',
      page: 3,
      pageSize: 25,
    });
    expect(
      filtersFromParams(
        new URLSearchParams('status=GONE&page=-2&page_size=abc&trial=maybe&created_from=March'),
      ),
    ).toEqual({
      text: '',
      status: null,
      assigned: false,
      trial: null,
      createdFrom: '',
      createdTo: '',
      page: 1,
      pageSize: 10,
    });
  });

  it('writes only what differs from the defaults, so links stay short', () => {
    const filters = filtersFromParams(new URLSearchParams());
    expect(paramsFromFilters(filters).toString()).toBe('');
    expect(
      paramsFromFilters({ ...filters, text: 'a b', status: 'DELETED', page: 2 }).toString(),
    ).toBe('text=a+b&status=DELETED&page=2');
    // A dashboard figure's link: the teams created on those days that pay now.
    expect(
      paramsFromFilters({
        ...filters,
        trial: false,
        createdFrom: '2025-03-06',
        createdTo: '2025-03-06',
      }).toString(),
    ).toBe('trial=false&created_from=2025-03-06&created_to=2025-03-06');
  });
});
