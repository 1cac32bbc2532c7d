import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { useTestApp } from '../../test/app';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client';

// Nobody logged in first: the demo seed fills only a database without users.
const session = useTestApp({}, { su: false });
beforeAll(async () => {
  await seedDemo(session.ctx.db, session.ctx.app.billing);
});

describe('GET /api/dashboards/summary', () => {
  it('needs a session', async () => {
    expect((await session.ctx.client().get('/api/dashboards/summary')).statusCode).toBe(401);
  });

  it('counts exactly what the list each figure opens shows', async () => {
    const admin = await session.ctx.loginAs('ADMIN');
    const response = await admin.get('/api/dashboards/summary');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const total = async (url: string) => {
      const answer = await admin.get(url);
      expect(answer.statusCode, url).toBe(200);
      return answer.json().data.total_items as number;
    };
    const [orgs] = await rowsOf<{ n: number }>(
      session.ctx.db,
      sql`select count(*)::int as n from orgs where deleted_at is null`,
    );
    expect(data.orgs.total).toBe(orgs?.n);
    expect(data.orgs.total).toBeGreaterThanOrEqual(30);
    // "KYC waiting for review" is the queue's Pending chip and its Pending list.
    const chips = (await admin.get('/api/org/kyc/search/counts')).json().data.counts as {
      status: string;
      count: number;
    }[];
    expect(data.kyc.pending).toBe(chips.find((c) => c.status === 'PENDING')?.count);
    expect(data.kyc.pending).toBe(await total('/api/org/kyc/search?status=PENDING&page_size=1'));
    expect(data.kyc.pending).toBeGreaterThan(0);
    expect(data.kyc.business_pending).toBe(
      await total('/api/org/kyc/search?business_kyc_status=PENDING&page_size=1'),
    );
    expect(data.subscriptions.active).toBe(
      await total('/api/subscription/list?status=active&page_size=1'),
    );
    expect(data.subscriptions.expiring_7_days).toBe(
      await total('/api/subscription/list?status=active&expiring_within_days=7&page_size=1'),
    );
    // "Received" opens the payments received since the same India date.
    expect(data.payments.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.payments.count_30_days).toBe(
      await total(`/api/orders/payments?from=${data.payments.since}&page_size=1`),
    );
    expect(data.payments.count_30_days).toBeGreaterThan(0);
    const [paid] = await rowsOf<{ paise: number }>(
      session.ctx.db,
      sql`select coalesce(sum(amount - refunded_amount), 0)::bigint::float8 as paise from payments
           where deleted_at is null
             and created_at >= (${data.payments.since}::date::timestamp at time zone 'Asia/Kolkata')`,
    );
    expect(data.payments.last_30_days_paise).toBe(paid?.paise);
  });
});
