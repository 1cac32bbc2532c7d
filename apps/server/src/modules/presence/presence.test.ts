import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { softphoneStates, userDevices } from '../../db/schema/users';
import { useTestApp } from '../../test/app';
import { addMember, insertOrg } from '../../test/factories';

const KEY = 'switch-ingest-key-0123456789abcdef';
let orgId: number;
let userId: number;
const app = useTestApp({ INGEST_API_KEY: KEY });
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Presence Pvt Ltd' })).id;
  userId = await addMember(app.ctx.db, orgId, 'Meera', 'Iyer');
});

const events = (body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'POST',
    url: '/api/presence/events',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });
const presenceOf = async (id: number) =>
  ((await app.su.get(`/api/presence/org/${orgId}`)).json().data as { user_id: number }[]).find(
    (r) => r.user_id === id,
  );

describe('POST /presence/events', () => {
  it('registers a softphone, records its device, and shows the member available', async () => {
    const res = await events({
      user_id: userId,
      event: 'registered',
      at: '2026-06-01T09:00:00+05:30',
      sip_username: 'meera.iyer',
      device: { platform: 'ANDROID', model: 'Pixel 8', app_version: '5.2.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ applied: 1, stale: 0 });
    expect(await presenceOf(userId)).toMatchObject({
      presence: 'AVAILABLE',
      softphone_status: 'REGISTERED',
      presence_since: '2026-06-01T03:30:00.000Z',
    });
    const device = (await app.su.get(`/api/users/${userId}/recent-device`)).json().data;
    expect(device).toMatchObject({ platform: 'ANDROID', model: 'Pixel 8', app_version: '5.2.0' });
  });

  it('applies a batch in the order things happened and ignores what is older than the state', async () => {
    const res = await events({
      events: [
        { user_id: userId, event: 'idle', at: '2026-06-01T09:10:00+05:30' },
        { user_id: userId, event: 'on_call', at: '2026-06-01T09:05:00+05:30' },
      ],
    });
    expect(res.json().data).toEqual({ applied: 2, stale: 0 });
    // The call began at 09:05 and ended at 09:10: available since 09:10.
    expect(await presenceOf(userId)).toMatchObject({
      presence: 'AVAILABLE',
      presence_since: '2026-06-01T03:40:00.000Z',
    });
    // A retry of the 09:05 event arrives late: it must not make her busy again.
    const late = await events({
      user_id: userId,
      event: 'on_call',
      at: '2026-06-01T09:05:00+05:30',
    });
    expect(late.json().data).toEqual({ applied: 0, stale: 1 });
    expect(await presenceOf(userId)).toMatchObject({ presence: 'AVAILABLE' });
  });

  it('the same device seen again is updated, not added twice', async () => {
    await events({
      user_id: userId,
      event: 'away',
      at: '2026-06-01T09:20:00+05:30',
      device: { platform: 'ANDROID', model: 'Pixel 8', app_version: '5.3.0' },
    });
    const devices = await app.ctx.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.userId, userId));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ appVersion: '5.3.0' });
    expect(await presenceOf(userId)).toMatchObject({ presence: 'AWAY' });
  });

  it('refuses the whole batch for an unknown user, and a first event without a SIP user', async () => {
    const newcomer = await addMember(app.ctx.db, orgId, 'Kabir');
    const unknown = await events({
      events: [
        {
          user_id: newcomer,
          event: 'registered',
          at: '2026-06-01T10:00:00Z',
          sip_username: 'kabir',
        },
        { user_id: 99_999_999, event: 'idle', at: '2026-06-01T10:00:00Z' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'User 99999999 does not exist',
      details: [{ field: 'events.1.user_id' }],
    });
    const noSip = await events({ user_id: newcomer, event: 'idle', at: '2026-06-01T10:00:00Z' });
    expect(noSip.statusCode).toBe(400);
    expect(noSip.json().details).toEqual([
      { field: 'events.0.sip_username', message: 'required on the first event' },
    ]);
    expect(
      await app.ctx.db.select().from(softphoneStates).where(eq(softphoneStates.userId, newcomer)),
    ).toEqual([]);
  });

  it('needs the switch key', async () => {
    const body = { user_id: userId, event: 'idle', at: '2026-06-01T11:00:00Z' };
    expect((await events(body, null)).statusCode).toBe(401);
    expect((await app.su.post('/api/presence/events', body)).statusCode).toBe(401);
  });
});

describe('GET /presence/org/:id/stream', () => {
  let base: string;
  beforeAll(async () => {
    base = await app.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends a presence event to the org’s open streams when a member changes', async () => {
    const cookie = [...app.su.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const abort = new AbortController();
    const response = await fetch(`${base}/api/presence/org/${orgId}/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    expect(received).toContain('retry: 5000');

    await events({ user_id: userId, event: 'on_call', at: '2026-06-01T12:00:00Z' });
    while (!received.includes('event: presence')) {
      received += decoder.decode((await reader.read()).value);
    }
    expect(received).toContain(`data: {"user_id":${userId}}`);
    abort.abort();
  });

  it('is closed to callers without a session', async () => {
    const response = await fetch(`${base}/api/presence/org/${orgId}/stream`);
    expect(response.status).toBe(401);
  });
});
