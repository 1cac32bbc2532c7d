import { Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatDateTime } from '@switchboard/contract/format';
import type { InternalLead } from '@switchboard/contract/internal-leads';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTabProps } from '../../app/team-tabs';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { useSearchInternalLeadsQuery } from './api';

const column = createColumnHelper<InternalLead>();

/** Leads our own team works for this org, searchable by name, phone or email. */
export default function TeamTabInternalLeads({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const paging = usePaging();
  const { data, isFetching } = useSearchInternalLeadsQuery({
    org_id: orgId,
    page: paging.page,
    page_size: paging.pageSize,
    ...(debounced ? { text: debounced } : {}),
  });
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('internal-leads.name') }),
      column.accessor('phone', { header: t('internal-leads.phone') }),
      column.accessor('email', { header: t('internal-leads.email'), cell: (c) => c.getValue() ?? '–' }),
      column.accessor('source', { header: t('internal-leads.source'), cell: (c) => t(`internal-leads.sources.${c.getValue()}`, c.getValue()) }),
      column.accessor('stage', { header: t('internal-leads.stage'), cell: (c) => <Text size="sm" fw={500} c="blue">{t(`internal-leads.stages.${c.getValue()}`, c.getValue())}</Text> }),
      column.accessor('assigned_staff_name', { header: t('internal-leads.assigned'), cell: (c) => c.getValue() ?? t('internal-leads.unassigned') }),
      column.accessor('created_at', { header: t('internal-leads.created'), cell: (c) => formatDateTime(c.getValue()) }),
    ],
    [t],
  );
  return (
    <DataTable
      data-testid="internal-leads-tab"
      columns={columns}
      {...paging.pagingProps(data)}
      getRowId={(row) => String(row.id)}
      loading={isFetching}
      emptyText={debounced ? t('internal-leads.noMatch', { text: debounced }) : t('internal-leads.empty')}
      filters={
        <TextInput
          placeholder={t('internal-leads.search')}
          aria-label={t('internal-leads.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            paging.firstPage();
          }}
          w={320}
        />
      }
    />
  );
}
