import { describe, expect, it } from 'vitest';
import { periodRange, periodsOf, presetOf, presetRange, resolveRange } from './dashboard-range';

describe('the dashboard range', () => {
  it('gives each preset its days, ending today', () => {
    const today = '2025-03-10';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('7d', today)).toEqual({ from: '2025-03-04', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2025-02-09', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2024-12-11', to: today });
    expect(presetRange('month', today)).toEqual({ from: '2025-03-01', to: today });
    expect(presetOf({ from: '2025-03-04', to: today }, today)).toBe('7d');
    expect(presetOf({ from: '2025-03-05', to: today }, today)).toBeNull();
  });

  it('fills in the defaults and refuses a reversed or too long range', () => {
    expect(resolveRange({}, '2025-03-10')).toEqual({
      ok: true,
      range: { from: '2025-02-09', to: '2025-03-10' },
    });
    expect(resolveRange({ from: '2025-03-11', to: '2025-03-10' })).toMatchObject({
      ok: false,
      problem: 'after',
    });
    expect(resolveRange({ from: '2024-01-01', to: '2024-12-31' }).ok).toBe(true);
    expect(resolveRange({ from: '2024-01-01', to: '2025-01-01' })).toMatchObject({
      ok: false,
      field: 'from',
      problem: 'long',
    });
  });

  it('lists the bars of a range and the days each covers', () => {
    const range = { from: '2024-12-30', to: '2025-02-02' };
    expect(periodsOf(range, 'month')).toEqual(['2024-12-01', '2025-01-01', '2025-02-01']);
    expect(periodsOf({ from: '2025-02-27', to: '2025-03-01' }, 'day')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
    ]);
    // A month's bar at either end holds only the range's days of it.
    expect(periodRange('2024-12-01', 'month', range)).toEqual({
      from: '2024-12-30',
      to: '2024-12-31',
    });
    expect(periodRange('2025-01-01', 'month', range)).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(periodRange('2025-02-01', 'month', range)).toEqual({
      from: '2025-02-01',
      to: '2025-02-02',
    });
    expect(periodRange('2025-01-15', 'day', range)).toEqual({
      from: '2025-01-15',
      to: '2025-01-15',
    });
  });
});
