import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, subscriptionQuery } from './subscription-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('subscription list filters in the URL', () => {
  it("reads the dashboard's link and writes back only what is set", () => {
    const filters = read('status=active&expiring_within_days=0&price_override=true&page=3');
    expect(filters).toMatchObject({
      status: 'active',
      expiringWithinDays: 0,
      priceOverride: true,
      page: 3,
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'status=active&expiring_within_days=0&price_override=true&page=3',
    );
    expect(paramsFromFilters(read('')).toString()).toBe('');
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(read('status=gone&plan_id=-4&org_id=abc&expiring_within_days=9999')).toMatchObject({
      status: null,
      planId: null,
      orgId: null,
      expiringWithinDays: null,
    });
  });

  it('asks the server for the filters set, nothing more', () => {
    expect(subscriptionQuery(read('plan_id=7&org_id=12&page_size=25'))).toEqual({
      page: 1,
      page_size: 25,
      plan_id: 7,
      org_id: 12,
    });
  });
});
