import { Table, UnstyledButton, Group, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { flexRender, type Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

/**
 * The header of a column of buttons (play, open, edit): named for screen readers, blank to
 * the eye, so no table has an empty header cell.
 */
export function ActionsTh({ width }: { width?: number }) {
  const { t } = useTranslation();
  return (
    <Table.Th style={width ? { width } : undefined}>
      <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
    </Table.Th>
  );
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A header cell; sortable columns toggle the server-side sort on click or Enter. */
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const blank = column.columnDef.header === undefined || column.columnDef.header === '';
  if (!header.isPlaceholder && blank) return <ActionsTh width={header.getSize()} />;
  const content = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort())
    return <Table.Th style={{ width: header.getSize() }}>{content}</Table.Th>;

  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Table.Th aria-sort={sorted ? ariaSort[sorted] : 'none'} style={{ width: header.getSize() }}>
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {content}
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
