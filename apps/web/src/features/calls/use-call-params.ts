import type { CallPage } from '@switchboard/contract/calls';
import {
  durationChoices,
  durationParams,
  type DurationChoice,
} from '@switchboard/contract/rules/call-duration';
import { useCallback } from 'react';
import { useUrlParams } from '../../ui/use-list-params';
import type { CallListParams } from './api';

export const callFilterNames = [
  'text',
  'status',
  'call_type',
  'duration',
  'deleted',
  'from',
  'to',
  'user_id',
  'number',
] as const;
export type CallFilterName = (typeof callFilterNames)[number];

/** What the URL holds, and the query it means on the wire (zero-based page, duration mapped). */
export function callQueryFromUrl(params: URLSearchParams) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 10;
  const values = Object.fromEntries(callFilterNames.map((f) => [f, params.get(f) ?? ''])) as Record<
    CallFilterName,
    string
  >;
  const cursor = params.get('cursor') ?? '';
  const before = params.get('before') ?? '';
  const duration = durationChoices.includes(values.duration as DurationChoice)
    ? (values.duration as DurationChoice)
    : undefined;
  const wire: CallListParams = {
    page: page - 1,
    page_size: pageSize,
    ...durationParams(duration),
    // One keyset direction at a time: the next page's cursor, or the previous page's.
    ...(cursor ? { cursor } : before ? { before } : {}),
  };
  // Soft-deleted calls are listed (marked) only when staff switch them on: off by default.
  if (values.deleted === 'show') wire.include_soft_deleted = true;
  for (const name of ['text', 'status', 'call_type', 'from', 'to', 'user_id', 'number'] as const) {
    if (values[name]) wire[name] = values[name];
  }
  return { page, pageSize, values, wire };
}

type Cursors = Pick<CallPage, 'next_cursor' | 'prev_cursor'> | undefined;

/**
 * The URL change that shows page `next`, coming from page `page` whose cursors are `shown`.
 * One step forward or back reads by keyset (never skipping rows, at any depth); the first page
 * and a jump to a numbered page read by offset, which the footer offers only inside the limit.
 */
export function pageChange(
  page: number,
  next: number,
  shown: Cursors,
): { page: number | undefined; cursor: number | undefined; before: number | undefined } {
  const none = { cursor: undefined, before: undefined };
  if (next <= 1) return { page: undefined, ...none };
  if (next === page + 1 && shown?.next_cursor)
    return { page: next, cursor: shown.next_cursor, before: undefined };
  if (next === page - 1 && shown?.prev_cursor)
    return { page: next, cursor: undefined, before: shown.prev_cursor };
  return { page: next, ...none };
}

/**
 * The list's page, filters and keyset cursor, kept in the URL so a link or a reload shows the
 * same page. The URL's page is the UI's (one-based); the wire's is page - 1.
 */
export function useCallParams() {
  const [params, update] = useUrlParams();
  const { page, pageSize, values, wire } = callQueryFromUrl(params);
  const reset = { page: undefined, cursor: undefined, before: undefined };
  const followServerPage = useCallback(
    (answered: CallPage | undefined) => {
      if (answered && answered.page === 0 && page > 1)
        update({ page: undefined, cursor: undefined, before: undefined });
    },
    [page, update],
  );

  return {
    page,
    pageSize,
    values,
    wire,
    /** `shown` is the page on screen: its cursors lead one page forward or back. */
    setPage: (next: number, shown: Cursors) => update(pageChange(page, next, shown)),
    /**
     * Pass the answer to the URL's own query (not an earlier page's): when the server answered
     * the top of the list for a page that thought it was deeper (calls above it went away),
     * the URL follows, so the footer counts from 1 again.
     */
    followServerPage,
    setPageSize: (next: number) => update({ page_size: next, ...reset }),
    setFilter: (name: CallFilterName, value: string) => update({ [name]: value, ...reset }),
    /** Several filters at once (a date range's two ends): one URL change, back to page 1. */
    setFilters: (changes: Partial<Record<CallFilterName, string>>) =>
      update({ ...changes, ...reset }),
    /** Which list a page with two shows (the team's calls or its dialer CDRs); a cursor never crosses lists. */
    view: params.get('list') ?? '',
    setView: (view: string) => update({ list: view, ...reset }),
    /** Whether any filter is set, and the change that clears them all. */
    filtered: callFilterNames.some((name) => values[name] !== ''),
    resetFilters: () =>
      update({ ...Object.fromEntries(callFilterNames.map((n) => [n, undefined])), ...reset }),
  };
}
