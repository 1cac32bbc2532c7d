import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatNumber } from '@switchboard/contract/format';
import type { ShortUrl } from '@switchboard/contract/short-urls';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { DataTable } from '../../ui/data-table/data-table';
import { ExportButton } from '../../ui/export-button';
import { FilterBar } from '../../ui/filter-bar';
import { SearchInput } from '../../ui/search-input';
import { useListParams } from '../../ui/use-list-params';
import { useShortUrlsQuery } from './api';
import { CopyLink } from './copy-link';
import { ShortUrlDialog } from './short-url-dialog';
import { ShortUrlStatusBadge } from './status-badge';

const column = createColumnHelper<ShortUrl>();

/** Every short link, newest first: search, tag filter, status, visits against the limit. */
export function ShortUrlList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [creating, setCreating] = useState(false);
  const list = useListParams(['text', 'tag'] as const);
  const { data, isFetching } = useShortUrlsQuery({
    page: list.page,
    page_size: list.pageSize,
    text: list.values.text || undefined,
    tag: list.values.tag || undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('short_url', {
        header: t('short-urls.link'),
        cell: (c) => <CopyLink url={c.getValue()} />,
      }),
      column.accessor('target_url', {
        header: t('short-urls.target'),
        cell: (c) => (
          <Text size="sm" maw={320} truncate="end" title={c.getValue()}>
            {c.getValue()}
          </Text>
        ),
      }),
      column.accessor('title', { header: t('short-urls.title'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('tags', {
        header: t('short-urls.tags'),
        cell: (c) => (
          <Group gap={4}>
            {c.getValue().map((tag) => (
              <Badge key={tag} size="sm" variant="outline">
                {tag}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('status', {
        header: t('short-urls.statusLabel'),
        cell: (c) => <ShortUrlStatusBadge status={c.getValue()} />,
      }),
      column.accessor('visit_count', {
        header: t('short-urls.visits'),
        cell: (c) => {
          const max = c.row.original.max_visits;
          return max === null
            ? formatNumber(c.getValue())
            : `${formatNumber(c.getValue())} / ${formatNumber(max)}`;
        },
      }),
      column.accessor('created_at', {
        header: t('short-urls.created'),
        cell: (c) => formatDate(c.getValue()),
      }),
    ],
    [t],
  );

  return (
    <Stack data-testid="short-urls-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('menu.shortUrls')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/api/admin/short-urls/export"
            filters={{ text: list.values.text, tag: list.values.tag }}
            data-testid="short-urls-export"
          />
          {ability.can('create', 'Growth') && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-short-url"
            >
              {t('short-urls.new')}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        {...list.tableProps(data, isFetching)}
        savedViews="short-urls"
        columns={columns}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => navigate(`/short-urls/${row.id}`)}
        emptyText={
          list.values.text || list.values.tag ? t('short-urls.noMatch') : t('short-urls.empty')
        }
        data-testid="short-urls-table"
        filters={
          <FilterBar onReset={list.filtered ? list.reset : undefined}>
            <SearchInput
              label={t('short-urls.search')}
              value={list.values.text}
              onSearch={(text) => list.setFilter('text', text)}
              data-testid="short-urls-search"
            />
            <TextInput
              label={t('short-urls.tag')}
              defaultValue={list.values.tag}
              onBlur={(e) => list.setFilter('tag', e.currentTarget.value.trim().toLowerCase())}
              onKeyDown={(e) => {
                if (e.key === 'Enter')
                  list.setFilter('tag', e.currentTarget.value.trim().toLowerCase());
              }}
              w={160}
              data-testid="short-urls-tag"
            />
          </FilterBar>
        }
      />
      {creating && (
        <ShortUrlDialog
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(`/short-urls/${saved.id}`)}
        />
      )}
    </Stack>
  );
}
