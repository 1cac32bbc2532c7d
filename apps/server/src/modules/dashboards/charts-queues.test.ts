import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardGrowth,
  DashboardKyc,
  DashboardOutbox,
} from '@switchboard/contract/dashboard-charts';
import { addDays, indiaDate } from '@switchboard/contract/india-time';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { orgWithKyc } from '../../test/factories';
import { chartRequests } from './charts-test-requests';

// The review queue's and the outbox's charts, and the range every chart takes (charts.test.ts
// has the money, growth and call charts and the counters they read). The India day boundary:
// 18:00 UTC is 23:30 IST the same day; 19:00 UTC is 00:30 IST the next day.
const app = useTestApp();
const { at, get, listTotal } = chartRequests(app);
const march = 'from=2025-03-01&to=2025-03-31';

describe('GET /api/dashboards/kyc', () => {
  let reviewed: number[] = [];
  beforeAll(async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    for (const h of [2, 30, 100, 200, 300])
      await orgWithKyc(app.ctx.db, { submittedAt: hoursAgo(h) });
    reviewed = [await orgWithKyc(app.ctx.db), await orgWithKyc(app.ctx.db)];
    await app.su.post('/api/org/kyc/approve', { org_id: reviewed[0] });
    await app.su.post('/api/org/kyc/reject', {
      org_id: reviewed[1],
      rejection_messages: ['Document is blurred'],
    });
  });

  it('shows the queue as its chips count it and how long the pending have waited', async () => {
    const data = await get<DashboardKyc>('/api/dashboards/kyc');
    const { counts } = await get<{
      counts: { status: keyof DashboardKyc['queue']; count: number }[];
    }>('/api/org/kyc/search/counts');
    for (const chip of counts) expect(data.queue[chip.status], chip.status).toBe(chip.count);
    const ages = data.pending_age as Record<string, number>;
    expect(Object.values(ages).reduce((a, b) => a + b, 0)).toBe(data.queue.PENDING);
    expect(ages.under_1_day).toBeGreaterThanOrEqual(1);
    expect(ages['1_to_3_days']).toBeGreaterThanOrEqual(1);
    expect(ages['3_to_7_days']).toBeGreaterThanOrEqual(1);
    expect(ages.over_7_days).toBeGreaterThanOrEqual(2);
    expect(Date.parse(data.oldest_pending_at ?? '')).toBeLessThanOrEqual(
      Date.now() - 300 * 3_600_000,
    );
  });

  it("counts each reviewer's decisions in the range", async () => {
    const today = indiaDate();
    const data = await get<DashboardKyc>(
      `/api/dashboards/kyc?from=${addDays(today, -1)}&to=${today}`,
    );
    expect(data.reviewers).toContainEqual({
      id: app.su.userId,
      name: expect.stringMatching(/^SU Tester/),
      decisions: { APPROVED: 1, REJECTED: 1, INCOMPLETE: 0 },
    });
    const before = await get<DashboardKyc>(`/api/dashboards/kyc?${march}`);
    expect(before.reviewers).toEqual([]);
  });
});

describe('GET /api/dashboards/outbox', () => {
  beforeAll(async () => {
    const message = (channel: string, status: string, when: string) => ({
      channel,
      status,
      recipient: '+919876500000',
      payload: {},
      createdAt: at(when),
    });
    await app.ctx.db.insert(outbox).values([
      message('SMS', 'DELIVERED', '2025-03-20T18:00:00Z'), // 23:30 IST, 20 March
      message('SMS', 'FAILED', '2025-03-20T19:00:00Z'), // 00:30 IST, 21 March
      message('SMS', 'SENT', '2025-03-20T10:00:00Z'),
      message('WEBHOOK', 'FAILED', '2025-03-20T10:00:00Z'),
    ]);
  });

  it('counts messages per channel and status, as the Outbox list filters them', async () => {
    const data = await get<DashboardOutbox>('/api/dashboards/outbox?from=2025-03-20&to=2025-03-20');
    expect(data.channels).toEqual([
      { channel: 'SMS', statuses: { PENDING: 0, SENT: 1, DELIVERED: 1, FAILED: 0, CANCELLED: 0 } },
      {
        channel: 'WEBHOOK',
        statuses: { PENDING: 0, SENT: 0, DELIVERED: 0, FAILED: 1, CANCELLED: 0 },
      },
    ]);
    expect(
      await listTotal('/api/outbox?channel=SMS&status=FAILED&from=2025-03-21&to=2025-03-21'),
    ).toBe(1);
  });
});

describe('the range', () => {
  it('defaults to the last 30 India days, by day', async () => {
    const data = await get<DashboardGrowth>('/api/dashboards/growth');
    expect(data).toMatchObject({ to: indiaDate(), from: addDays(indiaDate(), -29) });
    expect(data.granularity).toBe('day');
    expect(data.periods).toHaveLength(30);
  });

  it('refuses more than 366 days, and a start after the end, naming from', async () => {
    const long = await app.su.get('/api/dashboards/money?from=2024-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'Pick at most 366 days',
      details: [{ field: 'from' }],
    });
    expect(
      (await app.su.get('/api/dashboards/money?from=2024-01-01&to=2024-12-31')).statusCode,
    ).toBe(200);
    const reversed = await app.su.get('/api/dashboards/calls?from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe('from');
  });

  it('needs a session for every chart', async () => {
    for (const chart of ['money', 'growth', 'calls', 'kyc', 'outbox']) {
      const response = await app.ctx.client().get(`/api/dashboards/${chart}`);
      expect(response.statusCode, chart).toBe(401);
    }
  });
});
