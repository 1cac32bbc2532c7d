/** A row of the queue, as far as moving through it goes. */
export type QueueRow = { org_id: number };
/** Where a step leads: the org to open and the queue page it is on. */
export type QueueStep = { orgId: number; page: number };

export interface QueueView {
  /** The org under review. */
  orgId: number;
  page: number;
  pageCount: number;
  /** The queue's current page; undefined while it loads. */
  rows: readonly QueueRow[] | undefined;
  /**
   * Where the org was last seen on this page. After an action it may leave the page (approved
   * under a PENDING filter): the row that took its place is then the next one.
   */
  lastIndex: number | null;
  previousPageRows?: readonly QueueRow[] | undefined;
  nextPageRows?: readonly QueueRow[] | undefined;
}

export interface QueueNeighbours {
  previous: QueueStep | null;
  next: QueueStep | null;
  /** The previous org is the last of the page before: its rows are needed. */
  needsPreviousPage: boolean;
  /** The next org is the first of the page after: its rows are needed. */
  needsNextPage: boolean;
}

/**
 * The orgs before and after the one under review, in the queue with its persisted filters,
 * crossing page boundaries. An org that is not on the page (opened by URL) starts the queue at
 * the page's first row.
 */
export function queueNeighbours(view: QueueView): QueueNeighbours {
  const { orgId, page, pageCount, rows, lastIndex } = view;
  if (!rows) return { previous: null, next: null, needsPreviousPage: false, needsNextPage: false };
  const index = rows.findIndex((r) => r.org_id === orgId);
  const located = index >= 0 || lastIndex !== null;
  // Indexes of the neighbours on this page (they may fall off either end).
  const [before, after] =
    index >= 0
      ? [index - 1, index + 1]
      : lastIndex !== null
        ? [Math.min(lastIndex, rows.length) - 1, lastIndex]
        : [-1, 0];
  const onPage = (i: number) =>
    i >= 0 && i < rows.length && rows[i]?.org_id !== orgId ? rows[i] : undefined;
  const stepTo = (row: QueueRow | undefined, p: number): QueueStep | null =>
    row ? { orgId: row.org_id, page: p } : null;

  const previousHere = onPage(before);
  const nextHere = onPage(after);
  const needsPreviousPage = !previousHere && located && page > 1;
  const needsNextPage = !nextHere && page < pageCount;
  const other = (list: readonly QueueRow[] | undefined) =>
    (list ?? []).filter((r) => r.org_id !== orgId);
  return {
    previous: previousHere
      ? stepTo(previousHere, page)
      : needsPreviousPage
        ? stepTo(other(view.previousPageRows).at(-1), page - 1)
        : null,
    next: nextHere
      ? stepTo(nextHere, page)
      : needsNextPage
        ? stepTo(other(view.nextPageRows)[0], page + 1)
        : null,
    needsPreviousPage,
    needsNextPage,
  };
}

/** A queue row with what the queue is sorted by (submitted_at desc nulls last, org_id desc). */
export type SortedRow = { org_id: number; submitted_at: string | null };

/** Whether `row` comes after `current` in the queue's order. */
export function comesAfter(row: SortedRow, current: SortedRow): boolean {
  const a = row.submitted_at === null ? null : Date.parse(row.submitted_at);
  const b = current.submitted_at === null ? null : Date.parse(current.submitted_at);
  if (a === b) return row.org_id < current.org_id;
  if (a === null) return true; // nulls last
  if (b === null) return false;
  return a < b;
}

/**
 * After an action, the pending KYC to open: the first that came after the reviewed one in the
 * queue's order (its place is kept), else the first pending at all (the queue wraps round).
 */
export function nextPendingAfter<T extends SortedRow>(
  pending: readonly T[],
  current: SortedRow,
): T | undefined {
  const others = pending.filter((r) => r.org_id !== current.org_id);
  return others.find((r) => comesAfter(r, current)) ?? others[0];
}
