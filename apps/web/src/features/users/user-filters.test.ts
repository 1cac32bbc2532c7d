import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './user-filters';

describe('user list filters in the URL', () => {
  it('round-trips and falls back to defaults', () => {
    const f = filtersFromParams(
      new URLSearchParams('page=3&page_size=25&order=ASC&status=INACTIVE&text=asha'),
    );
    expect(f).toEqual({ page: 3, pageSize: 25, order: 'ASC', status: 'INACTIVE', text: 'asha' });
    expect(paramsFromFilters(f).toString()).toBe(
      'page=3&page_size=25&order=ASC&status=INACTIVE&text=asha',
    );
    expect(filtersFromParams(new URLSearchParams('page=-1&status=NOPE'))).toEqual({
      page: 1,
      pageSize: 10,
      order: 'DESC',
      status: null,
      text: '',
    });
  });
});
