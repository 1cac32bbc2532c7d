import type { Page } from '@switchboard/contract/paging';
import { useSearchParams } from 'react-router';

/**
 * Page, page size and filters live in the URL, so a link or a reload shows the same list.
 * Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 10;
  const values = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? ''])) as Record<F, string>;

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

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
  };
}
