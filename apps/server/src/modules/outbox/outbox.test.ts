import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;
let otherOrgId: number;

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Outbox Opticals' })).id;
  otherOrgId = (await insertOrg(app.ctx.db, { name: 'Quiet Traders' })).id;
  // The invitation SMS is recorded by the real invite flow.
  const invited = await app.su.post('/api/admin/users/invite', {
    first_name: 'Ravi',
    last_name: 'Menon',
    phone: '+91 93300 12345',
    org_id: orgId,
  });
  expect(invited.statusCode).toBe(200);
  await app.ctx.db.insert(outbox).values([
    {
      channel: 'PUSH',
      recipient: 'fcm-secret-token-abcdef123456',
      payload: { title: 'Hello' },
      status: 'PENDING',
    },
    {
      channel: 'WEBHOOK',
      recipient: 'https://hooks.example.in/x',
      payload: { event: 'org.onboarded' },
      status: 'FAILED',
      attempts: 8,
      lastError: 'HTTP 500',
      orgId,
    },
    {
      channel: 'SWITCH',
      recipient: '8047000001',
      payload: { action: 'refresh-trunk' },
      orgId: otherOrgId,
    },
  ]);
});

describe('GET /api/outbox', () => {
  it('lists what the providers recorded, newest first, with the org named', async () => {
    const response = await app.su.get('/api/outbox');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      total_items: 4,
      total_is_estimate: false,
      page: 1,
      page_size: 10,
    });
    expect(page.rows.map((r: { channel: string }) => r.channel)).toEqual([
      'SWITCH',
      'WEBHOOK',
      'PUSH',
      'SMS',
    ]);
    const sms = page.rows[3];
    expect(sms).toMatchObject({
      recipient: '9330012345',
      status: 'PENDING',
      org: { id: orgId, name: 'Outbox Opticals' },
      payload: {
        template: 'org_invite',
        vars: { first_name: 'Ravi', org_name: 'Outbox Opticals' },
        text: expect.stringContaining('Hi Ravi, you have been added to the team Outbox Opticals'),
      },
      provider: null,
      delivered_at: null,
    });
  });

  it('shows only the end of a push token', async () => {
    const [push] = (await app.su.get('/api/outbox?channel=PUSH')).json().data.rows;
    expect(push.recipient).toBe('…123456');
    expect(JSON.stringify(push)).not.toContain('fcm-secret-token');
  });

  it('filters by channel, status and org, and pages', async () => {
    const ids = async (query: string) =>
      (await app.su.get(`/api/outbox?${query}`))
        .json()
        .data.rows.map((r: { channel: string }) => r.channel);
    expect(await ids('channel=WEBHOOK')).toEqual(['WEBHOOK']);
    expect(await ids('status=FAILED')).toEqual(['WEBHOOK']);
    expect(await ids(`org_id=${orgId}`)).toEqual(['WEBHOOK', 'SMS']);
    expect(await ids(`org_id=${otherOrgId}&status=PENDING`)).toEqual(['SWITCH']);
    const second = (await app.su.get('/api/outbox?page=2&page_size=3')).json().data;
    expect(second).toMatchObject({ total_items: 4, page: 2, page_size: 3 });
    expect(second.rows.map((r: { channel: string }) => r.channel)).toEqual(['SMS']);
    const failed = (await app.su.get('/api/outbox?status=FAILED')).json().data.rows[0];
    expect(failed).toMatchObject({ attempts: 8, last_error: 'HTTP 500', sent_at: null });
  });

  it('names the bad filter', async () => {
    const response = await app.su.get('/api/outbox?channel=PIGEON');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('channel');
    expect((await app.su.get('/api/outbox?org_id=abc')).json().details[0].field).toBe('org_id');
  });

  it('needs the Outbox grant and a session', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Outbox', inverted: true },
    ]);
    expect((await limited.get('/api/outbox')).statusCode).toBe(403);
    expect((await app.ctx.client().get('/api/outbox')).statusCode).toBe(401);
  });
});
