import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { ExportButton } from '../../ui/export-button';
import { useListParams } from '../../ui/use-list-params';
import { useUrlColumns } from '../../ui/url-columns';
import { useSearchInternalLeadsQuery } from './api';
import { ImportLeadsDialog } from './import-leads-dialog';
import { InternalLeadsList } from './internal-leads-list';
import { LeadDialog } from './lead-dialog';
import { leadFilterNames, leadSearchQuery } from './lead-filters';

/** Menu "Internal leads": every org's leads, newest first; filters and page in the URL. */
export default function InternalLeadsPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useListParams(leadFilterNames);
  const columnProps = useUrlColumns();
  const { data, error, isFetching } = useSearchInternalLeadsQuery({
    page: list.page,
    page_size: list.pageSize,
    ...leadSearchQuery(list.values),
  });
  return (
    <Stack data-testid="internal-leads-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.internalLeads')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/admin/internal-lead/export"
            filters={leadSearchQuery(list.values)}
            data-testid="internal-leads-export"
          />
          {ability.can('create', 'Lead') && (
            <>
              <Button
                variant="default"
                leftSection={<IconUpload size={16} />}
                onClick={() => setImporting(true)}
                data-testid="import-leads-open"
              >
                {t('internal-leads.import')}
              </Button>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setAdding(true)}
                data-testid="add-lead-open"
              >
                {t('internal-leads.addTitle')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <InternalLeadsList
        data-testid="internal-leads-table"
        showOrg
        filters={list.values}
        onFilterChange={list.setFilter}
        onReset={list.filtered ? list.reset : undefined}
        paging={list.tableProps(data, isFetching)}
        {...columnProps}
        savedViews="internal-leads"
        loading={isFetching}
        error={error}
        emptyText={t('internal-leads.emptyAll')}
      />
      {adding && <LeadDialog lead={null} onClose={() => setAdding(false)} />}
      {importing && <ImportLeadsDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
}
