import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageLabel, totalLabel } from './paging';

export interface TableFooterProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate: boolean;
  pageSizes: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export function TableFooter(props: TableFooterProps) {
  const { t } = useTranslation();
  const { page, pageSize, total, totalIsEstimate, pageSizes } = props;
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" gap="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" data-testid="table-total">
          {totalLabel(total, totalIsEstimate)}
        </Text>
        <Text size="sm" c="dimmed">
          {pageLabel(page, pages, totalIsEstimate)}
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
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={props.onPageChange}
          siblings={1}
        />
      </Group>
    </Group>
  );
}
