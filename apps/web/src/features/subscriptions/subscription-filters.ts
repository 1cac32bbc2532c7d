import {
  subscriptionOrderTypes,
  subscriptionStatuses,
  type SubscriptionListQuery,
} from '@switchboard/contract/subscriptions';
import { isoDate, oneOf, positiveInt } from '../../ui/url-filters';

export type SubscriptionFilters = {
  page: number;
  pageSize: number;
  status: (typeof subscriptionStatuses)[number] | null;
  planId: number | null;
  orgId: number | null;
  /** Active subscriptions ending within this many days (0 to 3650). */
  expiringWithinDays: number | null;
  /** Only sales whose amount differs from the catalogue's. */
  priceOverride: boolean;
  orderType: (typeof subscriptionOrderTypes)[number] | null;
  /** Made on these India days (`YYYY-MM-DD`, '' for open): a dashboard link sets them. */
  from: string;
  to: string;
};

const idOrNull = (value: string | null) => positiveInt(value, 0) || null;

/** A whole number of days from the URL (0 allowed), or null for anything else. */
function days(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 3650 ? n : null;
}

/** The list's filters live in the URL, so a link (the dashboard's) or a reload shows the same list. */
export function filtersFromParams(params: URLSearchParams): SubscriptionFilters {
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(positiveInt(params.get('page_size'), 10), 200),
    status: oneOf(subscriptionStatuses, params.get('status')),
    planId: idOrNull(params.get('plan_id')),
    orgId: idOrNull(params.get('org_id')),
    expiringWithinDays: days(params.get('expiring_within_days')),
    priceOverride: params.get('price_override') === 'true',
    orderType: oneOf(subscriptionOrderTypes, params.get('order_type')),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsFromFilters(f: SubscriptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.planId) params.set('plan_id', String(f.planId));
  if (f.orgId) params.set('org_id', String(f.orgId));
  if (f.expiringWithinDays !== null)
    params.set('expiring_within_days', String(f.expiringWithinDays));
  if (f.priceOverride) params.set('price_override', 'true');
  if (f.orderType) params.set('order_type', f.orderType);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== 10) params.set('page_size', String(f.pageSize));
  return params;
}

export const subscriptionFiltersCodec = {
  fromParams: filtersFromParams,
  toParams: paramsFromFilters,
};

/** Whether any filter is set (the bar then offers "Reset filters"). */
export const isFiltered = (f: SubscriptionFilters) =>
  Boolean(
    f.status ||
    f.planId ||
    f.orgId ||
    f.expiringWithinDays !== null ||
    f.priceOverride ||
    f.orderType ||
    f.from ||
    f.to,
  );

/** No filter at all, for "Reset filters". */
export const noFilters: Partial<SubscriptionFilters> = {
  status: null,
  planId: null,
  orgId: null,
  expiringWithinDays: null,
  priceOverride: false,
  orderType: null,
  from: '',
  to: '',
};

/** The filters as GET /subscription/list asks for them. */
export function subscriptionQuery(f: SubscriptionFilters): SubscriptionListQuery {
  return {
    page: f.page,
    page_size: f.pageSize,
    ...(f.status ? { status: f.status } : {}),
    ...(f.planId ? { plan_id: f.planId } : {}),
    ...(f.orgId ? { org_id: f.orgId } : {}),
    ...(f.expiringWithinDays !== null ? { expiring_within_days: f.expiringWithinDays } : {}),
    ...(f.priceOverride ? { price_override: 'true' } : {}),
    ...(f.orderType ? { order_type: f.orderType } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}
