import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../ui/use-list-params';
import { useSearchInternalLeadsQuery } from './api';
import { InternalLeadsTable } from './internal-leads-table';
import { leadFilterNames, leadSearchQuery } from './lead-filters';

/** Menu "Internal leads": every org's leads, newest first; filters and page in the URL. */
export default function InternalLeadsPage() {
  const { t } = useTranslation();
  const list = useListParams(leadFilterNames);
  const { data, error, isFetching } = useSearchInternalLeadsQuery({
    page: list.page,
    page_size: list.pageSize,
    ...leadSearchQuery(list.values),
  });
  return (
    <Stack data-testid="internal-leads-page">
      <Title order={1} size="h2">
        {t('menu.internalLeads')}
      </Title>
      <InternalLeadsTable
        data-testid="internal-leads-table"
        showOrg
        filters={list.values}
        onFilterChange={list.setFilter}
        onReset={list.filtered ? list.reset : undefined}
        paging={list.tableProps(data, isFetching)}
        loading={isFetching}
        error={error}
        emptyText={t('internal-leads.emptyAll')}
      />
    </Stack>
  );
}
