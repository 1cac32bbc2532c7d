import { userStatuses } from '@switchboard/contract/users';
import { positiveInt } from '../../ui/url-filters';

export type UserFilters = {
  page: number;
  pageSize: number;
  order: 'ASC' | 'DESC';
  status: (typeof userStatuses)[number] | null;
  text: string;
};

/** The user list's filters live in the URL so a link or a reload shows the same list. */
export function filtersFromParams(params: URLSearchParams): UserFilters {
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(positiveInt(params.get('page_size'), 10), 100),
    order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
    status: (userStatuses as readonly string[]).includes(status ?? '')
      ? (status as UserFilters['status'])
      : null,
    text: params.get('text') ?? '',
  };
}

export function paramsFromFilters(f: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.page !== 1) params.set('page', String(f.page));
  if (f.pageSize !== 10) params.set('page_size', String(f.pageSize));
  if (f.order !== 'DESC') params.set('order', f.order);
  if (f.status) params.set('status', f.status);
  if (f.text) params.set('text', f.text);
  return params;
}

export const userFiltersCodec = { fromParams: filtersFromParams, toParams: paramsFromFilters };
