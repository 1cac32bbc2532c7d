import { describe, expect, it } from 'vitest';
import { chartLinks } from './chart-links';
import { rangeFromParams } from './use-dashboard-range';

const days = { from: '2025-03-01', to: '2025-03-31' };

describe('where a dashboard figure leads', () => {
  it('opens each list with the same days and filters as the figure', () => {
    expect(chartLinks.payments(days)).toBe('/payment-links/payments?from=2025-03-01&to=2025-03-31');
    expect(chartLinks.teams(days, 'paying')).toBe(
      '/teams?trial=false&created_from=2025-03-01&created_to=2025-03-31',
    );
    expect(chartLinks.teams(days, 'trial')).toBe(
      '/teams?trial=true&created_from=2025-03-01&created_to=2025-03-31',
    );
    expect(chartLinks.trials(days)).toBe(
      '/subscriptions?order_type=TRIAL&from=2025-03-01&to=2025-03-31',
    );
    expect(chartLinks.trialCalls(days, 'BUSY')).toBe(
      '/trial-call-history?status=BUSY&from=2025-03-01&to=2025-03-31',
    );
    expect(chartLinks.kyc('PENDING')).toBe('/kyc?status=PENDING');
    expect(chartLinks.outbox(days, 'SMS', 'FAILED')).toBe(
      '/outbox?channel=SMS&status=FAILED&from=2025-03-01&to=2025-03-31',
    );
  });
});

describe('the range in the URL', () => {
  const today = '2025-03-31';
  it('is the last 30 India days by day when the URL has none', () => {
    expect(rangeFromParams(new URLSearchParams(), today)).toEqual({
      from: '2025-03-02',
      to: today,
      granularity: 'day',
    });
  });

  it('reads the days and bar size, and takes months for a long range', () => {
    expect(
      rangeFromParams(
        new URLSearchParams('from=2025-01-01&to=2025-01-31&granularity=month'),
        today,
      ),
    ).toEqual({ from: '2025-01-01', to: '2025-01-31', granularity: 'month' });
    expect(rangeFromParams(new URLSearchParams('from=2024-06-01'), today)).toEqual({
      from: '2024-06-01',
      to: today,
      granularity: 'month',
    });
    expect(rangeFromParams(new URLSearchParams('from=junk&granularity=week'), today)).toMatchObject(
      {
        from: '2025-03-02',
        granularity: 'day',
      },
    );
  });
});
