import type { Page } from '@switchboard/contract/paging';
import { useState } from 'react';

/** The DataTable props that come from one page of a server list. */
export const pageRows = <T>(data: Page<T> | undefined) => ({
  rows: data?.rows ?? [],
  total: data?.total_items ?? 0,
  totalIsEstimate: data?.total_is_estimate ?? false,
});

/**
 * Page and page size held by the component, for a list the URL does not name (a tab of the
 * team page). A new page size starts again at page one.
 */
export function usePaging(initialPageSize = 10) {
  const [paging, setPaging] = useState({ page: 1, pageSize: initialPageSize });
  return {
    ...paging,
    firstPage: () => setPaging((p) => ({ ...p, page: 1 })),
    /** The paging props of a DataTable showing `data`, one page of this list. */
    pagingProps: <T>(data: Page<T> | undefined) => ({
      ...pageRows(data),
      page: paging.page,
      pageSize: paging.pageSize,
      onPageChange: (page: number) => setPaging((p) => ({ ...p, page })),
      onPageSizeChange: (pageSize: number) => setPaging({ page: 1, pageSize }),
    }),
  };
}
