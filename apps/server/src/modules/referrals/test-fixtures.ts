import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema/auth';
import { talkTimeLedger } from '../../db/schema/subscriptions';
import type { useTestApp } from '../../test/app';
import { addMember, saleOrg } from '../../test/factories';

/** What the referrals tests do again and again, against one file's test app and API key. */
export function referralKit(app: ReturnType<typeof useTestApp>, KEY: string) {
  /** What the product's sign-up app sends: no session, its API key. */
  const record = (body: Record<string, unknown>, key = KEY) =>
    app.ctx.app.inject({
      method: 'POST',
      url: '/api/app/referrals',
      headers: { 'x-api-key': key },
      payload: body,
    });

  let serial = 0;
  /** A customer user of a team of their own, with a referral code; their id, team and code. */
  async function referrer(phone?: string) {
    serial += 1;
    const orgId = await saleOrg(app.ctx.db);
    const userId = await addMember(app.ctx.db, orgId, 'Referrer', `No${serial}`);
    const code = `REFTEST${serial}${Date.now() % 100000}`;
    await app.ctx.db
      .update(users)
      .set({ referralCode: code, ...(phone ? { phone } : {}) })
      .where(eq(users.id, userId));
    return { userId, orgId, code };
  }

  const ledgerOf = (orgId: number) =>
    app.ctx.db.select().from(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId));

  // Unlimited Pro monthly at its catalogue price: a paid first subscription.
  const sale = (orgId: number) => ({
    org_id: orgId,
    plan: 1022,
    variant: 10221,
    order_type: 'PURCHASE',
    payment_type: 'RAZORPAY',
    payment_id: `pay_referral_${orgId}`,
    amount: 349900,
    price_override_reason: 'Referral test sale',
  });

  async function rule(body: Record<string, unknown>) {
    const response = await app.su.post('/api/admin/reward-rules', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.rule as { id: number };
  }

  /** The number in the last referrer's name (`Referrer No<n>`). */
  const lastSerial = () => serial;

  return { record, referrer, lastSerial, ledgerOf, sale, rule };
}
