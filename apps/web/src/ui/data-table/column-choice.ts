import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import type { ChoosableColumn } from './columns-menu';

// TanStack types each column by its value; a list of mixed columns needs the wide form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyColumn<T> = ColumnDef<T, any>;

/** A column's id as TanStack gives it: its id, else its accessor key (dots as _), else its header. */
export function columnIdOf<T>(column: AnyColumn<T>): string | undefined {
  if (column.id) return column.id;
  const key = 'accessorKey' in column ? column.accessorKey : undefined;
  if (typeof key === 'string') return key.replaceAll('.', '_');
  return typeof column.header === 'string' ? column.header : undefined;
}

/**
 * The header's text: as written, or as a header function answers it (one translated when
 * drawn, `() => i18n.t(…)`); a header that draws anything else names no column.
 */
function labelOf<T>(column: AnyColumn<T>): string {
  const { header } = column;
  if (typeof header === 'string') return header.trim();
  if (typeof header !== 'function') return '';
  try {
    const text: unknown = (header as (context: unknown) => unknown)({});
    return typeof text === 'string' ? text.trim() : '';
  } catch {
    return '';
  }
}

/**
 * Which columns the "Columns" menu offers (those with a written header: an actions column has
 * none and always shows) and the table's visibility for the hidden ones. Hiding every column
 * (a hand-edited link) shows them all instead: a list never goes blank.
 */
export function columnChoice<T>(
  columns: AnyColumn<T>[],
  hidden: readonly string[],
): { choosable: ChoosableColumn[]; visibility: VisibilityState } {
  const hide = new Set(hidden);
  const choosable = columns.flatMap((column) => {
    const id = columnIdOf(column);
    const label = labelOf(column);
    return id && label ? [{ id, label, visible: !hide.has(id) }] : [];
  });
  if (!choosable.some((c) => c.visible)) {
    return { choosable: choosable.map((c) => ({ ...c, visible: true })), visibility: {} };
  }
  const visibility = Object.fromEntries(
    choosable.filter((c) => !c.visible).map((c) => [c.id, false]),
  );
  return { choosable, visibility };
}
