import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { payments } from '../../db/schema/payments';
import { talkTimeLedger, topUps } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

const app = useTestApp();

const pulse = (orgId: number, minutes: number) => ({
  org_id: orgId,
  talk_time_minutes: minutes,
  payment_type: 'BANK_TRANSFER',
  payment_id: 'UTR9',
  amount: 35400,
});

describe('POST /api/subscription/top-up', () => {
  it.each([499, 10001])('refuses %i pulse minutes', async (minutes) => {
    const orgId = await saleOrg(app.ctx.db);
    const response = await app.su.post('/api/subscription/top-up', pulse(orgId, minutes));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Pulse minutes must be between 500 and 10000');
  });

  it('rounds 501 up to 1000, credits the ledger, records the payment in paise, audits', async () => {
    const orgId = await saleOrg(app.ctx.db, { productNumber: null });
    const response = await app.su.post('/api/subscription/top-up', pulse(orgId, 501), {
      'idempotency-key': `pulse-${orgId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'Topup Added successfully',
      top_up: { minutes: 1000, amount: 35400, type: 'PULSE' },
    });
    const ledger = await app.ctx.db
      .select()
      .from(talkTimeLedger)
      .where(eq(talkTimeLedger.orgId, orgId));
    expect(ledger.map((l) => l.deltaMinutes)).toEqual([1000]);
    expect(
      (await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).map(
        (p) => p.amount,
      ),
    ).toEqual([35400]);
    const actions = (await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId)))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(['payment.record', 'subscription.top_up']);
    // The same submit again answers with the first top-up.
    const again = await app.su.post('/api/subscription/top-up', pulse(orgId, 501), {
      'idempotency-key': `pulse-${orgId}`,
    });
    expect(again.json().data).toMatchObject({
      replayed: true,
      top_up: { id: response.json().data.top_up.id },
    });
    expect(
      await app.ctx.db.select().from(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId)),
    ).toHaveLength(1);
  });

  it('accepts 500 and 10000 and needs the bank-transfer amount', async () => {
    const orgId = await saleOrg(app.ctx.db);
    expect((await app.su.post('/api/subscription/top-up', pulse(orgId, 500))).statusCode).toBe(200);
    // A second top-up is paid by a second transfer: one UTR pays for one sale.
    const second = { ...pulse(orgId, 10000), payment_id: 'UTR10' };
    expect((await app.su.post('/api/subscription/top-up', second)).statusCode).toBe(200);
    const noAmount = await app.su.post('/api/subscription/top-up', {
      ...pulse(orgId, 500),
      amount: 0,
    });
    expect(noAmount.json().message).toBe('Enter the amount received by bank transfer, in rupees');
  });
});

describe('top-ups under one Idempotency-Key', () => {
  it('adds one pulse top-up for two concurrent identical submits', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const headers = { 'idempotency-key': `pulse-twin-${orgId}` };
    const [a, b] = await Promise.all(
      [1, 2].map(() => app.su.post('/api/subscription/top-up', pulse(orgId, 1500), headers)),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json().data.top_up.id).toBe(b!.json().data.top_up.id);
    expect([a!.json().data.replayed, b!.json().data.replayed].sort()).toEqual([false, true]);
    expect(await app.ctx.db.select().from(topUps).where(eq(topUps.orgId, orgId))).toHaveLength(1);
    expect(
      (await app.ctx.db.select().from(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId))).map(
        (l) => l.deltaMinutes,
      ),
    ).toEqual([1500]);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).toHaveLength(
      1,
    );
  });

  it('adds one daily top-up for two concurrent identical submits, and refuses the key for another org', async () => {
    const [orgId, other] = [await saleOrg(app.ctx.db), await saleOrg(app.ctx.db)];
    const body = (id: number) => ({
      ...pulse(id, 120),
      amount: 30_000,
      metadata: { type: 'DAILY_TALKTIME_RECURRING_TOP_UP' },
      start_date: '2026-12-10',
      end_date: '2026-12-19',
    });
    const headers = { 'idempotency-key': `daily-twin-${orgId}` };
    const answers = await Promise.all(
      [body(orgId), body(orgId), body(other)].map((b) =>
        app.su.post('/api/subscription/daily-top-up', b, headers),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect(
      await app.ctx.db
        .select()
        .from(topUps)
        .where(eq(topUps.idempotencyKey, headers['idempotency-key'])),
    ).toHaveLength(1);
    const [stored] = await app.ctx.db
      .select()
      .from(topUps)
      .where(eq(topUps.idempotencyKey, headers['idempotency-key']));
    // Rupees 300 (120 / 60 x 15 x 10 days) stored as paise.
    expect(stored).toMatchObject({
      amount: 30_000,
      minutes: 120,
      startDate: '2026-12-10',
      endDate: '2026-12-19',
    });
  });

  it('records no payment for a top-up not collected, and needs the Razorpay id otherwise', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const free = await app.su.post('/api/subscription/top-up', {
      ...pulse(orgId, 500),
      payment_type: 'RAZORPAY',
      payment_id: null,
      amount: 0,
    });
    expect(free.json().data.top_up).toMatchObject({ amount: 0, payment_id: null, minutes: 500 });
    expect(await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).toEqual([]);
    const noId = await app.su.post('/api/subscription/top-up', {
      ...pulse(orgId, 500),
      payment_type: 'RAZORPAY',
      payment_id: '',
      amount: 35_400,
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('Enter the Razorpay payment id');
  });
});

describe('POST /api/subscription/daily-top-up', () => {
  const daily = (orgId: number, minutes: number, type: string, dates: object = {}) => ({
    ...pulse(orgId, minutes),
    amount: 0,
    payment_id: null,
    metadata: { type, name: 'Daily pack' },
    ...dates,
  });

  it.each([0, 10001, 2.5])('refuses %s daily minutes', async (minutes) => {
    const orgId = await saleOrg(app.ctx.db);
    const response = await app.su.post(
      '/api/subscription/daily-top-up',
      daily(orgId, minutes, 'DAILY_TALKTIME_CHOTA_TOP_UP'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Daily pulse minutes must be a whole number from 1 to 10000',
    );
  });

  it('ends a CHOTA top-up at the end of the day in India', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const response = await app.su.post(
      '/api/subscription/daily-top-up',
      daily(orgId, 1, 'DAILY_TALKTIME_CHOTA_TOP_UP'),
    );
    expect(response.statusCode).toBe(200);
    const expires = new Date(response.json().data.top_up.expires_at);
    // 23:59:59.999 in India is 18:29:59.999 UTC.
    expect(expires.toISOString().slice(11)).toBe('18:29:59.999Z');
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('needs start and end for a recurring top-up, end not before start', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const type = 'DAILY_TALKTIME_RECURRING_TOP_UP';
    const missing = await app.su.post(
      '/api/subscription/daily-top-up',
      daily(orgId, 100, type, { start_date: '2026-12-01' }),
    );
    expect(missing.json().message).toBe('Select a start and an end date');
    const reversed = await app.su.post(
      '/api/subscription/daily-top-up',
      daily(orgId, 100, type, { start_date: '2026-12-05', end_date: '2026-12-01' }),
    );
    expect(reversed.json().message).toBe('The end date cannot be before the start date');
    const ok = await app.su.post(
      '/api/subscription/daily-top-up',
      daily(orgId, 10000, type, { start_date: '2026-12-01', end_date: '2026-12-31' }),
    );
    expect(ok.statusCode).toBe(200);
    const list = await app.su.get(`/api/subscription/talk-time/${orgId}/list`);
    expect(list.json().data).toMatchObject([
      {
        type,
        minutes: 10000,
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        name: 'Daily pack',
      },
    ]);
    expect(await app.ctx.db.select().from(topUps).where(eq(topUps.orgId, orgId))).toHaveLength(1);
  });
});
