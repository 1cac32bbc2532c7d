import { Alert, Badge, Group, Select, Stack } from '@mantine/core';
import { formatDateTime } from '@switchboard/contract/format';
import type { Customer } from '@switchboard/contract/customers';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { TeamTabProps } from '../../lib/slots';
import { DataTable } from '../../ui/data-table/data-table';
import { usePaging } from '../../ui/data-table/use-paging';
import { SearchInput } from '../../ui/search-input';
import { useCustomerFiltersQuery, useOrgCustomersQuery } from './api';
import { CustomerDialog } from './customer-dialog';

const column = createColumnHelper<Customer>();

/** The org's own CRM customers, as its app keeps them: searchable, filtered by tag, correctable. */
export default function TeamTabCustomers({ orgId }: TeamTabProps) {
  const { t } = useTranslation();
  const paging = usePaging();
  const [text, setText] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [editing, setEditing] = useState<Customer | null>(null);
  const { data: filters } = useCustomerFiltersQuery(orgId);
  const { data, error, isFetching } = useOrgCustomersQuery({
    orgId,
    page: paging.page,
    pageSize: paging.pageSize,
    text,
    ...(tag ? { tag } : {}),
  });
  const tagOptions = filters?.find((f) => f.key === 'tag')?.options ?? [];
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('customers.name') }),
      column.accessor('phone', { header: t('customers.phone'), cell: (c) => c.getValue() ?? '–' }),
      column.accessor('tags', {
        header: t('customers.tags'),
        cell: (c) => (
          <Group gap={4}>
            {c.getValue().map((value) => (
              <Badge key={value} variant="light" size="sm">
                {value}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('category', {
        header: t('customers.category'),
        cell: (c) => c.getValue() ?? '–',
      }),
      column.accessor('last_call_at', {
        header: t('customers.lastCall'),
        cell: (c) => {
          const value = c.getValue();
          return value ? formatDateTime(value) : '–';
        },
      }),
    ],
    [t],
  );
  return (
    <Stack data-testid="customers-tab">
      <Group align="flex-end">
        <SearchInput
          value={text}
          onSearch={(value) => {
            setText(value);
            paging.firstPage();
          }}
          placeholder={t('customers.search')}
          aria-label={t('customers.search')}
          style={{ flex: 1 }}
        />
        <Select
          aria-label={t('customers.tag')}
          placeholder={t('customers.anyTag')}
          data={tagOptions}
          value={tag}
          onChange={(value) => {
            setTag(value);
            paging.firstPage();
          }}
          clearable
          w={200}
        />
      </Group>
      {error ? (
        <Alert color="red" data-testid="tab-load-error">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <DataTable
        columns={columns}
        {...paging.pagingProps(data)}
        getRowId={(row) => String(row.id)}
        loading={isFetching}
        emptyText={text || tag ? t('customers.noMatch') : t('customers.empty')}
        onRowClick={(row) => setEditing(row)}
      />
      {editing ? <CustomerDialog customer={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
