import { describe, expect, it } from 'vitest';
import { nextPendingAfter, queueNeighbours, type QueueView } from './queue-neighbours';

const rowsOf = (...ids: number[]) => ids.map((org_id) => ({ org_id }));
const view = (over: Partial<QueueView>): QueueView => ({
  orgId: 12,
  page: 2,
  pageCount: 3,
  rows: rowsOf(11, 12, 13),
  lastIndex: null,
  ...over,
});

describe('queueNeighbours', () => {
  it('steps to the rows beside the org on its page', () => {
    expect(queueNeighbours(view({}))).toEqual({
      previous: { orgId: 11, page: 2 },
      next: { orgId: 13, page: 2 },
      needsPreviousPage: false,
      needsNextPage: false,
    });
  });

  it('crosses to the next page from the last row, and back from the first', () => {
    const last = view({ orgId: 13 });
    expect(queueNeighbours(last)).toMatchObject({ next: null, needsNextPage: true });
    expect(queueNeighbours({ ...last, nextPageRows: rowsOf(21, 22) }).next).toEqual({
      orgId: 21,
      page: 3,
    });

    const first = view({ orgId: 11 });
    expect(queueNeighbours(first)).toMatchObject({ previous: null, needsPreviousPage: true });
    expect(queueNeighbours({ ...first, previousPageRows: rowsOf(1, 2, 3) }).previous).toEqual({
      orgId: 3,
      page: 1,
    });
  });

  it('stops at the ends of the queue', () => {
    expect(queueNeighbours(view({ orgId: 13, page: 3 }))).toMatchObject({
      next: null,
      needsNextPage: false,
    });
    expect(queueNeighbours(view({ orgId: 11, page: 1 }))).toMatchObject({
      previous: null,
      needsPreviousPage: false,
    });
  });

  it('after an action took the org off the page, goes on from where it was', () => {
    // 12 was approved under a PENDING filter: the page was refetched without it.
    const left = view({ rows: rowsOf(11, 13, 14), lastIndex: 1 });
    expect(queueNeighbours(left)).toMatchObject({
      previous: { orgId: 11, page: 2 },
      next: { orgId: 13, page: 2 },
    });
    // It was the last row: the row that moved up from the next page is next.
    expect(
      queueNeighbours(view({ orgId: 14, rows: rowsOf(11, 12, 21), lastIndex: 2 })).next,
    ).toEqual({ orgId: 21, page: 2 });
    // The page emptied: the next page, and the previous one.
    const emptied = view({
      rows: [],
      lastIndex: 0,
      nextPageRows: rowsOf(31),
      previousPageRows: rowsOf(5, 6),
    });
    expect(queueNeighbours(emptied)).toMatchObject({
      next: { orgId: 31, page: 3 },
      previous: { orgId: 6, page: 1 },
    });
  });

  it('starts at the first row when the review was opened by URL for an org not on the page', () => {
    expect(queueNeighbours(view({ orgId: 99 }))).toEqual({
      previous: null,
      next: { orgId: 11, page: 2 },
      needsPreviousPage: false,
      needsNextPage: false,
    });
  });

  it('offers nothing while the page loads, and never steps to the org itself', () => {
    expect(queueNeighbours(view({ rows: undefined }))).toEqual({
      previous: null,
      next: null,
      needsPreviousPage: false,
      needsNextPage: false,
    });
    expect(queueNeighbours({ ...view({ orgId: 13 }), nextPageRows: rowsOf(13, 21) }).next).toEqual({
      orgId: 21,
      page: 3,
    });
  });
});

describe('the pending KYC opened after an action', () => {
  const row = (org_id: number, submitted_at: string | null) => ({ org_id, submitted_at });
  // The queue's order: newest submission first, then higher org id, never-submitted last.
  const pending = [
    row(9, '2026-11-20T10:00:00Z'),
    row(8, '2026-11-19T10:00:00Z'),
    row(7, '2026-11-19T10:00:00Z'),
    row(3, '2026-11-18T10:00:00Z'),
    row(5, null),
  ];
  it('is the one after the reviewed org, not the first of the queue', () => {
    // The 2nd was approved and left the pending list: the 3rd opens.
    const left = pending.filter((r) => r.org_id !== 8);
    expect(nextPendingAfter(left, row(8, '2026-11-19T10:00:00Z'))?.org_id).toBe(7);
    expect(nextPendingAfter(pending, row(7, '2026-11-19T10:00:00Z'))?.org_id).toBe(3);
    expect(nextPendingAfter(pending, row(3, '2026-11-18T10:00:00Z'))?.org_id).toBe(5);
  });
  it('wraps round to the first pending after the last, and is nothing when none is left', () => {
    expect(nextPendingAfter(pending, row(5, null))?.org_id).toBe(9);
    expect(nextPendingAfter([row(5, null)], row(5, null))).toBeUndefined();
  });
});
