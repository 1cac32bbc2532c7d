import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../lib/hooks';
import i18n from '../../lib/i18n';
import { pageCount } from '../../ui/data-table/paging';
import { toastSuccess } from '../../ui/toasts';
import { kycApi, useKycSearchQuery } from './api';
import { kycPageChanged, useKycTable } from './kyc-table-slice';
import {
  nextPendingAfter,
  queueNeighbours,
  type QueueStep,
  type SortedRow,
} from './queue-neighbours';

/** Pending KYC read to find the one after the reviewed org (then the queue wraps round). */
const NEXT_PENDING_WINDOW = 100;

/**
 * Moving through the queue from a review, with the queue's persisted filters (the kycTable
 * slice). The page is subscribed here, so it is fetched when the review was opened by URL and
 * refetched after an action invalidates it; the adjacent page is fetched when a step crosses
 * the page's edge, and the queue follows to that page. After an action, the next pending KYC
 * under those filters opens.
 */
export function useKycNavigation(orgId: number) {
  const table = useKycTable();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = useKycSearchQuery(table);
  const rows = data?.rows;

  // Where the org was last seen on this page, for when an action takes it off the page.
  const [seen, setSeen] = useState<{ orgId: number; page: number; index: number } | null>(null);
  const index = rows?.findIndex((r) => r.org_id === orgId) ?? -1;
  if (index >= 0 && (seen?.orgId !== orgId || seen.page !== table.page || seen.index !== index)) {
    setSeen({ orgId, page: table.page, index });
  }
  const view = {
    orgId,
    page: table.page,
    pageCount: data ? pageCount(data.total_items, table.page_size) : 1,
    rows,
    lastIndex: seen?.orgId === orgId && seen.page === table.page ? seen.index : null,
  };
  const edges = queueNeighbours(view);
  const { data: previousPage } = useKycSearchQuery(
    { ...table, page: table.page - 1 },
    { skip: !edges.needsPreviousPage },
  );
  const { data: nextPage } = useKycSearchQuery(
    { ...table, page: table.page + 1 },
    { skip: !edges.needsNextPage },
  );
  const { previous, next } = queueNeighbours({
    ...view,
    previousPageRows: previousPage?.rows,
    nextPageRows: nextPage?.rows,
  });

  const go = useCallback(
    (step: QueueStep) => {
      if (step.page !== table.page) dispatch(kycPageChanged(step.page));
      navigate(`/kyc/${step.orgId}`);
    },
    [dispatch, navigate, table.page],
  );

  /** `reviewed`: the org just acted on, as it sat in the queue (its submitted_at). */
  const openNextPending = useCallback(
    async (reviewed: SortedRow) => {
      const { status: _status, page: _page, ...filters } = table;
      const result = await dispatch(
        kycApi.endpoints.kycSearch.initiate(
          { ...filters, status: 'PENDING', page: 1, page_size: NEXT_PENDING_WINDOW },
          { forceRefetch: true, subscribe: false },
        ),
      );
      const target = nextPendingAfter(result.data?.rows ?? [], reviewed);
      if (target) navigate(`/kyc/${target.org_id}`);
      else {
        toastSuccess(i18n.t('kyc.review.queueDone'));
        navigate('/kyc');
      }
    },
    [dispatch, navigate, table],
  );

  return {
    previous: previous ? () => go(previous) : undefined,
    next: next ? () => go(next) : undefined,
    openNextPending,
  };
}
