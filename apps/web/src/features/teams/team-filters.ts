import { orgStatusFilters, type OrgStatusFilter } from '@switchboard/contract/teams';
import { DEFAULT_PAGE_SIZES } from '../../ui/data-table/paging';
import { positiveInt } from '../../ui/url-filters';

/** Spec section 9: the org search waits this long after the last keystroke. */
export const ORG_SEARCH_DEBOUNCE_MS = 1000;

export type TeamFilters = {
  page: number;
  pageSize: number;
  status: OrgStatusFilter | null;
  text: string;
  assigned: boolean;
};

/** The list's filters live in the URL, so a link or a reload shows the same list. */
export function filtersFromParams(params: URLSearchParams): TeamFilters {
  const status = params.get('status');
  const pageSize = positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZES[0] ?? 10);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(pageSize, 200),
    status: (orgStatusFilters as readonly string[]).includes(status ?? '')
      ? (status as OrgStatusFilter)
      : null,
    text: (params.get('text') ?? '').slice(0, 100),
    assigned: params.get('assigned') === 'true',
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsFromFilters(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text) params.set('text', filters.text);
  if (filters.status) params.set('status', filters.status);
  if (filters.assigned) params.set('assigned', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== (DEFAULT_PAGE_SIZES[0] ?? 10))
    params.set('page_size', String(filters.pageSize));
  return params;
}

export const teamFiltersCodec = { fromParams: filtersFromParams, toParams: paramsFromFilters };
