import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inviteCodeRedemptions, inviteCodes } from '../../db/schema/invite-codes';
import { subscriptions, talkTimeLedger } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { addMember, auditOf, onboardedOrg, saleOrg } from '../../test/factories';

const KEY = 'invite-code-app-key-000000000001';
const app = useTestApp({ APP_API_KEY: KEY });
const DAY = 86_400_000;

async function code(body: Record<string, unknown>): Promise<{ id: number; code: string }> {
  const response = await app.su.post('/api/admin/invite-codes', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.codes[0];
}

/** What the product's sign-up app sends: no session, its API key. */
const redeem = (body: Record<string, unknown>, key = KEY) =>
  app.ctx.app.inject({
    method: 'POST',
    url: '/api/app/invite-codes/redeem',
    headers: { 'x-api-key': key },
    payload: body,
  });

/** A customer user who is a member of the team. */
const memberOf = (orgId: number) => addMember(app.ctx.db, orgId, 'Redeemer');

const ledgerOf = (orgId: number) =>
  app.ctx.db.select().from(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId));

describe('POST /api/app/invite-codes/redeem', () => {
  it('takes only a user_id of the team: 404 for nobody, 400 for someone else, and no use taken', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const otherTeam = await saleOrg(app.ctx.db);
    const outsider = await memberOf(otherTeam);
    const c = await code({ benefit: 'TALK_TIME_MINUTES', benefit_value: 10, max_redemptions: 5 });
    const nobody = await redeem({ code: c.code, org_id: orgId, user_id: 987654 });
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(nobody.json()).toMatchObject({
      message: 'User 987654 does not exist',
      details: [{ field: 'user_id' }],
    });
    const foreign = await redeem({ code: c.code, org_id: orgId, user_id: outsider });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json()).toMatchObject({
      message: `User ${outsider} is not a member of team ${orgId}`,
      details: [{ field: 'user_id' }],
    });
    const detail = (await app.su.get(`/api/admin/invite-codes/${c.id}`)).json().data;
    expect(detail).toMatchObject({ redemptions: 0 });
  });

  it('wants the app key, and names an unknown code', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const noKey = await redeem(
      { code: 'ABCDEFGH', org_id: orgId },
      'wrong-key-wrong-key-wrong-key',
    );
    expect(noKey.statusCode).toBe(401);
    const unknown = await redeem({ code: 'abcd-efgh', org_id: orgId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invite code ABCDEFGH does not exist');
  });

  it('puts minutes on the talk-time ledger once: a repeat answers the first result', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const c = await code({ benefit: 'TALK_TIME_MINUTES', benefit_value: 750, max_redemptions: 5 });
    const member = await memberOf(orgId);
    const first = await redeem({ code: c.code.toLowerCase(), org_id: orgId, user_id: member });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      code: c.code,
      org_id: orgId,
      benefit: '750 minutes of talk-time',
      repeated: false,
    });
    const again = await redeem({ code: c.code, org_id: orgId });
    expect(again.json().data).toMatchObject({
      benefit: '750 minutes of talk-time',
      repeated: true,
    });
    const ledger = await ledgerOf(orgId);
    expect(ledger.map((l) => [l.deltaMinutes, l.refType, l.refId])).toEqual([
      [750, 'invite_code', String(c.id)],
    ]);
    const detail = (await app.su.get(`/api/admin/invite-codes/${c.id}`)).json().data;
    expect(detail).toMatchObject({ redemptions: 1, status: 'ACTIVE' });
    expect(detail.redemption_list).toMatchObject([{ org_id: orgId, user_id: member }]);
    expect(await auditOf(app.ctx.db, 'invite_code.redeem', c.id)).toHaveLength(1);
    const hub = await app.su.get(`/api/org/${orgId}/invite-code`);
    expect(hub.json().data).toMatchObject({ code: c.code, invite_code_id: c.id });
  });

  it("extends the team's running trial by the code's days, and refuses a team with none", async () => {
    const trialOrg = await onboardedOrg(app.ctx.db, { paid: false });
    const [before] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, trialOrg.id));
    const c = await code({ benefit: 'TRIAL_DAYS', benefit_value: 14, max_redemptions: 10 });
    expect((await redeem({ code: c.code, org_id: trialOrg.id })).statusCode).toBe(200);
    const [after] = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, trialOrg.id));
    expect(after!.validTill.getTime() - before!.validTill.getTime()).toBe(14 * DAY);

    const paying = await onboardedOrg(app.ctx.db, { paid: true });
    const refused = await redeem({ code: c.code, org_id: paying.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This team has no running trial for the code to extend');
    // Refused means untouched: the use was not taken.
    const [row] = await app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, c.id));
    expect(row!.redemptions).toBe(1);
  });

  it('sells a PLAN through the billing rules, at no charge, and records a discount for the next sale', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const plan = await code({ benefit: 'PLAN', plan_id: 1016, variant_id: 10161 });
    const sold = await redeem({ code: plan.code, org_id: orgId });
    expect(sold.statusCode, sold.body).toBe(200);
    const subs = await app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orgId, orgId));
    expect(subs.map((s) => [s.planId, s.variantId, s.amount, s.orderType])).toEqual([
      [1016, 10161, 0, 'PURCHASE'],
    ]);
    const discount = await code({ benefit: 'DISCOUNT_PERCENT', benefit_value: 15 });
    const other = await saleOrg(app.ctx.db);
    const recorded = await redeem({ code: discount.code, org_id: other });
    expect(recorded.json().data.benefit).toBe('15% off the next sale');
    const [redemption] = await app.ctx.db
      .select()
      .from(inviteCodeRedemptions)
      .where(eq(inviteCodeRedemptions.orgId, other));
    expect(redemption!.detail).toEqual({ discount_percent: 15 });
    // The seller of the team's next sale is told; a paid sale uses it up.
    const context = (await app.su.get(`/api/subscription/org-context/${other}`)).json().data;
    expect(context.invite_discount).toMatchObject({ code: discount.code, percent: 15 });
    await app.ctx.db.insert(subscriptions).values({
      orgId: other,
      planId: 1016,
      variantId: 10161,
      status: 'active',
      orderType: 'PURCHASE',
      startDate: new Date(Date.now() + 1000),
      validTill: new Date(Date.now() + 30 * DAY),
      amount: 199_900,
      createdAt: new Date(Date.now() + 1000),
    });
    const after = (await app.su.get(`/api/subscription/org-context/${other}`)).json().data;
    expect(after.invite_discount).toBeNull();
  });

  it('says why a paused, scheduled or expired code cannot be used', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const paused = await code({ benefit: 'TRIAL_DAYS', benefit_value: 3 });
    await app.su.put(`/api/admin/invite-codes/${paused.id}`, { paused: true });
    const scheduled = await code({
      benefit: 'TRIAL_DAYS',
      benefit_value: 3,
      valid_from: '2099-01-01T00:00:00+05:30',
    });
    const expired = await code({
      benefit: 'TRIAL_DAYS',
      benefit_value: 3,
      valid_from: '2025-01-01T00:00:00+05:30',
      valid_till: '2025-02-01T00:00:00+05:30',
    });
    const answers = await Promise.all(
      [paused, scheduled, expired].map((c) => redeem({ code: c.code, org_id: orgId })),
    );
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual([
      [400, `Invite code ${paused.code} is paused`],
      [400, `Invite code ${scheduled.code} is valid from 01 Jan 2099, 12:00 am`],
      [400, `Invite code ${expired.code} expired on 01 Feb 2025, 12:00 am`],
    ]);
  });

  it('lets exactly 10 of 50 teams redeeming a 10-use code at once succeed', async () => {
    const c = await code({ benefit: 'TALK_TIME_MINUTES', benefit_value: 100, max_redemptions: 10 });
    const orgs = await Promise.all(Array.from({ length: 50 }, () => saleOrg(app.ctx.db)));
    const answers = await Promise.all(orgs.map((orgId) => redeem({ code: c.code, org_id: orgId })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(
      new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)),
    ).toEqual(new Set(['Invite code exhausted']));
    const [row] = await app.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, c.id));
    expect(row!.redemptions).toBe(10);
    const counted = await app.ctx.db.execute(
      sql`select (select count(*) from invite_code_redemptions where invite_code_id = ${c.id})::int as redemptions,
                 (select count(*) from talk_time_ledger where ref_type = 'invite_code' and ref_id = ${String(c.id)})::int as ledger`,
    );
    expect((counted as unknown as { rows: unknown[] }).rows[0]).toEqual({
      redemptions: 10,
      ledger: 10,
    });
    const status = (await app.su.get(`/api/admin/invite-codes/${c.id}`)).json().data.status;
    expect(status).toBe('EXHAUSTED');
  });
});
