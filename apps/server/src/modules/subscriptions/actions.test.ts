import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { subscriptions, talkTimeLedger } from '../../db/schema/subscriptions';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { auditActions, saleOrg } from '../../test/factories';

const app = useTestApp();

async function subscribed() {
  const orgId = await saleOrg(app.ctx.db);
  const response = await app.su.post('/api/subscription', {
    org_id: orgId,
    plan: 1022,
    variant: 10221,
    order_type: 'PURCHASE',
    payment_type: 'RAZORPAY',
    payment_id: `pay_x_${orgId}`,
    amount: 349900,
  });
  return { orgId, id: response.json().data.subscription.id as number };
}
const actionsOf = (orgId: number) => auditActions(app.ctx.db, orgId);

describe('subscription actions', () => {
  it('changes validity, updates add-ons and freebies, ends, each audited', async () => {
    const { orgId, id } = await subscribed();
    const validity = await app.su.post('/api/subscription/update-validity', {
      subscription_id: id,
      valid_till: '2027-06-30',
      gstin: '29ABCDE1234F1Z5',
      extras: 'Goodwill month',
    });
    expect(validity.json().data).toMatchObject({
      message: 'Subscription validity changed successfully',
      subscription: { gstin: '29ABCDE1234F1Z5', status: 'active' },
    });
    expect(validity.json().data.subscription.valid_till).toBe('2027-06-30T18:29:59.999Z');

    const addons = await app.su.put(`/api/subscription/${id}`, {
      addons: [{ addon_id: 2, count: 3 }],
    });
    expect(addons.json().data.message).toBe('Addons Update successfully');
    expect(addons.json().data.subscription.addons).toEqual([
      { addon_id: 2, slug: 'automation-v2-pack-of-5', count: 3, amount: 149700 },
    ]);
    const twoRecordings = await app.su.put(`/api/subscription/${id}`, {
      addons: [
        { addon_id: 4, count: 1 },
        { addon_id: 6, count: 1 },
      ],
    });
    expect(twoRecordings.statusCode).toBe(400);
    expect(twoRecordings.json().message).toBe('Choose only one call-recording add-on');
    const freebies = await app.su.put(`/api/subscription/${id}`, {
      freebies: { users: 2, talk_time_minutes: 300 },
    });
    expect(freebies.json().data).toMatchObject({
      message: 'Freebies Update successfully',
      subscription: { freebies: { users: 2, talk_time_minutes: 300 } },
    });

    const ended = await app.su.post(`/api/subscription/end/${id}`);
    expect(ended.json().data).toMatchObject({
      message: 'Plan ended successfully',
      subscription: { status: 'ended' },
    });
    expect((await app.su.post(`/api/subscription/end/${id}`)).statusCode).toBe(409);
    expect(await actionsOf(orgId)).toEqual(
      expect.arrayContaining([
        'subscription.update_validity',
        'subscription.update_addons',
        'subscription.update_freebies',
        'subscription.end',
      ]),
    );
  });

  it('changes and assigns the product number, comparing without +91', async () => {
    const { orgId } = await subscribed();
    const [org] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, orgId));
    const changed = await app.su.post('/api/subscription/change-number', {
      org_id: orgId,
      old_number: `+91${org!.productNumber}`,
      new_number: '+918047111222',
      paid: true,
    });
    expect(changed.json().data.message).toBe('SF number changed or assigned successfully');
    const [entry] = (
      await app.ctx.db.select().from(auditLog).where(eq(auditLog.orgId, orgId))
    ).filter((a) => a.action === 'subscription.change_number');
    expect(entry?.summary).toMatchObject({
      product_number: { before: org!.productNumber, after: '8047111222' },
      paid: true,
    });
    const [after] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, orgId));
    expect(after!.productNumber).toBe('8047111222');
    const wrongOld = await app.su.post('/api/subscription/change-number', {
      org_id: orgId,
      old_number: '8000000000',
      new_number: '8047111333',
      paid: false,
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(
      (
        await app.su.post('/api/subscription/assign-number', {
          org_id: orgId,
          number: '8047111444',
          paid: false,
        })
      ).statusCode,
    ).toBe(409);

    const bare = await saleOrg(app.ctx.db, { productNumber: null });
    const taken = await app.su.post('/api/subscription/assign-number', {
      org_id: bare,
      number: '8047111222',
      paid: false,
    });
    expect(taken.statusCode).toBe(409);
    const assigned = await app.su.post('/api/subscription/assign-number', {
      org_id: bare,
      number: '8047111555',
      paid: false,
    });
    expect(assigned.json().data.message).toBe('SF number changed or assigned successfully');
    expect(await actionsOf(bare)).toEqual(['subscription.assign_number']);
  });
});

describe('talk-time', () => {
  it('sets the balance by appending the difference to the ledger', async () => {
    const orgId = await saleOrg(app.ctx.db);
    await app.ctx.db
      .insert(talkTimeLedger)
      .values({ orgId, deltaMinutes: 500, reason: 'Plan talk-time' });
    const set = await app.su.post(`/api/subscription/talk-time/${orgId}`, { talk_time: 320 });
    expect(set.json().data).toMatchObject({
      message: 'Talktime Updated Successfully',
      talk_time: 320,
    });
    const read = await app.su.get(`/api/subscription/talk-time/${orgId}`);
    expect(read.json().data.talk_time).toBe(320);
    expect(
      read.json().data.talk_time_ledger.map((e: { delta_minutes: number }) => e.delta_minutes),
    ).toEqual([-180, 500]);
    expect(await actionsOf(orgId)).toEqual(['subscription.set_talk_time']);
  });

  it('credits free talk-time minutes given as freebies to the ledger, and takes them back when lowered', async () => {
    const { orgId, id } = await subscribed();
    const balance = async () =>
      (await app.su.get(`/api/subscription/talk-time/${orgId}`)).json().data;
    const before = (await balance()).talk_time;
    expect(
      (
        await app.su.put(`/api/subscription/${id}`, {
          freebies: { users: 1, talk_time_minutes: 300 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await balance()).talk_time).toBe(before + 300);
    await app.su.put(`/api/subscription/${id}`, { freebies: { users: 1, talk_time_minutes: 100 } });
    // Changing only the users adds nothing to the ledger.
    await app.su.put(`/api/subscription/${id}`, { freebies: { users: 3, talk_time_minutes: 100 } });
    const after = await balance();
    expect(after.talk_time).toBe(before + 100);
    expect(after.talk_time_ledger.slice(0, 2)).toMatchObject([
      { delta_minutes: -200, ref_type: 'subscription', ref_id: String(id) },
      { delta_minutes: 300, ref_type: 'subscription', ref_id: String(id) },
    ]);
    // The balance is the sum of the entries, whoever reads it.
    const sum = after.talk_time_ledger.reduce(
      (total: number, e: { delta_minutes: number }) => total + e.delta_minutes,
      0,
    );
    expect(after.talk_time).toBe(sum);
  });

  it('refuses to edit or delete a ledger entry, in the database itself', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const [entry] = await app.ctx.db
      .insert(talkTimeLedger)
      .values({ orgId, deltaMinutes: 500, reason: 'Plan talk-time' })
      .returning();
    // Drizzle wraps the database's error; its cause is PostgreSQL's own message.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(
        app.ctx.db
          .update(talkTimeLedger)
          .set({ deltaMinutes: 5000 })
          .where(eq(talkTimeLedger.id, entry!.id)),
      ),
    ).toMatch(/append-only: UPDATE/);
    expect(
      await refusal(app.ctx.db.delete(talkTimeLedger).where(eq(talkTimeLedger.orgId, orgId))),
    ).toMatch(/append-only: DELETE/);
    expect((await app.su.get(`/api/subscription/talk-time/${orgId}`)).json().data.talk_time).toBe(
      500,
    );
  });

  it('filters the Subscriptions page by plan, org and expiry, and reads one subscription', async () => {
    const { orgId, id } = await subscribed();
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await app.ctx.db.update(subscriptions).set({ validTill: soon }).where(eq(subscriptions.id, id));
    const later = (
      await app.su.post('/api/subscription', {
        org_id: orgId,
        plan: 1017,
        variant: 10171,
        order_type: 'RENEW',
        payment_type: 'RAZORPAY',
        payment_id: `pay_y_${orgId}`,
        amount: 149900,
      })
    ).json().data.subscription;

    const ids = async (query: string) =>
      (await app.su.get(`/api/subscription/list?${query}&page_size=200`))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
    expect(await ids(`org_id=${orgId}`)).toEqual([later.id, id]);
    expect(await ids(`org_id=${orgId}&plan_id=1017`)).toEqual([later.id]);
    expect(await ids(`org_id=${orgId}&expiring_within_days=7`)).toEqual([id]);
    expect(await ids(`org_id=${orgId}&expiring_within_days=3`)).toEqual([]);
    expect(await ids(`org_id=${orgId}&status=ended`)).toEqual([]);

    const byOrg = async (order: string) =>
      (await app.su.get(`/api/subscription/org/${orgId}?order=${order}`))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await byOrg('DESC')).toEqual([later.id, id]);
    expect(await byOrg('ASC')).toEqual([id, later.id]);

    const one = await app.su.get(`/api/subscription/${later.id}`);
    expect(one.json().data).toMatchObject({
      id: later.id,
      org_id: orgId,
      plan_id: 1017,
      plan_name: 'Biz Phone',
      variant_name: 'Monthly',
      order_type: 'RENEW',
      amount: 149900,
      payment_id: `pay_y_${orgId}`,
    });
    expect((await app.su.get('/api/subscription/99999999')).statusCode).toBe(404);
  });

  it('lists subscriptions for staff, filtered, and nothing for a caller without a session', async () => {
    expect((await app.ctx.client().get('/api/subscription/list')).statusCode).toBe(401);
    const admin = await app.ctx.loginAs('ADMIN');
    const list = await admin.get('/api/subscription/list?status=active&page_size=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows.every((r: { status: string }) => r.status === 'active')).toBe(
      true,
    );
  });
});
