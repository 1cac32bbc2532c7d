import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { callDetails, callHistory } from '../../db/schema/calls';
import { toneWav } from '../../seed/calls-demo';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';

let orgId: number;
let withRecording: number;
let withoutRecording: number;
let missingFile: number;

const app = useTestApp();
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Recordings Pvt Ltd' })).id;
  await app.ctx.app.files.put('recordings/test/one.wav', toneWav(1, 440), 'audio/wav');
  [withRecording, withoutRecording, missingFile] = (await insertCalls(app.ctx.db, [
    { orgId, recordingId: 'recordings/test/one.wav', duration: 40, source: 'DIALER' },
    { orgId, duration: 12 },
    { orgId, recordingId: 'recordings/test/gone.wav', duration: 50 },
  ])) as [number, number, number];
});

describe('GET /call-history/recording/{id}', () => {
  it('answers a signed URL that serves the audio, and refuses it once tampered with', async () => {
    const response = await app.su.get(`/api/call-history/recording/${withRecording}`);
    expect(response.statusCode).toBe(200);
    const url = response.json().data.recording_url as string;
    expect(url).toMatch(/sig=/);
    const audio = await app.ctx.app.inject({ method: 'GET', url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(
      (await app.ctx.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('signs recording URLs for 15 minutes and refuses one that has expired', async () => {
    const url = (await app.su.get(`/api/call-history/recording/${withRecording}`)).json().data
      .recording_url as string;
    const expires = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 2_000);
      const late = await app.ctx.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(late.headers['content-type']).not.toContain('audio');
    } finally {
      vi.useRealTimers();
    }
    // A fresh lookup signs a fresh URL that plays again.
    const fresh = (await app.su.get(`/api/call-history/recording/${withRecording}`)).json().data
      .recording_url as string;
    expect((await app.ctx.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it("refuses a call without a recording with the spec's message", async () => {
    const response = await app.su.get(`/api/call-history/recording/${withoutRecording}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Call Recording ID');
  });

  it('answers no url when the recording file is missing, 404 for an unknown call', async () => {
    expect((await app.su.get(`/api/call-history/recording/${missingFile}`)).json().data).toEqual({
      recording_url: null,
    });
    expect((await app.su.get('/api/call-history/recording/999999')).statusCode).toBe(404);
  });
});

describe('POST /call-history/ingest without INGEST_API_KEY', () => {
  it('answers 503 and stores nothing: ingest is off until a key is configured', async () => {
    expect(app.ctx.config.ingestApiKey).toBeUndefined();
    const before = await app.ctx.db.select({ id: callHistory.id }).from(callHistory);
    const response = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/call-history/ingest',
      headers: { 'x-api-key': 'any-key-at-all-0123456789abcdef' },
      payload: {
        switch_call_id: 'off-1',
        org_id: orgId,
        call_type: 'INCOMING',
        status: 'ANSWERED',
        from_number: '9812345678',
        to_number: '8047000002',
        duration: 1,
        started_at: '2026-04-01T10:00:00+05:30',
      },
    });
    expect(response.statusCode).toBe(503);
    expect(await app.ctx.db.select({ id: callHistory.id }).from(callHistory)).toHaveLength(
      before.length,
    );
  });
});

describe('PUT /call-history/{id}', () => {
  it('updates the CDR and audits the original values in the same change', async () => {
    const response = await app.su.put(`/api/call-history/${withoutRecording}`, {
      status: 'BUSY',
      duration: 0,
      ended_at: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe('CDR updated successfully');
    expect(response.json().data.call).toMatchObject({
      status: 'BUSY',
      duration: 0,
      ended_at: null,
    });
    const [row] = await app.ctx.db
      .select()
      .from(callHistory)
      .where(eq(callHistory.id, withoutRecording));
    expect(row).toMatchObject({ status: 'BUSY', duration: 0 });
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'calls.update'), eq(auditLog.subjectId, String(withoutRecording))),
      );
    expect(entry).toMatchObject({ orgId, actorId: app.su.userId, subjectType: 'CallHistory' });
    expect(entry?.summary).toEqual({
      status: { before: 'ANSWERED', after: 'BUSY' },
      duration: { before: 12, after: 0 },
    });
  });

  it('moves start and end times, auditing the original instants, and ignores an unchanged one', async () => {
    const [id] = (await insertCalls(app.ctx.db, [
      {
        orgId,
        duration: 60,
        startedAt: new Date('2026-04-01T04:30:00Z'),
        endedAt: new Date('2026-04-01T04:31:00Z'),
      },
    ])) as [number];
    // India times on the wire (+05:30); the start is the same instant written differently.
    const response = await app.su.put(`/api/call-history/${id}`, {
      started_at: '2026-04-01T10:00:00+05:30',
      ended_at: '2026-04-01T10:02:30+05:30',
      duration: 150,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.call).toMatchObject({
      started_at: '2026-04-01T04:30:00.000Z',
      ended_at: '2026-04-01T04:32:30.000Z',
      duration: 150,
    });
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calls.update'), eq(auditLog.subjectId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.summary).toEqual({
      ended_at: { before: '2026-04-01T04:31:00.000Z', after: '2026-04-01T04:32:30.000Z' },
      duration: { before: 60, after: 150 },
    });
    // A start after the stored end is refused on the stored values, not only the sent ones.
    const afterEnd = await app.su.put(`/api/call-history/${id}`, {
      started_at: '2026-04-01T11:00:00+05:30',
    });
    expect(afterEnd.statusCode).toBe(400);
    expect(afterEnd.json().details[0].field).toBe('ended_at');
    // Sending the stored values back changes nothing and writes no audit entry.
    const same = await app.su.put(`/api/call-history/${id}`, {
      started_at: '2026-04-01T04:30:00Z',
      duration: 150,
    });
    expect(same.statusCode).toBe(200);
    const after = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calls.update'), eq(auditLog.subjectId, String(id))));
    expect(after).toHaveLength(1);
  });

  it('refuses a role that may not update call history', async () => {
    // Grants come after the role's rules, so an inverted one takes the right away.
    const reader = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'CallHistory', inverted: true },
    ]);
    expect((await reader.get(`/api/call-history/${withRecording}/details`)).statusCode).toBe(200);
    const response = await reader.put(`/api/call-history/${withRecording}`, { duration: 3 });
    expect(response.statusCode).toBe(403);
    const [row] = await app.ctx.db
      .select()
      .from(callHistory)
      .where(eq(callHistory.id, withRecording));
    expect(row?.duration).toBe(40);
  });

  it('refuses bad fields, naming them, and changes nothing', async () => {
    const bad = await app.su.put(`/api/call-history/${withRecording}`, {
      duration: -5,
      status: 'LOST',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['duration', 'status']);
    const backwards = await app.su.put(`/api/call-history/${withRecording}`, {
      ended_at: '2020-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('ended_at');
    const [row] = await app.ctx.db
      .select()
      .from(callHistory)
      .where(eq(callHistory.id, withRecording));
    expect(row?.duration).toBe(40);
    expect((await app.su.put('/api/call-history/999999', { duration: 3 })).statusCode).toBe(404);
  });
});

describe('details and dialer CDRs', () => {
  it('answers details with feedback and transcript, empty ones when none were recorded', async () => {
    await app.ctx.db.insert(callDetails).values({
      callId: withRecording,
      summary: 'Asked about renewal',
      feedbackRating: 4,
      transcript: [{ speaker: 'AGENT', at_seconds: 0, text: 'Hello' }],
    });
    const detail = (await app.su.get(`/api/call-history/${withRecording}/details`)).json().data;
    expect(detail).toMatchObject({
      summary: 'Asked about renewal',
      feedback_rating: 4,
      call: { id: withRecording },
    });
    expect(detail.transcript).toHaveLength(1);
    expect(
      (await app.su.get(`/api/call-history/${missingFile}/details`)).json().data,
    ).toMatchObject({
      summary: null,
      transcript: [],
      history: [],
    });
  });

  it("answer who did what to the call, newest first: its drawer's history", async () => {
    const [id] = await insertCalls(app.ctx.db, [{ orgId, duration: 12 }]);
    await app.su.put(`/api/call-history/${id}`, { duration: 13 });
    await app.su.post('/api/call-history/bulk', { action: 'delete', ids: [id] });
    await app.su.post('/api/call-history/bulk', { action: 'restore', ids: [id] });
    const { history } = (await app.su.get(`/api/call-history/${id}/details`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'calls.restore',
      'calls.delete',
      'calls.update',
    ]);
    expect(history[2]).toMatchObject({
      actor_id: app.su.userId,
      summary: { duration: { before: 12, after: 13 } },
    });
  });

  it('lists dialer CDRs by a filter body', async () => {
    const response = await app.su.post('/api/admin/dialer/cdr/list', {
      org_id: orgId,
      page: 0,
      page_size: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.rows.map((r: { id: number }) => r.id)).toEqual([withRecording]);
    expect(
      (await app.su.post('/api/admin/dialer/cdr/list', { status: 'MISSED' })).json().data
        .total_items,
    ).toBe(0);
  });

  it('applies every filter of the body to dialer CDRs only, zero-based, soft-deleted on request', async () => {
    const dialerOrg = (await insertOrg(app.ctx.db, { name: 'Dialer Pvt Ltd' })).id;
    const ids = await insertCalls(app.ctx.db, [
      {
        orgId: dialerOrg,
        source: 'DIALER',
        callType: 'OUTGOING',
        duration: 30,
        toNumber: '+919900011111',
      },
      {
        orgId: dialerOrg,
        source: 'DIALER',
        callType: 'OUTGOING',
        duration: 31,
        toNumber: '+919900022222',
      },
      {
        orgId: dialerOrg,
        source: 'DIALER',
        callType: 'OUTGOING',
        duration: 61,
        deletedAt: new Date(),
      },
      { orgId: dialerOrg, source: 'APP', callType: 'OUTGOING', duration: 31 },
    ]);
    const [at30, at31, deleted] = ids as [number, number, number];
    const list = async (body: object) => {
      const response = await app.su.post('/api/admin/dialer/cdr/list', {
        org_id: dialerOrg,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        rows: { id: number; is_soft_deleted: boolean }[];
        total_items: number;
        page: number;
      };
    };
    expect((await list({})).rows.map((r) => r.id)).toEqual([at31, at30]);
    const withDeleted = await list({ include_soft_deleted: true });
    expect(withDeleted.rows.map((r) => [r.id, r.is_soft_deleted])).toEqual([
      [deleted, true],
      [at31, false],
      [at30, false],
    ]);
    expect(
      (await list({ include_soft_deleted: 'true', duration_gt: 30, duration_lt: 61 })).rows.map(
        (r) => r.id,
      ),
    ).toEqual([at31]);
    expect((await list({ number: '9900022222' })).rows.map((r) => r.id)).toEqual([at31]);
    const second = await list({ page: 1, page_size: 1 });
    expect([second.page, second.total_items, second.rows.map((r) => r.id)]).toEqual([1, 2, [at30]]);
    const bad = await app.su.post('/api/admin/dialer/cdr/list', {
      org_id: dialerOrg,
      duration_gt: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('duration_gt');
  });
});
