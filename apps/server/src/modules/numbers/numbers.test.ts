import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { voiceMessages, voipNumberHistory, voipNumbers } from '../../db/schema/numbers';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { silentWav } from '../../test/sample-audio';

const app = useTestApp({ FILES_DIR: mkdtempSync(join(tmpdir(), 'sb-numbers-')) });
let orgId: number;

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Ganga Logistics' })).id;
  await app.ctx.db.insert(voipNumbers).values([
    {
      orgId,
      number: '8045000001',
      provider: 'Tata',
      status: 'QUARANTINED',
      releasedAt: new Date(),
    },
    { orgId, number: '8045000002', provider: 'Airtel' },
  ]);
  await app.ctx.db.insert(voipNumberHistory).values([
    { orgId, number: '8045000001', action: 'ASSIGNED', actorId: app.su.userId },
    { orgId, number: '8045000001', action: 'RELEASED', actorId: app.su.userId },
  ]);
});

describe('voip numbers', () => {
  it('lists the org numbers active first and the history newest first', async () => {
    const numbers = (await app.su.get(`/api/numbers/voip/${orgId}`)).json().data;
    expect(numbers.map((n: { number: string }) => n.number)).toEqual(['8045000002', '8045000001']);
    const history = (await app.su.get(`/api/org/${orgId}/voip-history`)).json().data;
    expect(history).toMatchObject({
      total_items: 2,
      rows: [{ action: 'RELEASED', actor_name: 'SU Tester1' }, { action: 'ASSIGNED' }],
    });
    expect((await app.su.get('/api/numbers/voip/999999')).statusCode).toBe(404);
    expect((await app.ctx.client().get(`/api/numbers/voip/${orgId}`)).statusCode).toBe(401);
  });
});

describe("GET /api/numbers/voip: every org's numbers", () => {
  type Row = { number: string; org_id: number | null; org_name: string | null };
  let kaveri: number;
  const numbers = async (query: string) =>
    ((await app.su.get(`/api/numbers/voip?${query}`)).json().data.rows as Row[]).map(
      (r) => r.number,
    );

  beforeAll(async () => {
    const a = await insertOrg(app.ctx.db, { name: 'Kaveri Textiles' });
    const b = await insertOrg(app.ctx.db, { name: 'Narmada Foods' });
    kaveri = a!.id;
    const day = (d: string) => new Date(`${d}T10:00:00Z`);
    await app.ctx.db.insert(voipNumbers).values([
      { orgId: kaveri, number: '8066100001', provider: 'Jio', assignedAt: day('2026-01-01') },
      {
        orgId: kaveri,
        number: '8066100002',
        provider: 'Airtel',
        status: 'QUARANTINED',
        assignedAt: day('2026-02-01'),
        releasedAt: day('2026-02-20'),
      },
      { orgId: b!.id, number: '8066100003', provider: 'Jio', assignedAt: day('2026-03-01') },
      // Released long ago and no longer tied to an org.
      {
        orgId: null,
        number: '8066100004',
        provider: 'Jio',
        status: 'QUARANTINED',
        assignedAt: day('2025-12-01'),
      },
    ]);
  });

  it('lists newest assignment first across orgs, with each org', async () => {
    const page = (await app.su.get('/api/numbers/voip?text=80661')).json().data;
    expect(page.rows.map((r: Row) => [r.number, r.org_name])).toEqual([
      ['8066100003', 'Narmada Foods'],
      ['8066100002', 'Kaveri Textiles'],
      ['8066100001', 'Kaveri Textiles'],
      ['8066100004', null],
    ]);
    expect(page).toMatchObject({ total_items: 4, total_is_estimate: false, page: 1 });
    expect(page.rows[1]).toMatchObject({
      org_id: kaveri,
      status: 'QUARANTINED',
      provider: 'Airtel',
    });
    const second = (await app.su.get('/api/numbers/voip?text=80661&page=2&page_size=3')).json()
      .data;
    expect(second).toMatchObject({ total_items: 4, page: 2, page_size: 3 });
    expect(second.rows.map((r: Row) => r.number)).toEqual(['8066100004']);
  });

  it('finds part of a number, with or without +91, and filters by status and provider', async () => {
    expect(await numbers(`text=${encodeURIComponent('+91 80661-00003')}`)).toEqual(['8066100003']);
    expect(await numbers(`text=${encodeURIComponent('+918066100003')}`)).toEqual(['8066100003']);
    expect(await numbers('text=6610000')).toEqual([
      '8066100003',
      '8066100002',
      '8066100001',
      '8066100004',
    ]);
    expect(await numbers('text=80661&status=ASSIGNED')).toEqual(['8066100003', '8066100001']);
    expect(await numbers('text=80661&status=QUARANTINED&provider=Jio')).toEqual(['8066100004']);
    expect(await numbers('text=80661&provider=Airtel')).toEqual(['8066100002']);
    expect(await numbers('text=80661&provider=Vodafone')).toEqual([]);
  });

  it('names a bad filter, and refuses staff without the grant', async () => {
    for (const [query, field] of [
      ['text=abc', 'text'],
      ['status=LIVE', 'status'],
      ['page_size=500', 'page_size'],
    ]) {
      const bad = await app.su.get(`/api/numbers/voip?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().details[0].field).toBe(field);
    }
    expect((await app.ctx.client().get('/api/numbers/voip')).statusCode).toBe(401);
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Number', inverted: true },
    ]);
    const refused = await limited.get('/api/numbers/voip');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('a deleted org', () => {
  it('keeps its numbers, history and voice messages readable, and refuses new messages with 409', async () => {
    const gone = await insertOrg(app.ctx.db, {
      name: 'Closed Ganga Depot',
      deletedAt: new Date(),
    });
    const id = gone!.id;
    await app.ctx.db
      .insert(voipNumbers)
      .values({ orgId: id, number: '8045000099', provider: 'Tata' });
    await app.ctx.db
      .insert(voipNumberHistory)
      .values({ orgId: id, number: '8045000099', action: 'ASSIGNED', actorId: app.su.userId });
    await app.ctx.db
      .insert(voiceMessages)
      .values({ orgId: id, name: 'Old greeting', kind: 'TTS', text: 'Hello' });
    const numbers = await app.su.get(`/api/numbers/voip/${id}`);
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json().data.map((n: { number: string }) => n.number)).toEqual(['8045000099']);
    const history = await app.su.get(`/api/org/${id}/voip-history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.total_items).toBe(1);
    const messages = await app.su.get(`/api/voice-message/org/${id}`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().data).toMatchObject([{ name: 'Old greeting' }]);
    const create = await app.su.post('/api/voice-message/org', {
      org_id: id,
      name: 'New',
      text: 'Too late',
    });
    expect(create.statusCode).toBe(409);
    expect(
      await app.ctx.db.select().from(voiceMessages).where(eq(voiceMessages.orgId, id)),
    ).toHaveLength(1);
  });
});

describe('voice messages', () => {
  it('creates a text message, audited, and lists it', async () => {
    const response = await app.su.post('/api/voice-message/org', {
      org_id: orgId,
      name: 'After hours',
      text: 'We are closed, please call tomorrow.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      kind: 'TTS',
      name: 'After hours',
      created_by_name: 'SU Tester1',
    });
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'numbers.voice_message.create'));
    expect(audit).toMatchObject({ orgId, actorId: app.su.userId });
    const list = (await app.su.get(`/api/voice-message/org/${orgId}`)).json().data;
    expect(list).toHaveLength(1);
  });

  it('names missing fields', async () => {
    const response = await app.su.post('/api/voice-message/org', { org_id: orgId });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['name', 'text']);
  });

  it('takes a custom message only for an uploaded audio file', async () => {
    const missing = await app.su.post('/api/voice-message/custom', {
      org_id: orgId,
      name: 'Greeting',
      file_name: 'audio/nope.mp3',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('file_name');
    await app.ctx.app.files.put('audio/greeting.wav', silentWav(), 'audio/wav');
    const response = await app.su.post('/api/voice-message/custom', {
      org_id: orgId,
      name: 'Greeting',
      file_name: 'audio/greeting.wav',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'CUSTOM', file_name: 'audio/greeting.wav' });
    expect(
      await app.ctx.db.select().from(voiceMessages).where(eq(voiceMessages.orgId, orgId)),
    ).toHaveLength(2);
  });

  it('refuses staff without the grant', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'create', subject: 'Number', inverted: true },
    ]);
    expect(
      (await limited.post('/api/voice-message/org', { org_id: orgId, name: 'x', text: 'y' }))
        .statusCode,
    ).toBe(403);
  });
});
