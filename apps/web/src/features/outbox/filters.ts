import {
  outboxChannels,
  outboxStatuses,
  type OutboxChannel,
  type OutboxStatus,
} from '@switchboard/contract/outbox';
import { DEFAULT_PAGE_SIZES } from '../../ui/data-table/paging';
import { isoDate, oneOf, positiveInt } from '../../ui/url-filters';

export type OutboxFilters = {
  page: number;
  pageSize: number;
  channel: OutboxChannel | null;
  status: OutboxStatus | null;
  /** One org's messages (`org_id` in the URL, as the API names it). */
  orgId: number | null;
  /** India dates, `YYYY-MM-DD`, inclusive; '' for none. */
  from: string;
  to: string;
};

/** The Outbox page's filters live in the URL, so a link from a team page opens its messages. */
export function filtersFromParams(params: URLSearchParams): OutboxFilters {
  const pageSize = positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZES[0] ?? 10);
  const orgId = positiveInt(params.get('org_id'), 0);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(pageSize, 200),
    channel: oneOf(outboxChannels, params.get('channel')),
    status: oneOf(outboxStatuses, params.get('status')),
    orgId: orgId > 0 ? orgId : null,
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsFromFilters(filters: OutboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.status) params.set('status', filters.status);
  if (filters.orgId) params.set('org_id', String(filters.orgId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== (DEFAULT_PAGE_SIZES[0] ?? 10))
    params.set('page_size', String(filters.pageSize));
  return params;
}

export const outboxFiltersCodec = { fromParams: filtersFromParams, toParams: paramsFromFilters };
