import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardCalls,
  DashboardGrowth,
  DashboardMoney,
} from '@switchboard/contract/dashboard-charts';
import { callHistory } from '../../db/schema/calls';
import { creditNotes, invoices, paymentRefunds, payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { chartRequests } from './charts-test-requests';
import { insertCalls, insertOrg, payingOrg } from '../../test/factories';

// The money, growth and call charts, and the per-day counters they read (charts-queues.test.ts
// has the KYC and outbox charts and the range). Each chart against rows made for it, on days
// of March 2025 nothing else in this database touches. The India day boundary: 18:00 UTC is 23:30 IST the same day; 19:00 UTC is 00:30 IST
// the next day, though still the same UTC day.
const app = useTestApp();
const { at, get, listTotal } = chartRequests(app);
const march = 'from=2025-03-01&to=2025-03-31';
const day = <T extends { period: string }>(periods: T[], date: string): T => {
  const found = periods.find((p) => p.period === date);
  if (!found) throw new Error(`no period ${date}`);
  return found;
};

describe('GET /api/dashboards/money', () => {
  let paid: number[] = [];
  beforeAll(async () => {
    const orgId = await payingOrg(app.ctx.db);
    const other = await payingOrg(app.ctx.db, { stateCode: '29' });
    const pay = async (org: number, amount: number, when: string) => {
      const response = await app.su.post('/api/payments/bank-payment', {
        org_id: org,
        amount,
        payment_ref: `UTR-DASH-${amount}`,
      });
      const id = response.json().data.payment.id as number;
      await app.ctx.db
        .update(payments)
        .set({ createdAt: at(when) })
        .where(eq(payments.id, id));
      await app.ctx.db
        .update(invoices)
        .set({ issuedAt: at(when) })
        .where(eq(invoices.paymentId, id));
      return id;
    };
    paid = [
      await pay(orgId, 118_000, '2025-03-10T18:00:00Z'), // 23:30 IST, 10 March
      await pay(other, 59_000, '2025-03-10T19:00:00Z'), // 00:30 IST, 11 March
      await pay(orgId, 23_600, '2025-02-20T06:00:00Z'),
    ];
    // A refund of the first payment, paid out (and its credit note issued) on 12 March.
    await app.su.delete('/api/payments/bank-payment', {
      payment_id: paid[0],
      amount: 11_800,
      reason: 'Overcharged',
    });
    await app.ctx.db
      .update(paymentRefunds)
      .set({ createdAt: at('2025-03-12T05:00:00Z') })
      .where(eq(paymentRefunds.paymentId, paid[0]!));
    await app.ctx.db
      .update(creditNotes)
      .set({ issuedAt: at('2025-03-12T05:00:00Z') })
      .where(eq(creditNotes.paymentId, paid[0]!));
  });

  it('puts each payment, invoice and refund on its India day, with the GST split', async () => {
    const data = await get<DashboardMoney>(`/api/dashboards/money?${march}`);
    expect(data).toMatchObject({ from: '2025-03-01', to: '2025-03-31', granularity: 'day' });
    expect(data.periods).toHaveLength(31);
    const [first, second] = await app.ctx.db
      .select()
      .from(invoices)
      .where(inArray(invoices.paymentId, paid.slice(0, 2)))
      .orderBy(invoices.paymentId);
    expect(day(data.periods, '2025-03-10')).toMatchObject({
      received: 118_000,
      payments: 1,
      taxable: first!.taxable,
      cgst: first!.cgst,
      sgst: first!.sgst,
      igst: 0,
    });
    // Another state: IGST instead of CGST+SGST.
    expect(day(data.periods, '2025-03-11')).toMatchObject({
      received: 59_000,
      payments: 1,
      cgst: 0,
      sgst: 0,
      igst: second!.igst,
    });
    expect(second!.igst).toBeGreaterThan(0);
    const [note] = await app.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.paymentId, paid[0]!));
    expect(day(data.periods, '2025-03-12')).toMatchObject({
      received: 0,
      refunded: 11_800,
      credited: note!.total,
    });
    expect(day(data.periods, '2025-03-09')).toMatchObject({ received: 0, payments: 0 });
    expect(data.totals).toMatchObject({ received: 177_000, payments: 2, refunded: 11_800 });
  });

  it('counts what the payments list shows for the same days', async () => {
    const data = await get<DashboardMoney>(`/api/dashboards/money?${march}`);
    for (const date of ['2025-03-10', '2025-03-11', '2025-03-12']) {
      expect(await listTotal(`/api/orders/payments?from=${date}&to=${date}`), date).toBe(
        day(data.periods, date).payments,
      );
    }
    expect(await listTotal(`/api/orders/payments?${march}`)).toBe(data.totals.payments);
  });

  it('groups by India month, cutting the months at the range ends', async () => {
    const data = await get<DashboardMoney>(
      '/api/dashboards/money?from=2025-02-15&to=2025-03-10&granularity=month',
    );
    expect(data.periods.map((p: { period: string }) => p.period)).toEqual([
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(data.periods[0]).toMatchObject({ received: 23_600, payments: 1 });
    // 11 March (00:30 IST) is past the range's end.
    expect(data.periods[1]).toMatchObject({ received: 118_000, payments: 1 });
  });
});

describe('GET /api/dashboards/growth', () => {
  beforeAll(async () => {
    const made = (when: string, isTrial: boolean, deleted = false) =>
      insertOrg(app.ctx.db, {
        createdAt: at(when),
        isTrial,
        ...(deleted ? { deletedAt: at('2025-03-20T00:00:00Z') } : {}),
      });
    await made('2025-03-05T18:00:00Z', true); // 23:30 IST, 5 March
    await made('2025-03-05T19:00:00Z', false); // 00:30 IST, 6 March
    await made('2025-03-06T10:00:00Z', true);
    await made('2025-03-06T11:00:00Z', false, true); // deleted: not counted
    const trialOrg = await made('2025-01-01T00:00:00Z', true);
    await app.ctx.db.insert(subscriptions).values({
      orgId: trialOrg.id,
      planId: 1016,
      status: 'active',
      orderType: 'TRIAL',
      startDate: at('2025-03-06T04:00:00Z'),
      validTill: at('2025-03-13T04:00:00Z'),
      createdAt: at('2025-03-06T04:00:00Z'),
    });
  });

  it('counts live new teams per India day, those paying now, and trials started', async () => {
    const data = await get<DashboardGrowth>(`/api/dashboards/growth?${march}`);
    expect(day(data.periods, '2025-03-05')).toMatchObject({ new_orgs: 1, paying: 0 });
    expect(day(data.periods, '2025-03-06')).toMatchObject({
      new_orgs: 2,
      paying: 1,
      trials_started: 1,
    });
    expect(data.totals).toEqual({ new_orgs: 3, paying: 1, trials_started: 1 });
  });

  it('counts what the Teams and Subscriptions lists show for the same days', async () => {
    const data = await get<DashboardGrowth>(`/api/dashboards/growth?${march}`);
    const six = day(data.periods, '2025-03-06');
    const teams = '/api/org/search?created_from=2025-03-06&created_to=2025-03-06';
    expect(await listTotal(teams)).toBe(six.new_orgs);
    expect(await listTotal(`${teams}&trial=false`)).toBe(six.paying);
    expect(
      await listTotal('/api/subscription/list?order_type=TRIAL&from=2025-03-06&to=2025-03-06'),
    ).toBe(six.trials_started);
  });
});

describe('GET /api/dashboards/calls', () => {
  beforeAll(async () => {
    const org = await insertOrg(app.ctx.db, {});
    const call = (startedAt: string, status: string, extra = {}) => ({
      orgId: org.id,
      isTrial: 1,
      status,
      startedAt: at(startedAt),
      ...extra,
    });
    const ids = await insertCalls(app.ctx.db, [
      call('2025-03-15T18:00:00Z', 'ANSWERED'), // 23:30 IST, 15 March
      call('2025-03-15T19:00:00Z', 'ANSWERED'), // 00:30 IST, 16 March
      call('2025-03-15T10:00:00Z', 'MISSED'),
      call('2025-03-15T11:00:00Z', 'BUSY'), // becomes FAILED below
      call('2025-03-15T12:00:00Z', 'BUSY'), // soft-deleted below
      call('2025-03-15T13:00:00Z', 'NO_ANSWER'), // deleted below
      call('2025-03-15T09:00:00Z', 'ANSWERED', { deletedAt: at('2025-03-20T00:00:00Z') }),
      call('2025-03-15T09:30:00Z', 'ANSWERED', { isTrial: 0 }), // not a trial call
    ]);
    // The counters follow updates and deletes too (statement triggers).
    await app.ctx.db
      .update(callHistory)
      .set({ status: 'FAILED' })
      .where(eq(callHistory.id, ids[3]!));
    await app.ctx.db
      .update(callHistory)
      .set({ deletedAt: new Date() })
      .where(eq(callHistory.id, ids[4]!));
    await app.ctx.db.delete(callHistory).where(eq(callHistory.id, ids[5]!));
  });

  it('counts live trial calls per India day and status', async () => {
    const data = await get<DashboardCalls>(`/api/dashboards/calls?${march}`);
    expect(day(data.periods, '2025-03-15').statuses).toEqual({
      ANSWERED: 1,
      MISSED: 1,
      BUSY: 0,
      FAILED: 1,
      NO_ANSWER: 0,
    });
    expect(day(data.periods, '2025-03-16').statuses.ANSWERED).toBe(1);
    expect(data.totals).toEqual({ ANSWERED: 2, MISSED: 1, BUSY: 0, FAILED: 1, NO_ANSWER: 0 });
  });

  it('counts what the Trial Call History list shows for the same status and days', async () => {
    const data = await get<DashboardCalls>(`/api/dashboards/calls?${march}`);
    for (const [date, status] of [
      ['2025-03-15', 'ANSWERED'],
      ['2025-03-16', 'ANSWERED'],
      ['2025-03-15', 'FAILED'],
      ['2025-03-15', 'BUSY'],
    ] as const) {
      expect(
        await listTotal(`/api/call-history/trial?status=${status}&from=${date}&to=${date}`),
        `${date} ${status}`,
      ).toBe(day(data.periods, date).statuses[status]);
    }
  });

  it('sums the counters again from the calls themselves', async () => {
    const [row] = (
      (await app.ctx.db.execute(
        sql`select count(*)::int as n from call_history
             where is_trial = 1 and deleted_at is null
               and started_at >= '2025-03-01T00:00:00+05:30' and started_at < '2025-04-01T00:00:00+05:30'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const data = await get<DashboardCalls>(`/api/dashboards/calls?${march}`);
    const total = Object.values(data.totals as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(row!.n);
  });
});

describe('the per-day counters', () => {
  // Everything above inserted, moved to other days, refunded, soft-deleted and deleted rows:
  // the triggers' sums still equal the tables counted afresh.
  const same = async (counters: string, fresh: string) => {
    const rows = async (query: string) =>
      ((await app.ctx.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
    expect(await rows(counters)).toEqual(await rows(fresh));
  };
  const day = (column: string) => `(${column} at time zone 'Asia/Kolkata')::date::text`;

  it('hold what the tables hold', async () => {
    await same(
      `select day::text as day, received::float8, payments::float8, refunded::float8, taxable::float8,
              cgst::float8, sgst::float8, igst::float8, credited::float8
         from money_day_totals
        where received <> 0 or payments <> 0 or refunded <> 0 or taxable <> 0 or credited <> 0
        order by 1`,
      `select day, sum(received)::float8 as received, sum(payments)::float8 as payments,
              sum(refunded)::float8 as refunded, sum(taxable)::float8 as taxable, sum(cgst)::float8 as cgst,
              sum(sgst)::float8 as sgst, sum(igst)::float8 as igst, sum(credited)::float8 as credited
         from (select ${day('created_at')} as day, amount as received, 1 as payments, 0 as refunded,
                      0 as taxable, 0 as cgst, 0 as sgst, 0 as igst, 0 as credited
                 from payments where deleted_at is null
               union all
               select ${day('created_at')}, 0, 0, amount, 0, 0, 0, 0, 0 from payment_refunds
               union all
               select ${day('created_at')}, 0, 0, 0, taxable, cgst, sgst, igst, 0 from invoices
               union all
               select ${day('created_at')}, 0, 0, 0, 0, 0, 0, 0, total from credit_notes) f
        group by 1 order by 1`,
    );
    await same(
      `select day::text as day, is_trial, n::int from org_day_counts where n <> 0 order by 1, 2`,
      `select ${day('created_at')} as day, is_trial, count(*)::int as n
         from orgs where deleted_at is null group by 1, 2 order by 1, 2`,
    );
    await same(
      `select day::text as day, is_trial, status, n::int from call_day_counts where n <> 0 order by 1, 2, 3`,
      `select ${day('started_at')} as day, is_trial, status, count(*)::int as n
         from call_history where deleted_at is null group by 1, 2, 3 order by 1, 2, 3`,
    );
  });
});
