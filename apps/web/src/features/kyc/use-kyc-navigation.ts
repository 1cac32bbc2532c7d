import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { kycApi } from './api';
import { selectKycTable } from './kyc-table-slice';
import { useAppDispatch } from '../../app/hooks';
import { toastSuccess } from '../../ui/toasts';
import i18n from '../../app/i18n';

/**
 * Moving through the queue from a review: the rows of the queue's current page (same filters
 * as the list), and after an action the next pending KYC under those filters.
 */
export function useKycNavigation(orgId: number) {
  const table = useAppSelector(selectKycTable);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = kycApi.endpoints.kycSearch.useQueryState(table);
  const rows = data?.rows ?? [];
  const index = rows.findIndex((r) => r.org_id === orgId);
  const previous = index > 0 ? rows[index - 1] : undefined;
  const next = index >= 0 ? rows[index + 1] : undefined;

  const openNextPending = useCallback(async () => {
    const { status: _status, page: _page, ...filters } = table;
    const result = await dispatch(
      kycApi.endpoints.kycSearch.initiate({ ...filters, status: 'PENDING', page: 1, page_size: 2 }, { forceRefetch: true, subscribe: false }),
    );
    const target = result.data?.rows.find((r) => r.org_id !== orgId);
    if (target) navigate(`/kyc/${target.org_id}`);
    else {
      toastSuccess(i18n.t('kyc.review.queueDone'));
      navigate('/kyc');
    }
  }, [dispatch, navigate, orgId, table]);

  return {
    previous: previous ? () => navigate(`/kyc/${previous.org_id}`) : undefined,
    next: next ? () => navigate(`/kyc/${next.org_id}`) : undefined,
    openNextPending,
  };
}
