import { orgStatusFilters, type OrgStatusFilter } from '@switchboard/contract/teams';
import { DEFAULT_PAGE_SIZES } from '../../ui/data-table/paging';
import { isoDate, positiveInt } from '../../ui/url-filters';

/** Spec section 9: the org search waits this long after the last keystroke. */
export const ORG_SEARCH_DEBOUNCE_MS = 1000;

export type TeamFilters = {
  page: number;
  pageSize: number;
  status: OrgStatusFilter | null;
  text: string;
  assigned: boolean;
  /** On trial (true), paying (false) or either (null). */
  trial: boolean | null;
  /** Created on these India days, `YYYY-MM-DD`, both ends included; '' for no bound. */
  createdFrom: string;
  createdTo: string;
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
    trial: params.get('trial') === 'true' ? true : params.get('trial') === 'false' ? false : null,
    createdFrom: isoDate(params.get('created_from')),
    createdTo: isoDate(params.get('created_to')),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsFromFilters(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text) params.set('text', filters.text);
  if (filters.status) params.set('status', filters.status);
  if (filters.assigned) params.set('assigned', 'true');
  if (filters.trial !== null) params.set('trial', String(filters.trial));
  if (filters.createdFrom) params.set('created_from', filters.createdFrom);
  if (filters.createdTo) params.set('created_to', filters.createdTo);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== (DEFAULT_PAGE_SIZES[0] ?? 10))
    params.set('page_size', String(filters.pageSize));
  return params;
}

/** The filters as the API names them (the list and its export), only those set. */
export function teamQuery(filters: Omit<TeamFilters, 'page' | 'pageSize'>) {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.assigned ? { assigned: 'true' } : {}),
    ...(filters.trial !== null ? { trial: String(filters.trial) } : {}),
    ...(filters.createdFrom ? { created_from: filters.createdFrom } : {}),
    ...(filters.createdTo ? { created_to: filters.createdTo } : {}),
  };
}

export const teamFiltersCodec = { fromParams: filtersFromParams, toParams: paramsFromFilters };
