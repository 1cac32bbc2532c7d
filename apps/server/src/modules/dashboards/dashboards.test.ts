import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { createTestContext, type TestContext } from '../../test/app';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db);
});
afterAll(() => ctx.close());

describe('GET /api/dashboards/summary', () => {
  it('needs a session', async () => {
    expect((await ctx.client().get('/api/dashboards/summary')).statusCode).toBe(401);
  });

  it('reports the figures the database holds', async () => {
    const admin = await ctx.loginAs('ADMIN');
    const response = await admin.get('/api/dashboards/summary');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const [expected] = await rowsOf<{ orgs: number; pending: number; paid: number }>(
      ctx.db,
      sql`select (select count(*)::int from orgs) as orgs,
                 (select count(*)::int from kyc where status = 'PENDING') as pending,
                 (select coalesce(sum(amount), 0)::bigint::float8 from payments where created_at > now() - interval '30 days') as paid`,
    );
    expect(data.orgs.total).toBe(expected?.orgs);
    expect(data.orgs.total).toBeGreaterThanOrEqual(30);
    expect(data.kyc.pending).toBe(expected?.pending);
    expect(data.kyc.pending).toBeGreaterThan(0);
    expect(data.payments.last_30_days_paise).toBe(expected?.paid);
    expect(Number.isInteger(data.payments.last_30_days_paise)).toBe(true);
  });
});
