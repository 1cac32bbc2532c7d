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

  it('reports the figures the database holds', async () => {
    const admin = await session.ctx.loginAs('ADMIN');
    const response = await admin.get('/api/dashboards/summary');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const [expected] = await rowsOf<{ orgs: number; pending: number; paid: number }>(
      session.ctx.db,
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
