import { Checkbox } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import i18n from '../../lib/i18n';

/**
 * What a bulk action acts on: the ticked rows, or every row the list's filters match (the
 * server resolves those, so rows on other pages count without being loaded here).
 */
export type Selection = { kind: 'ids'; ids: number[] } | { kind: 'all' };

export interface RowSelection {
  selection: Selection;
  /** How many rows the selection holds: the ticked ones, or the list's total. */
  count: number;
  isTicked: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Ticks every row of this page, or unticks them when all are ticked. */
  togglePage: () => void;
  pageTicked: boolean;
  pagePartly: boolean;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * One list's selection. `pageIds` are the rows shown; `total` the list's total; `filterKey`
 * names the filters: when they change the selection is dropped, since "all matching" and
 * ticked rows no longer mean what staff saw.
 */
export function useRowSelection(pageIds: number[], total: number, filterKey: string): RowSelection {
  const [selection, setSelection] = useState<Selection>({ kind: 'ids', ids: [] });
  useEffect(() => setSelection({ kind: 'ids', ids: [] }), [filterKey]);
  const ticked = selection.kind === 'ids' ? selection.ids : [];
  const all = selection.kind === 'all';
  const onPage = pageIds.filter((id) => all || ticked.includes(id)).length;
  const pageTicked = pageIds.length > 0 && onPage === pageIds.length;
  return {
    selection,
    count: all ? total : ticked.length,
    isTicked: (id) => all || ticked.includes(id),
    toggle: (id) =>
      setSelection({
        kind: 'ids',
        // Unticking one row of "all matching" leaves the rest of this page ticked.
        ids: all
          ? pageIds.filter((other) => other !== id)
          : ticked.includes(id)
            ? ticked.filter((other) => other !== id)
            : [...ticked, id],
      }),
    togglePage: () =>
      setSelection({
        kind: 'ids',
        ids: pageTicked
          ? ticked.filter((id) => !pageIds.includes(id))
          : [...new Set([...ticked, ...pageIds])],
      }),
    pageTicked,
    pagePartly: onPage > 0 && !pageTicked,
    selectAllMatching: () => setSelection({ kind: 'all' }),
    clear: () => setSelection({ kind: 'ids', ids: [] }),
  };
}

/** The checkbox column: a box per row and one in the header for the page. */
export function selectColumn<T>(selection: RowSelection, idOf: (row: T) => number): ColumnDef<T> {
  return {
    id: 'select',
    // As narrow as its box: the list's own columns keep the width.
    size: 40,
    header: () => (
      <Checkbox
        aria-label={i18n.t('bulk.selectPage')}
        checked={selection.pageTicked}
        indeterminate={selection.pagePartly}
        onChange={selection.togglePage}
        data-testid="select-page"
      />
    ),
    cell: ({ row }) => (
      // The row may open a drawer on click; the box only ticks.
      <Checkbox
        aria-label={i18n.t('bulk.selectRow', { id: idOf(row.original) })}
        checked={selection.isTicked(idOf(row.original))}
        onChange={() => selection.toggle(idOf(row.original))}
        onClick={(e) => e.stopPropagation()}
        data-testid="select-row"
      />
    ),
  };
}
