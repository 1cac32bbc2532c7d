import { useCallback, useMemo } from 'react';
import { useUrlParams } from './use-list-params';

/**
 * The URL parameter naming a list's hidden columns, `hide=plan,email`: beside the filters, so
 * a link (and a saved view, which is the list's URL) carries the columns too.
 */
export const HIDDEN_COLUMNS_PARAM = 'hide';

/** A list has a dozen columns at most; anything beyond is junk in a hand-edited URL. */
const MAX_HIDDEN = 30;

/** The column ids the URL hides, each once, in the order given. */
export function hiddenColumnsOf(params: URLSearchParams): string[] {
  const ids = (params.get(HIDDEN_COLUMNS_PARAM) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_HIDDEN);
}

/**
 * A list's hidden columns, kept in the URL: spread the answer into DataTable, which then
 * offers its "Columns" menu. Changing them keeps the filters and the page.
 */
export function useUrlColumns() {
  const [params, update] = useUrlParams();
  const joined = hiddenColumnsOf(params).join(',');
  const hiddenColumns = useMemo(() => (joined ? joined.split(',') : []), [joined]);
  const onHiddenColumnsChange = useCallback(
    (hidden: string[]) => update({ [HIDDEN_COLUMNS_PARAM]: hidden.join(',') }),
    [update],
  );
  return { hiddenColumns, onHiddenColumnsChange };
}
