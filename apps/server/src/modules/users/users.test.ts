import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { outbox } from '../../db/schema/outbox';
import { orgMembers } from '../../db/schema/teams';
import { simPhoneConnections, softphoneStates, userDevices } from '../../db/schema/users';
import { useTestApp, type TestClient } from '../../test/app';
import { insertOrg, xsrfHeaders } from '../../test/factories';

const app = useTestApp();
let orgId: number;
let asha: number;
let ravi: number;

/** The header a browser sends with a state-changing GET. */
const xsrf = (client: TestClient = app.su) => xsrfHeaders(client);
const auditOf = (action: string) =>
  app.ctx.db.select().from(auditLog).where(eq(auditLog.action, action));

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Kaveri Traders', productNumber: null })).id;
  const inserted = await app.ctx.db
    .insert(users)
    .values([
      {
        firstName: 'Asha',
        lastName: 'Menon',
        phone: '9876543210',
        email: 'asha@kaveri.in',
        role: 'ORG_ADMIN',
        referralCode: 'ASHA2026',
        lastIp: '10.0.0.7',
      },
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        phone: '9123456780',
        role: 'ORG_USER',
        status: 'INACTIVE',
      },
    ])
    .returning({ id: users.id });
  asha = inserted[0]!.id;
  ravi = inserted[1]!.id;
  await app.ctx.db.update(users).set({ referredById: asha }).where(eq(users.id, ravi));
  await app.ctx.db.insert(orgMembers).values([
    { orgId, userId: asha, role: 'OWNER' },
    { orgId, userId: ravi, role: 'MEMBER' },
  ]);
  await app.ctx.db.insert(userDevices).values({
    userId: asha,
    platform: 'android',
    model: 'Pixel 8',
    pushToken: 'tok-asha',
    ip: '10.0.0.7',
  });
  await app.ctx.db
    .insert(softphoneStates)
    .values({ userId: asha, sipUsername: 'sip-asha', status: 'REGISTERED', presence: 'AVAILABLE' });
  await app.ctx.db
    .insert(simPhoneConnections)
    .values({ userId: asha, phone: '9876543210', deviceModel: 'Pixel 8' });
});

describe('GET /api/users/search', () => {
  it('lists customers newest first, never staff, with a total', async () => {
    const body = (await app.su.get('/api/users/search')).json().data;
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([ravi, asha]);
    expect(body).toMatchObject({
      total_items: 2,
      total_is_estimate: false,
      page: 1,
      page_size: 10,
    });
  });

  it('filters by status and text, and matches a phone typed with +91', async () => {
    const inactive = (await app.su.get('/api/users/search?status=INACTIVE')).json().data.rows;
    expect(inactive.map((r: { id: number }) => r.id)).toEqual([ravi]);
    const byPhone = (
      await app.su.get(`/api/users/search?text=${encodeURIComponent('+91 98765 43210')}`)
    ).json().data.rows;
    expect(byPhone.map((r: { id: number }) => r.id)).toEqual([asha]);
    const asc = (await app.su.get('/api/users/search?order=ASC&text=a')).json().data.rows;
    expect(asc[0].id).toBe(asha);
  });

  it('names a bad parameter and refuses without a session', async () => {
    const bad = await app.su.get('/api/users/search?order=SIDEWAYS&page=0');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['order', 'page']);
    expect((await app.ctx.client().get('/api/users/search')).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id and its parts', () => {
  it('returns orgs, IP, referral code, referrals and referred-by', async () => {
    const detail = (await app.su.get(`/api/users/${asha}`)).json().data;
    expect(detail).toMatchObject({
      id: asha,
      ip: '10.0.0.7',
      referral_code: 'ASHA2026',
      referred_by: null,
      referral_count: 1,
    });
    expect(detail.orgs).toEqual([
      { id: orgId, name: 'Kaveri Traders', role: 'OWNER', product_number: null },
    ]);
    expect(detail.referrals[0]).toMatchObject({ id: ravi, first_name: 'Ravi' });
    expect(detail.sim_connections[0]).toMatchObject({ phone: '9876543210', status: 'LINKED' });
    const referred = (await app.su.get(`/api/users/${ravi}`)).json().data;
    expect(referred.referred_by).toEqual({ id: asha, first_name: 'Asha', last_name: 'Menon' });
  });

  it('hides staff and unknown ids behind a 404', async () => {
    expect((await app.su.get(`/api/users/${app.su.userId}`)).statusCode).toBe(404);
    expect((await app.su.get('/api/users/999999')).statusCode).toBe(404);
  });

  it('shows the recent device without its push token, and the softphone', async () => {
    const device = (await app.su.get(`/api/users/${asha}/recent-device`)).json().data;
    expect(device).toMatchObject({ platform: 'android', model: 'Pixel 8', has_push_token: true });
    expect(device.push_token).toBeUndefined();
    expect((await app.su.get(`/api/users/${ravi}/recent-device`)).json().data).toBeNull();
    expect((await app.su.get(`/api/users/${asha}/softphone`)).json().data).toMatchObject({
      status: 'REGISTERED',
      presence: 'AVAILABLE',
    });
  });

  it('reconnects a softphone through the switch outbox, audited', async () => {
    const url = `/api/users/${asha}/reconnect-softphone`;
    expect((await app.su.get(url)).statusCode).toBe(403); // no CSRF token: a link cannot trigger it
    const response = await app.su.get(url, xsrf());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.softphone.status).toBe('RECONNECTING');
    const [sent] = await app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, response.json().data.request_id));
    expect(sent).toMatchObject({
      channel: 'SWITCH',
      recipient: 'sip-asha',
      payload: { action: 'reregister-softphone', user_id: asha },
    });
    expect(await auditOf('users.reconnect_softphone')).toHaveLength(1);
    expect((await app.su.get(`/api/users/${ravi}/reconnect-softphone`, xsrf())).statusCode).toBe(
      404,
    );
  });

  it('reconnects a softphone by POST too (what the console sends), with the XSRF header', async () => {
    const url = `/api/users/${asha}/reconnect-softphone`;
    const before = (await auditOf('users.reconnect_softphone')).length;
    const crossSite = await app.su.request('POST', url, {}, { 'x-xsrf-token': '' });
    expect(crossSite.statusCode).toBe(403);
    const response = await app.su.post(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.softphone.status).toBe('RECONNECTING');
    expect(await auditOf('users.reconnect_softphone')).toHaveLength(before + 1);
  });
});

describe('changes', () => {
  it('creates a user with the phone stored as ten digits; a duplicate phone is a conflict', async () => {
    const response = await app.su.post('/api/admin/users', {
      first_name: 'Meera',
      last_name: 'Iyer',
      phone: '+91 70000 11111',
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id;
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ phone: '7000011111', role: 'ORG_USER' });
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await auditOf('users.create')).map((a) => a.subjectId)).toContain(String(id));
    expect(
      (await app.su.post('/api/admin/users', { first_name: 'X', phone: '7000011111' })).statusCode,
    ).toBe(409);
  });

  it('rejects a phone that is not an Indian mobile, naming the field', async () => {
    const response = await app.su.post('/api/admin/users', { first_name: 'Bad', phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('phone');
  });

  it('invites a new person to an org and sends an SMS; inviting them again is a conflict', async () => {
    const body = { first_name: 'Kiran', last_name: 'Das', phone: '8000022222', org_id: orgId };
    const response = await app.su.post('/api/admin/users/invite', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ created: true, org_id: orgId });
    const userId = response.json().data.user.id;
    const members = await app.ctx.db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    expect(members).toHaveLength(1);
    const sms = await app.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'SMS'), eq(outbox.recipient, '8000022222')));
    expect(sms).toHaveLength(1);
    expect((await auditOf('users.invite'))[0]).toMatchObject({ orgId, subjectId: String(userId) });
    expect(
      (await app.su.post('/api/admin/users/invite', { ...body, phone: '+918000022222' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await app.su.post('/api/admin/users/invite', { ...body, org_id: 999999 })).statusCode,
    ).toBe(404);
    const listed = (await app.su.get(`/api/users/org/${orgId}`)).json().data;
    expect(listed.total_items).toBe(3);
    expect(listed.rows[0]).toMatchObject({ id: userId, org_role: 'MEMBER' });
  });

  it('sends a push to the newest device with a token; none is a 400 naming user_id', async () => {
    const response = await app.su.post('/api/admin/send-pn', {
      user_id: asha,
      title: 'Hello',
      body: 'Your plan renews tomorrow',
    });
    expect(response.statusCode).toBe(200);
    const [push] = await app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, response.json().data.message_id));
    expect(push).toMatchObject({ channel: 'PUSH', recipient: 'tok-asha' });
    expect(await auditOf('users.send_push')).toHaveLength(1);
    const none = await app.su.post('/api/admin/send-pn', { user_id: ravi, title: 'Hi', body: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('user_id');
  });

  it('unlinks a SIM connection once', async () => {
    const [sim] = await app.ctx.db
      .select()
      .from(simPhoneConnections)
      .where(eq(simPhoneConnections.userId, asha));
    const response = await app.su.post(`/api/admin/user-sim-phone-connection/${sim!.id}/unlink`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('UNLINKED');
    const [after] = await app.ctx.db
      .select()
      .from(simPhoneConnections)
      .where(eq(simPhoneConnections.id, sim!.id));
    expect(after).toMatchObject({ status: 'UNLINKED', unlinkedById: app.su.userId });
    expect(await auditOf('users.unlink_sim')).toHaveLength(1);
    expect(
      (await app.su.post(`/api/admin/user-sim-phone-connection/${sim!.id}/unlink`)).statusCode,
    ).toBe(409);
  });

  it('refuses a staff member without the grant', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: ['create', 'update'], subject: 'User', inverted: true },
    ]);
    expect(
      (await limited.post('/api/admin/users', { first_name: 'N', phone: '7000099999' })).statusCode,
    ).toBe(403);
    expect(
      (await limited.get(`/api/users/${asha}/reconnect-softphone`, xsrf(limited))).statusCode,
    ).toBe(403);
    expect((await limited.get(`/api/users/${asha}`)).statusCode).toBe(200);
  });
});

describe('org tabs', () => {
  it('lists presence, available first', async () => {
    const rows = (await app.su.get(`/api/presence/org/${orgId}`)).json().data;
    expect(rows[0]).toMatchObject({ user_id: asha, presence: 'AVAILABLE' });
    expect(rows.find((r: { user_id: number }) => r.user_id === ravi)).toMatchObject({
      presence: 'OFFLINE',
      softphone_status: null,
    });
    expect((await app.su.get('/api/presence/org/999999')).statusCode).toBe(404);
  });

  it('keeps a deleted org readable (its data is kept) and refuses changes to it with 409', async () => {
    const gone = await insertOrg(app.ctx.db, {
      name: 'Closed Kaveri Branch',
      deletedAt: new Date(),
    });
    await app.ctx.db.insert(orgMembers).values({ orgId: gone!.id, userId: asha, role: 'OWNER' });
    const members = await app.su.get(`/api/users/org/${gone!.id}`);
    expect(members.statusCode).toBe(200);
    expect(members.json().data.rows.map((r: { id: number }) => r.id)).toEqual([asha]);
    const presence = await app.su.get(`/api/presence/org/${gone!.id}`);
    expect(presence.statusCode).toBe(200);
    expect(presence.json().data).toMatchObject([{ user_id: asha }]);
    const invite = await app.su.post('/api/admin/users/invite', {
      first_name: 'Late',
      last_name: 'Joiner',
      phone: '9330099887',
      org_id: gone!.id,
    });
    expect(invite.statusCode).toBe(409);
    expect(await app.ctx.db.select().from(users).where(eq(users.phone, '9330099887'))).toHaveLength(
      0,
    );
  });
});
