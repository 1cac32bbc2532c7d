import { pagingParams } from '@switchboard/contract/saved-views';

/**
 * A list's URL search as a view keeps it: the filters and hidden columns, not where one was in
 * the list (page, keyset cursor), so a view always opens at its first page.
 */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of pagingParams) params.delete(name);
  return params.toString();
}

/** Whether two searches show the same view: the same parameters, in any order. */
export function sameView(a: string, b: string): boolean {
  const sorted = (search: string) => {
    const params = new URLSearchParams(viewQueryOf(search));
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}

/** Where a view opens: the list's own path with the view's search. */
export const viewHref = (pathname: string, query: string) =>
  query ? `${pathname}?${query}` : pathname;
