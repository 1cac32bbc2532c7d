import { kycStatuses, queueStatuses } from '@switchboard/contract/rules/kyc';
import { oneOf, positiveInt } from '../../../ui/url-filters';
import { initialKycTableState, type KycTableState } from '../kyc-table-slice';

/** The queue's filters as the URL holds them (`?status=PENDING&text=acme&trial=true`). */
export type KycQueueFilters = {
  page: number;
  pageSize: number;
  status: (typeof queueStatuses)[number] | null;
  text: string;
  trial: boolean | null;
  user_kyc_status: (typeof kycStatuses)[number] | null;
  business_kyc_status: (typeof kycStatuses)[number] | null;
  /** "Assigned to": `me`, `anyone`, `unassigned` or a staff member's id, as the server reads it. */
  assignee: string | null;
};

/** The assignee filter's values the server takes; anything else in a URL is dropped. */
export const assigneeOf = (value: string | null | undefined): string | null =>
  value && /^(me|anyone|unassigned|[1-9]\d{0,9})$/.test(value) ? value : null;

const DEFAULT_PAGE_SIZE = initialKycTableState.page_size;

export function filtersFromParams(params: URLSearchParams): KycQueueFilters {
  const trial = params.get('trial');
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: Math.min(positiveInt(params.get('page_size'), DEFAULT_PAGE_SIZE), 100),
    status: oneOf(queueStatuses, params.get('status')),
    text: (params.get('text') ?? '').slice(0, 100),
    trial: trial === 'true' ? true : trial === 'false' ? false : null,
    user_kyc_status: oneOf(kycStatuses, params.get('user_kyc_status')),
    business_kyc_status: oneOf(kycStatuses, params.get('business_kyc_status')),
    assignee: assigneeOf(params.get('assignee')),
  };
}

/** Only what differs from the defaults goes in the URL. */
export function paramsFromFilters(f: KycQueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.text) params.set('text', f.text);
  if (f.trial !== null) params.set('trial', String(f.trial));
  if (f.user_kyc_status) params.set('user_kyc_status', f.user_kyc_status);
  if (f.business_kyc_status) params.set('business_kyc_status', f.business_kyc_status);
  if (f.assignee) params.set('assignee', f.assignee);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.pageSize !== DEFAULT_PAGE_SIZE) params.set('page_size', String(f.pageSize));
  return params;
}

export const kycQueueFiltersCodec = { fromParams: filtersFromParams, toParams: paramsFromFilters };

/** No filter at all, for "Reset filters". */
export const noQueueFilters: Partial<KycQueueFilters> = {
  status: null,
  text: '',
  trial: null,
  user_kyc_status: null,
  business_kyc_status: null,
  assignee: null,
};

/** The persisted slice's form (what the review's next and previous read). */
export const toTableState = ({ pageSize, ...f }: KycQueueFilters): KycTableState => ({
  ...f,
  page_size: pageSize,
});

/** The slice read back as URL filters: anything the URL would not hold is dropped. */
export const fromTableState = (state: KycTableState): KycQueueFilters =>
  filtersFromParams(
    paramsFromFilters({
      page: state.page,
      pageSize: state.page_size,
      status: state.status as KycQueueFilters['status'],
      text: state.text,
      trial: state.trial,
      user_kyc_status: state.user_kyc_status as KycQueueFilters['user_kyc_status'],
      business_kyc_status: state.business_kyc_status as KycQueueFilters['business_kyc_status'],
      // A slice persisted before the filter existed has none.
      assignee: state.assignee ?? null,
    }),
  );
