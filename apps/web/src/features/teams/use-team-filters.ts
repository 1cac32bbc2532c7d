import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, filtersFromParams, paramsFromFilters, type TeamFilters } from './team-filters';

/** The team list's filters, read from and written to the URL. */
export function useTeamFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<TeamFilters>) => setParams(paramsFromFilters(changeFilters(filtersFromParams(params), change))),
    [params, setParams],
  );
  return { filters, update };
}
