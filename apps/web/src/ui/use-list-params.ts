import type { Page } from '@switchboard/contract/paging';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

type ParamChanges = Record<string, string | number | undefined>;

/**
 * The URL's search parameters, and a way to change them that starts from the URL as it is when
 * the change is made, not as it was when the caller rendered: a search box makes its
 * (debounced) change 300 ms after the keystroke, and a filter may have been picked since.
 * React Router's functional setSearchParams hands the params of the render its setter came
 * from, which dropped that filter; a ref holds the latest ones. The history entry is replaced,
 * so Back leaves the list.
 */
export function useSearchParamsNow() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const change = useCallback(
    (make: (now: URLSearchParams) => URLSearchParams) => {
      const next = make(new URLSearchParams(latest.current));
      // Two changes before the next render build on each other.
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, change] as const;
}

/** The URL's search parameters, and a change of some of them: an empty or undefined value removes one. */
export function useUrlParams() {
  const [params, change] = useSearchParamsNow();
  const update = useCallback(
    (changes: ParamChanges) =>
      change((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [change],
  );
  return [params, update] as const;
}

/**
 * Page, page size and string filters live in the URL, so a link or a reload shows the same
 * list. Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filters: readonly F[]) {
  const [params, update] = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 10;
  const values = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? ''])) as Record<
    F,
    string
  >;

  return {
    page,
    pageSize,
    values,
    /** The paging props of a DataTable showing `data`, one page of this list. */
    tableProps: <T>(data: Page<T> | undefined, loading: boolean) => ({
      rows: data?.rows ?? [],
      page,
      pageSize,
      total: data?.total_items ?? 0,
      totalIsEstimate: data?.total_is_estimate,
      onPageChange: (next: number) => update({ page: next }),
      onPageSizeChange: (next: number) => update({ page_size: next, page: undefined }),
      loading,
    }),
    setPage: (next: number) => update({ page: next }),
    setPageSize: (next: number) => update({ page_size: next, page: undefined }),
    setFilter: (name: F, value: string) => update({ [name]: value, page: undefined }),
    /** Whether any filter is set, and the change that clears them all (back to page 1). */
    filtered: filters.some((f) => values[f] !== ''),
    reset: () => update(Object.fromEntries([...filters, 'page'].map((f) => [f, undefined]))),
  };
}
