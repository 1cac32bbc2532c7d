import { describe, expect, it } from 'vitest';
import { callQueryFromUrl } from './use-call-params';

describe('call list URL -> wire query', () => {
  it('sends the UI page minus one, soft-deleted calls included, nothing empty', () => {
    expect(callQueryFromUrl(new URLSearchParams('page=3&page_size=25')).wire).toEqual({ page: 2, page_size: 25, include_soft_deleted: true });
    expect(callQueryFromUrl(new URLSearchParams('page=0&deleted=hide&text=')).wire).toEqual({ page: 0, page_size: 10 });
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
    const q = callQueryFromUrl(new URLSearchParams('page=5&cursor=9123&from=2026-11-01&to=2026-11-22&user_id=7&number=98765&status=BUSY'));
    expect(q.wire).toMatchObject({ page: 4, cursor: '9123', from: '2026-11-01', to: '2026-11-22', user_id: '7', number: '98765', status: 'BUSY' });
  });
});
