import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTabProps } from '../../lib/slots';
import { usePaging } from '../../ui/data-table/use-paging';
import { useSearchInternalLeadsQuery } from './api';
import { InternalLeadsList } from './internal-leads-list';
import { leadSearchQuery, noLeadFilters, type LeadFilterName } from './lead-filters';

/** Leads our own team works for this org, searchable by name, phone or email. */
export default function TeamTabInternalLeads({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(noLeadFilters);
  const paging = usePaging();
  const { firstPage } = paging;
  const { data, error, isFetching } = useSearchInternalLeadsQuery({
    org_id: orgId,
    page: paging.page,
    page_size: paging.pageSize,
    ...leadSearchQuery(filters),
  });
  const onFilterChange = useCallback(
    (name: LeadFilterName, value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      firstPage();
    },
    [firstPage],
  );
  return (
    <InternalLeadsList
      data-testid="internal-leads-tab"
      orgId={orgId}
      filters={filters}
      onFilterChange={onFilterChange}
      paging={paging.pagingProps(data)}
      loading={isFetching}
      error={error}
      emptyText={t('internal-leads.empty')}
    />
  );
}
