import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import classes from './table-rows.module.css';

interface RowsProps<T> {
  rows: Row<T>[];
  onRowClick?: (row: T) => void;
}

/** A row that opens something is reachable by keyboard too: Tab (or j/k) to it, Enter opens it. */
function BodyRow<T>({ row, onRowClick }: { row: Row<T>; onRowClick?: (row: T) => void }) {
  return (
    <Table.Tr
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      onKeyDown={
        onRowClick
          ? (e) => {
              if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row.original);
            }
          : undefined
      }
      tabIndex={onRowClick ? 0 : undefined}
      className={onRowClick ? classes.openable : undefined}
      data-testid="table-row"
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

export function PlainRows<T>({ rows, onRowClick }: RowsProps<T>) {
  return rows.map((row) => <BodyRow key={row.id} row={row} onRowClick={onRowClick} />);
}

/**
 * Only the rows in view are in the DOM; spacer rows keep the scroll height right, so long
 * pages (hundreds of rows) scroll smoothly.
 */
export function VirtualRows<T>({
  rows,
  onRowClick,
  scrollRef,
  rowHeight,
  columnCount,
  viewportHeight,
}: RowsProps<T> & {
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  columnCount: number;
  viewportHeight: number;
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // The first paint already fills the viewport, before the element has been measured.
    initialRect: { width: 0, height: viewportHeight },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 ? (
        <tr style={{ height: top }} aria-hidden>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <BodyRow key={row.id} row={row} onRowClick={onRowClick} /> : null;
      })}
      {bottom > 0 ? (
        <tr style={{ height: bottom }} aria-hidden>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </>
  );
}
