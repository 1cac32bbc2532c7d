import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { callDetails, callHistory } from '../../db/schema/calls';
import { toneWav } from '../../db/seed/calls-demo';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { createOrg, insertCalls } from './test-calls';

let ctx: TestContext;
let su: TestClient;
let orgId: number;
let withRecording: number;
let withoutRecording: number;
let missingFile: number;

beforeAll(async () => {
  ctx = await createTestContext();
  su = await ctx.loginAs('SU');
  orgId = await createOrg(ctx.db, 'Recordings Pvt Ltd');
  await ctx.app.files.put('recordings/test/one.wav', toneWav(1, 440), 'audio/wav');
  [withRecording, withoutRecording, missingFile] = (await insertCalls(ctx.db, [
    { orgId, recordingId: 'recordings/test/one.wav', duration: 40, source: 'DIALER' },
    { orgId, duration: 12 },
    { orgId, recordingId: 'recordings/test/gone.wav', duration: 50 },
  ])) as [number, number, number];
});
afterAll(() => ctx.close());

describe('GET /call-history/recording/{id}', () => {
  it('answers a signed URL that serves the audio, and refuses it once tampered with', async () => {
    const response = await su.get(`/api/call-history/recording/${withRecording}`);
    expect(response.statusCode).toBe(200);
    const url = response.json().data.recording_url as string;
    expect(url).toMatch(/sig=/);
    const audio = await ctx.app.inject({ method: 'GET', url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await ctx.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("refuses a call without a recording with the spec's message", async () => {
    const response = await su.get(`/api/call-history/recording/${withoutRecording}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Call Recording ID');
  });

  it('answers no url when the recording file is missing, 404 for an unknown call', async () => {
    expect((await su.get(`/api/call-history/recording/${missingFile}`)).json().data).toEqual({ recording_url: null });
    expect((await su.get('/api/call-history/recording/999999')).statusCode).toBe(404);
  });
});

describe('PUT /call-history/{id}', () => {
  it('updates the CDR and audits the original values in the same change', async () => {
    const response = await su.put(`/api/call-history/${withoutRecording}`, { status: 'BUSY', duration: 0, ended_at: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe('CDR updated successfully');
    expect(response.json().data.call).toMatchObject({ status: 'BUSY', duration: 0, ended_at: null });
    const [row] = await ctx.db.select().from(callHistory).where(eq(callHistory.id, withoutRecording));
    expect(row).toMatchObject({ status: 'BUSY', duration: 0 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calls.update'), eq(auditLog.subjectId, String(withoutRecording))));
    expect(entry).toMatchObject({ orgId, actorId: su.cookies.size > 0 ? entry?.actorId : null });
    expect(entry?.summary).toEqual({ status: { before: 'ANSWERED', after: 'BUSY' }, duration: { before: 12, after: 0 } });
  });

  it('refuses bad fields, naming them, and changes nothing', async () => {
    const bad = await su.put(`/api/call-history/${withRecording}`, { duration: -5, status: 'LOST' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['duration', 'status']);
    const backwards = await su.put(`/api/call-history/${withRecording}`, { ended_at: '2020-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('ended_at');
    const [row] = await ctx.db.select().from(callHistory).where(eq(callHistory.id, withRecording));
    expect(row?.duration).toBe(40);
    expect((await su.put('/api/call-history/999999', { duration: 3 })).statusCode).toBe(404);
  });
});

describe('details and dialer CDRs', () => {
  it('answers details with feedback and transcript, empty ones when none were recorded', async () => {
    await ctx.db.insert(callDetails).values({
      callId: withRecording,
      summary: 'Asked about renewal',
      feedbackRating: 4,
      transcript: [{ speaker: 'AGENT', at_seconds: 0, text: 'Hello' }],
    });
    const detail = (await su.get(`/api/call-history/${withRecording}/details`)).json().data;
    expect(detail).toMatchObject({ summary: 'Asked about renewal', feedback_rating: 4, call: { id: withRecording } });
    expect(detail.transcript).toHaveLength(1);
    expect((await su.get(`/api/call-history/${missingFile}/details`)).json().data).toMatchObject({ summary: null, transcript: [] });
  });

  it('lists dialer CDRs by a filter body', async () => {
    const response = await su.post('/api/admin/dialer/cdr/list', { org_id: orgId, page: 0, page_size: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.rows.map((r: { id: number }) => r.id)).toEqual([withRecording]);
    expect((await su.post('/api/admin/dialer/cdr/list', { status: 'MISSED' })).json().data.total_items).toBe(0);
  });
});
