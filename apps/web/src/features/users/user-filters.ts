import { userStatuses } from '@switchboard/contract/users';

export type UserFilters = {
  page: number;
  pageSize: number;
  order: 'ASC' | 'DESC';
  status: (typeof userStatuses)[number] | null;
  text: string;
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The user list's filters live in the URL so a link or a reload shows the same list. */
export function filtersFromParams(params: URLSearchParams): UserFilters {
  const status = params.get('status');
  return {
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('page_size'), 10), 100),
    order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
    status: (userStatuses as readonly string[]).includes(status ?? '') ? (status as UserFilters['status']) : null,
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

/** Any change other than the page itself starts again from page one. */
export function changeFilters(current: UserFilters, change: Partial<UserFilters>): UserFilters {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}
