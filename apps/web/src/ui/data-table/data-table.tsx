import { Box, Center, Group, Loader, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import type { SavedViewList } from '@switchboard/contract/saved-views';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedViews } from '../../lib/slots';
import { columnChoice } from './column-choice';
import { ColumnsMenu } from './columns-menu';
import { DEFAULT_PAGE_SIZES } from './paging';
import { SortHeader } from './sort-header';
import { TableFooter } from './table-footer';
import { PlainRows, VirtualRows } from './table-rows';
import rowClasses from './table-rows.module.css';
import { LIST_KEYS_ATTRIBUTE, useListKeys } from './use-list-keys';

/** Pages longer than this render only the rows in view. */
export const VIRTUALIZE_ABOVE = 50;

export interface DataTableProps<T> {
  // TanStack types each column by its value; a list of mixed columns needs the wide form.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** One-based page as the server counts it. */
  page: number;
  pageSize: number;
  total: number;
  /** The server passed its exact-count cap: the total is shown as "about N". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The server's offset limit in rows: pages past it are reached by next and previous only. */
  maxOffsetRows?: number;
  /** Whether the server has a page after this one (keyset lists); otherwise the total decides. */
  hasNextPage?: boolean;
  pageSizes?: number[];
  /** Server-side sort; columns are sortable only when this handler is given. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Filter controls shown above the table; the caller owns their state. */
  filters?: ReactNode;
  /**
   * Ids of the columns the staff member hid; with the change handler the table offers its
   * "Columns" menu. A list page keeps both in the URL: spread `useUrlColumns()` (url-columns.ts).
   */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** The list's key: a "Views" menu beside the filters saves and reopens its URL by name. */
  savedViews?: SavedViewList;
  loading?: boolean;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  rowHeight?: number;
  /** Height of the scrolling body when virtualized. */
  maxHeight?: number;
  'data-testid'?: string;
}

/** The one list component: paging, sorting and filtering all happen on the server. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  // Two lists on one page are two regions: each is named by its first columns, so a screen
  // reader (and axe's landmark-unique) can tell them apart.
  const firstColumns = props.columns
    .map((column) => (typeof column.header === 'string' ? column.header : ''))
    .filter(Boolean)
    .slice(0, 3)
    .join(', ');
  const regionLabel = firstColumns
    ? `${t('table.rowsRegion')}: ${firstColumns}`
    : t('table.rowsRegion');
  const scrollRef = useRef<HTMLDivElement>(null);
  const sorting = props.sorting ?? [];
  const { onSortingChange, onHiddenColumnsChange } = props;
  // Worked out on every render (a dozen columns at most): headers translated when drawn follow the language.
  const choice = columnChoice(props.columns, props.hiddenColumns ?? []);
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: Boolean(onSortingChange),
    enableSortingRemoval: true,
    state: { sorting, columnVisibility: choice.visibility },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
  });

  const rows = table.getRowModel().rows;
  useListKeys(scrollRef);
  const columnCount = table.getVisibleLeafColumns().length;
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const rowHeight = props.rowHeight ?? 41;
  const maxHeight = props.maxHeight ?? 640;

  function body() {
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Center py="xl" data-testid={props.loading ? 'table-loading' : 'table-empty'}>
              {props.loading ? (
                <Loader size="sm" />
              ) : (
                <Text c="dimmed">{props.emptyText ?? t('table.empty')}</Text>
              )}
            </Center>
          </Table.Td>
        </Table.Tr>
      );
    }
    if (virtual) {
      return (
        <VirtualRows
          rows={rows}
          onRowClick={props.onRowClick}
          scrollRef={scrollRef}
          rowHeight={rowHeight}
          columnCount={columnCount}
          viewportHeight={maxHeight}
        />
      );
    }
    return <PlainRows rows={rows} onRowClick={props.onRowClick} />;
  }

  // Views and Columns sit at the end of the filters' row: they act on the whole list.
  const tools = (props.savedViews || onHiddenColumnsChange) && (
    <Group gap="xs" wrap="nowrap" data-testid="table-tools">
      {props.savedViews && <SavedViews list={props.savedViews} />}
      {onHiddenColumnsChange && choice.choosable.length > 1 && (
        <ColumnsMenu columns={choice.choosable} onChange={onHiddenColumnsChange} />
      )}
    </Group>
  );

  return (
    <Stack gap="sm" data-testid={props['data-testid']}>
      {tools ? (
        // On a narrow screen the tools go below the filters instead of over them.
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Box style={{ flex: '1 1 20rem', minWidth: 0 }}>{props.filters}</Box>
          {tools}
        </Group>
      ) : (
        props.filters
      )}
      <Box pos="relative">
        {/* Keeps the previous page visible under the overlay while the next one loads. */}
        <LoadingOverlay
          visible={Boolean(props.loading) && rows.length > 0}
          zIndex={2}
          overlayProps={{ blur: 1 }}
        />
        <Box
          ref={scrollRef}
          style={{ overflow: 'auto', maxHeight: virtual ? maxHeight : undefined }}
          // A region that can scroll is reachable by keyboard, so its rows can be scrolled to.
          tabIndex={0}
          role="region"
          aria-label={regionLabel}
          {...{ [LIST_KEYS_ATTRIBUTE]: '' }}
        >
          <Table
            className={rowClasses.table}
            striped
            highlightOnHover
            stickyHeader
            verticalSpacing="xs"
            aria-busy={props.loading ?? false}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <SortHeader key={header.id} header={header} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>{body()}</Table.Tbody>
          </Table>
        </Box>
      </Box>
      <TableFooter
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        totalIsEstimate={props.totalIsEstimate ?? false}
        pageSizes={props.pageSizes ?? DEFAULT_PAGE_SIZES}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        maxOffsetRows={props.maxOffsetRows}
        hasNextPage={props.hasNextPage}
      />
    </Stack>
  );
}
