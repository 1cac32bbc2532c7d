import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../../lib/hooks';
import { useUrlFilters } from '../../../ui/url-filters';
import { kycTableReplaced, useKycTable } from '../kyc-table-slice';
import {
  fromTableState,
  kycQueueFiltersCodec,
  paramsFromFilters,
  toTableState,
} from './queue-filters';

/**
 * The queue's filters live in the URL, like every list's: a link (the dashboard's "KYC waiting
 * for review", a saved view, a colleague's) shows exactly that list. The persisted kycTable
 * slice follows the URL (spec section 9), so the review's next and previous walk the same list
 * and the queue opened without filters (the menu, after a reload) shows the one left last.
 */
export function useQueueFilters() {
  const dispatch = useAppDispatch();
  const url = useUrlFilters(kycQueueFiltersCodec);
  const remembered = useKycTable();
  const { search } = useLocation();
  const urlIsEmpty = search === '' || search === '?';
  // Opened without filters: the remembered ones, until the URL carries them.
  const [pending, setPending] = useState(() => {
    const last = fromTableState(remembered);
    return urlIsEmpty && paramsFromFilters(last).size > 0 ? last : null;
  });
  const { update } = url;
  useEffect(() => {
    if (pending) update(pending);
    // Once, on arrival: later the URL alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (pending && !urlIsEmpty) setPending(null);
  }, [pending, urlIsEmpty]);

  const filters = pending ?? url.filters;
  useEffect(() => {
    if (!pending) dispatch(kycTableReplaced(toTableState(filters)));
  }, [dispatch, filters, pending]);

  return { ...url, filters };
}
