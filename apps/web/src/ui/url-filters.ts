import type { Page } from '@switchboard/contract/paging';
import { useCallback, useMemo } from 'react';
import { pageRows } from './data-table/use-paging';
import { HIDDEN_COLUMNS_PARAM } from './url-columns';
import { useSearchParamsNow } from './use-list-params';

/** What every paged list's filters hold. */
export type PagedFilters = { page: number; pageSize: number };

/** How one list's filters are read from the URL, and written back (only what differs from the defaults). */
export type FiltersCodec<F extends PagedFilters> = {
  fromParams: (params: URLSearchParams) => F;
  toParams: (filters: F) => URLSearchParams;
};

/** A whole number above zero from the URL, or the fallback for anything else. */
export function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** One of the allowed values from the URL, or null for anything else. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** An India date `YYYY-MM-DD` from the URL, or '' for anything else. */
export const isoDate = (value: string | null): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? value! : '';

/** A changed filter or page size starts again at page one; a page change keeps the filters. */
export function changeFilters<F extends PagedFilters>(current: F, change: Partial<F>): F {
  return change.page !== undefined ? { ...current, ...change } : { ...current, ...change, page: 1 };
}

/**
 * A list's filters and page, kept in the URL so a link or a reload shows the same list, with
 * the paging props of the DataTable that shows one page of it.
 */
export function useUrlFilters<F extends PagedFilters>({ fromParams, toParams }: FiltersCodec<F>) {
  const [params, changeParams] = useSearchParamsNow();
  const filters = useMemo(() => fromParams(params), [fromParams, params]);
  const update = useCallback(
    (change: Partial<F>) =>
      changeParams((now) => {
        const next = toParams(changeFilters(fromParams(now), change));
        // The hidden columns are not the codec's: a filter change keeps them (url-columns.ts).
        const hidden = now.get(HIDDEN_COLUMNS_PARAM);
        if (hidden) next.set(HIDDEN_COLUMNS_PARAM, hidden);
        return next;
      }),
    [fromParams, toParams, changeParams],
  );
  const pagingProps = <T>(data: Page<T> | undefined) => ({
    ...pageRows(data),
    page: filters.page,
    pageSize: filters.pageSize,
    onPageChange: (page: number) => update({ page } as Partial<F>),
    onPageSizeChange: (pageSize: number) => update({ pageSize } as Partial<F>),
  });
  return { filters, update, pagingProps };
}
