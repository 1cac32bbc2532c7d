import { Group, Pagination, Select, Text } from '@mantine/core';
import { formatNumber } from '@switchboard/contract/format';
import { useTranslation } from 'react-i18next';
import { pageCount, pageLabel, pagerModel, totalLabel } from './paging';

export interface TableFooterProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
  pageSizes: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  /** The server's offset limit: pages past it are offered only one step at a time. */
  maxOffsetRows?: number | undefined;
  /** Whether the server has a next page (keyset lists know it; an estimated total does not). */
  hasNextPage?: boolean | undefined;
}

/** Total, page, page size and the pager: it offers only the pages the server can answer. */
export function TableFooter(props: TableFooterProps) {
  const { t } = useTranslation();
  const { page, pageSize, total, totalIsEstimate, pageSizes, onPageChange } = props;
  const pages = pageCount(total, pageSize);
  const { items, canPrevious, canNext } = pagerModel(props);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" gap="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" data-testid="table-total">
          {totalLabel(total, totalIsEstimate)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="table-page">
          {pageLabel(page, Math.max(pages, page), totalIsEstimate)}
        </Text>
      </Group>
      <Group gap="md">
        {props.onPageSizeChange ? (
          <Select
            aria-label={t('table.rowsPerPage')}
            size="xs"
            w={90}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => value && props.onPageSizeChange?.(Number(value))}
          />
        ) : null}
        <Pagination.Root
          size="sm"
          total={Math.max(pages, page)}
          value={page}
          onChange={onPageChange}
        >
          <Group gap={5} wrap="nowrap" data-testid="table-pager">
            <Pagination.Previous
              aria-label={t('table.previousPage')}
              data-testid="page-previous"
              disabled={!canPrevious}
              onClick={() => onPageChange(page - 1)}
            />
            {items.map((item, i) =>
              item === 'dots' ? (
                <Pagination.Dots key={`dots-${i}`} />
              ) : (
                <Pagination.Control
                  key={item}
                  active={item === page}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => item !== page && onPageChange(item)}
                >
                  {formatNumber(item)}
                </Pagination.Control>
              ),
            )}
            <Pagination.Next
              aria-label={t('table.nextPage')}
              data-testid="page-next"
              disabled={!canNext}
              onClick={() => onPageChange(page + 1)}
            />
          </Group>
        </Pagination.Root>
      </Group>
    </Group>
  );
}
