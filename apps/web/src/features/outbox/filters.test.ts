import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './filters';

describe('outbox filters in the URL', () => {
  it('round-trips and ignores what the API would refuse', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'channel=SMS&status=FAILED&org_id=42&from=2026-11-01&to=2026-11-25&page=3&page_size=25',
      ),
    );
    expect(filters).toEqual({
      page: 3,
      pageSize: 25,
      channel: 'SMS',
      status: 'FAILED',
      orgId: 42,
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'channel=SMS&status=FAILED&org_id=42&from=2026-11-01&to=2026-11-25&page=3&page_size=25',
    );
    expect(
      filtersFromParams(new URLSearchParams('channel=PIGEON&status=x&org_id=-4&from=1/11/2026')),
    ).toEqual({
      page: 1,
      pageSize: 10,
      channel: null,
      status: null,
      orgId: null,
      from: '',
      to: '',
    });
  });
});
