import { describe, expect, it } from 'vitest';
import { changeFilters, positiveInt } from './url-filters';

describe('list filters kept in the URL', () => {
  const onPage4 = { page: 4, pageSize: 25, text: '', status: null as string | null };

  it('starts again at page one when a filter or the page size changes, but not when only the page does', () => {
    expect(changeFilters(onPage4, { text: 'x' })).toEqual({ ...onPage4, text: 'x', page: 1 });
    expect(changeFilters(onPage4, { status: 'SUSPENDED' }).page).toBe(1);
    expect(changeFilters(onPage4, { pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
    expect(changeFilters(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });

  it('reads a page number only when it is a whole number above zero', () => {
    expect(positiveInt('3', 1)).toBe(3);
    for (const odd of [null, '', '0', '-2', '2.5', 'abc']) expect(positiveInt(odd, 1)).toBe(1);
  });
});
