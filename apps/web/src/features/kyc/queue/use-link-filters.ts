import { queueStatuses, kycStatuses } from '@switchboard/contract/rules/kyc';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../lib/hooks';
import { oneOf } from '../../../ui/url-filters';
import { kycFiltersChanged, initialKycTableState } from '../kyc-table-slice';

/**
 * A link into the queue (the dashboard's "KYC waiting for review") names its filters in the
 * URL: they replace the remembered ones, so the list shows exactly what the link counted; the
 * parameters are then dropped and the queue keeps remembering as before.
 */
export function useLinkFilters(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const status = oneOf(queueStatuses, params.get('status'));
  const business = oneOf(kycStatuses, params.get('business_kyc_status'));
  useEffect(() => {
    if (!status && !business) return;
    const { page: _page, page_size: _size, ...cleared } = initialKycTableState;
    dispatch(kycFiltersChanged({ ...cleared, status, business_kyc_status: business }));
    setParams({}, { replace: true });
  }, [status, business, dispatch, setParams]);
}
