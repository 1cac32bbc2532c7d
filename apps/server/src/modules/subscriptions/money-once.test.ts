import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments } from '../../db/schema/payments';
import { subscriptions, talkTimeLedger, topUps } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// Money happens once (DESIGN.md convention 12): a sale sent many times at once, with or
// without an Idempotency-Key, is one sale, one payment, one invoice and one ledger entry.
const app = useTestApp();

const TIMES = 20;
const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

const pulse = (orgId: number, minutes = 500, utr = `UTR${orgId}A`) => ({
  org_id: orgId,
  talk_time_minutes: minutes,
  payment_type: 'BANK_TRANSFER',
  payment_id: utr,
  amount: 35_400,
});

const plan = (orgId: number, payment: object) => ({
  org_id: orgId,
  plan: 1022,
  variant: 10221,
  order_type: 'PURCHASE',
  ...payment,
});

async function recordsOf(orgId: number) {
  const db = app.ctx.db;
  const [sales, ups, paid, bills, ledger] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    db.select().from(topUps).where(eq(topUps.orgId, orgId)),
    db.select().from(payments).where(eq(payments.orgId, orgId)),
    db.select().from(invoices).where(eq(invoices.orgId, orgId)),
    db.select().from(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId)),
  ]);
  return {
    subscriptions: sales.length,
    topUps: ups.length,
    payments: paid.length,
    invoices: bills.length,
    ledger: ledger.map((l) => l.deltaMinutes),
  };
}

const atOnce = (send: () => ReturnType<typeof app.su.post>) =>
  Promise.all(Array.from({ length: TIMES }, send));

describe('identical sales sent at once without an Idempotency-Key', () => {
  it('makes one pulse top-up with one payment, one invoice and one ledger entry for one bank UTR', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const answers = await atOnce(() => app.su.post('/api/subscription/top-up', pulse(orgId)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.json().data.top_up.id)).size).toBe(1);
    expect(answers.filter((r) => !r.json().data.replayed)).toHaveLength(1);
    expect(await recordsOf(orgId)).toMatchObject({
      topUps: 1,
      payments: 1,
      invoices: 1,
      ledger: [500],
    });
  });

  it('makes one subscription with one payment and one invoice for one bank UTR', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = plan(orgId, {
      payment_type: 'BANK_TRANSFER',
      payment_id: `UTR${orgId}S`,
      amount: 349_900,
    });
    const answers = await atOnce(() => app.su.post('/api/subscription', body));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.json().data.subscription.id)).size).toBe(1);
    expect(await recordsOf(orgId)).toMatchObject({ subscriptions: 1, payments: 1, invoices: 1 });
  });

  it('makes one subscription for a Razorpay payment id, answering every twin with it', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const body = plan(orgId, {
      payment_type: 'RAZORPAY',
      payment_id: `pay_once${orgId}`,
      amount: 349_900,
    });
    const answers = await atOnce(() => app.su.post('/api/subscription', body));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.json().data.subscription.id)).size).toBe(1);
    expect(await recordsOf(orgId)).toMatchObject({ subscriptions: 1, payments: 1, invoices: 1 });
  });

  it('makes one subscription and one daily top-up when the payment was not collected', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const free = { payment_type: 'BANK_TRANSFER', payment_id: null, amount: 0 };
    const sales = await atOnce(() => app.su.post('/api/subscription', plan(orgId, free)));
    expect(new Set(sales.map((r) => r.json().data.subscription.id)).size).toBe(1);
    const daily = {
      org_id: orgId,
      talk_time_minutes: 60,
      ...free,
      metadata: { type: 'DAILY_TALKTIME_CHOTA_TOP_UP' },
    };
    const ups = await atOnce(() => app.su.post('/api/subscription/daily-top-up', daily));
    expect(ups.map((r) => r.statusCode)).toEqual(ups.map(() => 200));
    expect(await recordsOf(orgId)).toMatchObject({ subscriptions: 1, topUps: 1, payments: 0 });
  });
});

describe('one bank UTR, one sale', () => {
  it('refuses a second, different top-up with a UTR already recorded for the org (409), writing nothing', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const utr = `UTR${orgId}B`;
    expect((await app.su.post('/api/subscription/top-up', pulse(orgId, 500, utr))).statusCode).toBe(
      200,
    );
    const again = await app.su.post('/api/subscription/top-up', pulse(orgId, 1000, utr), {
      'idempotency-key': `other-form-${orgId}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Payment reference ${utr} is already recorded for this org`);
    const plan2 = await app.su.post(
      '/api/subscription',
      plan(orgId, { payment_type: 'BANK_TRANSFER', payment_id: utr, amount: 349_900 }),
    );
    expect(plan2.statusCode).toBe(409);
    expect(await recordsOf(orgId)).toMatchObject({
      subscriptions: 0,
      topUps: 1,
      payments: 1,
      invoices: 1,
      ledger: [500],
    });
    // Another org may have a transfer with the same reference number from its own bank.
    const other = await saleOrg(app.ctx.db);
    expect((await app.su.post('/api/subscription/top-up', pulse(other, 500, utr))).statusCode).toBe(
      200,
    );
  });
});

describe('an Idempotency-Key binds to the whole request', () => {
  it('refuses the key with other minutes (same amount) with 409, writing nothing', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const headers = { 'idempotency-key': `bind-${orgId}` };
    const first = await app.su.post('/api/subscription/top-up', pulse(orgId, 500), headers);
    expect(first.statusCode).toBe(200);
    const other = await app.su.post('/api/subscription/top-up', pulse(orgId, 1000), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(KEY_REUSED);
    // The same request again is still answered with the first top-up.
    const replay = await app.su.post('/api/subscription/top-up', pulse(orgId, 500), headers);
    expect(replay.json().data).toMatchObject({
      replayed: true,
      top_up: { id: first.json().data.top_up.id },
    });
    expect(await recordsOf(orgId)).toMatchObject({ topUps: 1, payments: 1, ledger: [500] });
  });

  it('refuses the key on another route, and for a subscription with another description', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const headers = { 'idempotency-key': `route-${orgId}` };
    const body = plan(orgId, { payment_type: 'BANK_TRANSFER', payment_id: null, amount: 0 });
    expect((await app.su.post('/api/subscription', body, headers)).statusCode).toBe(200);
    const changed = await app.su.post(
      '/api/subscription',
      { ...body, description: 'Another order' },
      headers,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(KEY_REUSED);
    const elsewhere = await app.su.post('/api/subscription/top-up', pulse(orgId), headers);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(KEY_REUSED);
    expect(await recordsOf(orgId)).toMatchObject({ subscriptions: 1, topUps: 0, payments: 0 });
  });
});
