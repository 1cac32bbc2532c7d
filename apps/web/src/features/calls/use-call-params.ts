import { durationChoices, durationParams, type DurationChoice } from '@switchboard/contract/rules/call-duration';
import { useUrlParams } from '../../ui/use-list-params';
import type { CallListParams } from './api';

export const callFilterNames = ['text', 'status', 'call_type', 'duration', 'deleted', 'from', 'to', 'user_id', 'number'] as const;
export type CallFilterName = (typeof callFilterNames)[number];

/** What the URL holds, and the query it means on the wire (zero-based page, duration mapped). */
export function callQueryFromUrl(params: URLSearchParams) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 10;
  const values = Object.fromEntries(callFilterNames.map((f) => [f, params.get(f) ?? ''])) as Record<CallFilterName, string>;
  const cursor = params.get('cursor') ?? '';
  const duration = durationChoices.includes(values.duration as DurationChoice) ? (values.duration as DurationChoice) : undefined;
  const wire: CallListParams = {
    page: page - 1,
    page_size: pageSize,
    ...durationParams(duration),
    ...(cursor ? { cursor } : {}),
  };
  // The spec's list always asks for soft-deleted calls too (shown marked); the filter can hide them.
  if (values.deleted !== 'hide') wire.include_soft_deleted = true;
  for (const name of ['text', 'status', 'call_type', 'from', 'to', 'user_id', 'number'] as const) {
    if (values[name]) wire[name] = values[name];
  }
  return { page, pageSize, values, wire };
}

/**
 * The list's page, filters and keyset cursor, kept in the URL so a link or a reload shows the
 * same page. The URL's page is the UI's (one-based); the wire's is page - 1. Going to the next
 * page carries the last id seen as `cursor`, so deep pages never make the server skip rows.
 */
export function useCallParams() {
  const [params, update] = useUrlParams();
  const { page, pageSize, values, wire } = callQueryFromUrl(params);

  return {
    page,
    pageSize,
    values,
    wire,
    /** `nextCursor` is the page's next_cursor: used only when stepping one page forward. */
    setPage: (next: number, nextCursor: number | null) =>
      update({ page: next, cursor: next === page + 1 && nextCursor ? nextCursor : undefined }),
    setPageSize: (next: number) => update({ page_size: next, page: undefined, cursor: undefined }),
    setFilter: (name: CallFilterName, value: string) => update({ [name]: value, page: undefined, cursor: undefined }),
    /** Several filters at once (a date range's two ends): one URL change, back to page 1. */
    setFilters: (changes: Partial<Record<CallFilterName, string>>) => update({ ...changes, page: undefined, cursor: undefined }),
    /** Which list a page with two shows (the team's calls or its dialer CDRs); a cursor never crosses lists. */
    view: params.get('list') ?? '',
    setView: (view: string) => update({ list: view, page: undefined, cursor: undefined }),
  };
}
