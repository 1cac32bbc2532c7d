import { describe, expect, it } from 'vitest';
import { addonLinePaise, addonUnitRupees, priceSummary } from './addon-pricing';

describe('add-on pricing', () => {
  it('scales the 30-day price by revenue_duration / 30, rounded to 2 decimals', () => {
    expect(addonUnitRupees(29900, 30)).toBe(299);
    expect(addonUnitRupees(29900, 90)).toBe(897);
    expect(addonUnitRupees(29900, 365)).toBe(3637.83);
    expect(addonUnitRupees(19900, 365)).toBe(2421.17);
  });
  it('sums base, add-ons and 18% GST on the add-on total, in paise', () => {
    const summary = priceSummary({ amount: 99900, revenue_duration: 30 }, [
      { addon_id: 1, count: 2, gross_amount: 29900 },
      { addon_id: 4, count: 1, gross_amount: 19900 },
    ]);
    // Add-ons 2 x 299 + 199 = 797; GST 143.46.
    expect(summary).toEqual({
      base: 99900,
      addons: 79700,
      gst: 14346,
      total: 99900 + 79700 + 14346,
    });
  });
  it('prices a yearly variant: 3 extra users and 90-day recording on Unlimited Pro yearly', () => {
    // 299 x 365 / 30 = 3637.83 a user (x 3 = 10913.49); 399 x 365 / 30 = 4854.50; GST 18% of 15767.99 = 2838.24.
    const summary = priceSummary({ amount: 3_569_000, revenue_duration: 365 }, [
      { addon_id: 1, count: 3, gross_amount: 29900 },
      { addon_id: 5, count: 1, gross_amount: 39900 },
    ]);
    expect(summary).toEqual({
      base: 3_569_000,
      addons: 1_576_799,
      gst: 283_824,
      total: 3_569_000 + 1_576_799 + 283_824,
    });
  });
  it('is zero without a variant and GST-free without add-ons', () => {
    expect(priceSummary(null, [])).toEqual({ base: 0, addons: 0, gst: 0, total: 0 });
    expect(priceSummary({ amount: 50000, revenue_duration: 90 }, [])).toEqual({
      base: 50000,
      addons: 0,
      gst: 0,
      total: 50000,
    });
  });
  it('stores an add-on line as unit price x count in paise', () => {
    expect(addonLinePaise(29900, 365, 3)).toBe(1091349);
  });
});
