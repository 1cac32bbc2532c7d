import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { voiceMessages, voipNumberHistory, voipNumbers } from '../../db/schema/numbers';
import { orgs } from '../../db/schema/teams';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { silentWav } from '../../test/sample-audio';

let ctx: TestContext;
let su: TestClient & { userId: number };
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext({ FILES_DIR: mkdtempSync(join(tmpdir(), 'sb-numbers-')) });
  su = await ctx.loginAs('SU');
  const [org] = await ctx.db.insert(orgs).values({ name: 'Ganga Logistics' }).returning();
  orgId = org!.id;
  await ctx.db.insert(voipNumbers).values([
    { orgId, number: '8045000001', provider: 'Tata', status: 'RELEASED', releasedAt: new Date() },
    { orgId, number: '8045000002', provider: 'Airtel' },
  ]);
  await ctx.db.insert(voipNumberHistory).values([
    { orgId, number: '8045000001', action: 'ASSIGNED', actorId: su.userId },
    { orgId, number: '8045000001', action: 'RELEASED', actorId: su.userId },
  ]);
});
afterAll(() => ctx.close());

describe('voip numbers', () => {
  it('lists the org numbers active first and the history newest first', async () => {
    const numbers = (await su.get(`/api/numbers/voip/${orgId}`)).json().data;
    expect(numbers.map((n: { number: string }) => n.number)).toEqual(['8045000002', '8045000001']);
    const history = (await su.get(`/api/org/${orgId}/voip-history`)).json().data;
    expect(history).toMatchObject({ total_items: 2, rows: [{ action: 'RELEASED', actor_name: 'SU Tester1' }, { action: 'ASSIGNED' }] });
    expect((await su.get('/api/numbers/voip/999999')).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/numbers/voip/${orgId}`)).statusCode).toBe(401);
  });
});

describe('voice messages', () => {
  it('creates a text message, audited, and lists it', async () => {
    const response = await su.post('/api/voice-message/org', { org_id: orgId, name: 'After hours', text: 'We are closed, please call tomorrow.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'TTS', name: 'After hours', created_by_name: 'SU Tester1' });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'numbers.voice_message.create'));
    expect(audit).toMatchObject({ orgId, actorId: su.userId });
    const list = (await su.get(`/api/voice-message/org/${orgId}`)).json().data;
    expect(list).toHaveLength(1);
  });

  it('names missing fields', async () => {
    const response = await su.post('/api/voice-message/org', { org_id: orgId });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['name', 'text']);
  });

  it('takes a custom message only for an uploaded audio file', async () => {
    const missing = await su.post('/api/voice-message/custom', { org_id: orgId, name: 'Greeting', file_name: 'audio/nope.mp3' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('file_name');
    await ctx.app.files.put('audio/greeting.wav', silentWav(), 'audio/wav');
    const response = await su.post('/api/voice-message/custom', { org_id: orgId, name: 'Greeting', file_name: 'audio/greeting.wav' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'CUSTOM', file_name: 'audio/greeting.wav' });
    expect(await ctx.db.select().from(voiceMessages).where(eq(voiceMessages.orgId, orgId))).toHaveLength(2);
  });

  it('refuses staff without the grant', async () => {
    const limited = await ctx.loginAs('ADMIN', [{ action: 'create', subject: 'Number', inverted: true }]);
    expect((await limited.post('/api/voice-message/org', { org_id: orgId, name: 'x', text: 'y' })).statusCode).toBe(403);
  });
});
