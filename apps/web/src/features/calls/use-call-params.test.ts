import { describe, expect, it } from 'vitest';
import { callQueryFromUrl, pageChange } from './use-call-params';

describe('call list URL -> wire query', () => {
  it('sends the UI page minus one, soft-deleted calls left out unless shown, nothing empty', () => {
    expect(callQueryFromUrl(new URLSearchParams('page=3&page_size=25')).wire).toEqual({
      page: 2,
      page_size: 25,
    });
    expect(callQueryFromUrl(new URLSearchParams('page=0&deleted=show&text=')).wire).toEqual({
      page: 0,
      page_size: 10,
      include_soft_deleted: true,
    });
  });

  it('maps each duration choice to the boundaries of the contract rule', () => {
    const wire = (d: string) => callQueryFromUrl(new URLSearchParams(`duration=${d}`)).wire;
    expect(wire('EQUAL_0')).toMatchObject({ duration_eq: 0 });
    expect(wire('1_TO_30')).toMatchObject({ duration_gt: 0, duration_lt: 31 });
    expect(wire('30_TO_60')).toMatchObject({ duration_gt: 30, duration_lt: 61 });
    expect(wire('60_AND_ABOVE')).toMatchObject({ duration_gt: 60 });
    expect(wire('FOREVER')).not.toHaveProperty('duration_gt');
  });

  it('carries the keyset cursor and the team filters', () => {
    const q = callQueryFromUrl(
      new URLSearchParams(
        'page=5&cursor=9123&from=2026-11-01&to=2026-11-22&user_id=7&number=98765&status=BUSY',
      ),
    );
    expect(q.wire).toMatchObject({
      page: 4,
      cursor: '9123',
      from: '2026-11-01',
      to: '2026-11-22',
      user_id: '7',
      number: '98765',
      status: 'BUSY',
    });
  });
});

describe('paging a call list', () => {
  const shown = { next_cursor: 4_100_231, prev_cursor: 4_100_240 };
  it('steps forward and back by keyset, sending one cursor at a time', () => {
    expect(pageChange(1500, 1501, shown)).toEqual({
      page: 1501,
      cursor: 4_100_231,
      before: undefined,
    });
    expect(pageChange(1500, 1499, shown)).toEqual({
      page: 1499,
      cursor: undefined,
      before: 4_100_240,
    });
    expect(callQueryFromUrl(new URLSearchParams('page=1499&before=4100240')).wire).toMatchObject({
      page: 1498,
      before: '4100240',
    });
    expect(
      callQueryFromUrl(new URLSearchParams('page=1499&before=4100240')).wire,
    ).not.toHaveProperty('cursor');
  });

  it('jumps to a numbered page or the first page by offset, without a cursor', () => {
    expect(pageChange(1500, 1, shown)).toEqual({
      page: undefined,
      cursor: undefined,
      before: undefined,
    });
    expect(pageChange(3, 7, shown)).toEqual({ page: 7, cursor: undefined, before: undefined });
    // Page 2 back to 1 needs no cursor: the first page is the cheapest of all.
    expect(pageChange(2, 1, shown).before).toBeUndefined();
    expect(pageChange(5, 6, undefined)).toEqual({ page: 6, cursor: undefined, before: undefined });
  });
});
