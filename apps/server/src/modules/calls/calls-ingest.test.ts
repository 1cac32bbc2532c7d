import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHistory } from '../../db/schema/calls';
import { toneWav } from '../../db/seed/calls-demo';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { createOrg } from './test-calls';

const KEY = 'switch-ingest-key-0123456789abcdef';
let ctx: TestContext;
let su: TestClient;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext({ INGEST_API_KEY: KEY });
  su = await ctx.loginAs('SU');
  orgId = await createOrg(ctx.db, 'Ingest Pvt Ltd');
});
afterAll(() => ctx.close());

const cdr = (id: string, extra: Record<string, unknown> = {}) => ({
  switch_call_id: id,
  org_id: orgId,
  call_type: 'INCOMING',
  status: 'ANSWERED',
  from_number: '+919812345678',
  to_number: '8047000002',
  duration: 42,
  started_at: '2026-04-01T10:00:00+05:30',
  ended_at: '2026-04-01T10:00:42+05:30',
  ...extra,
});
const ingest = (body: unknown, key: string | null = KEY) =>
  ctx.app.inject({ method: 'POST', url: '/api/call-history/ingest', payload: body as object, headers: key ? { 'x-api-key': key } : {} });

describe('POST /call-history/ingest', () => {
  it('refuses callers without the API key, even staff sessions', async () => {
    expect((await ingest(cdr('no-key'), null)).statusCode).toBe(401);
    expect((await ingest(cdr('bad-key'), 'x'.repeat(KEY.length))).statusCode).toBe(401);
    expect((await su.post('/api/call-history/ingest', cdr('staff'))).statusCode).toBe(401);
    expect(await ctx.db.select().from(callHistory)).toHaveLength(0);
  });

  it('stores one CDR with its recording and is idempotent on the switch call id', async () => {
    const recording = { content_type: 'audio/wav', content_base64: toneWav(1, 523).toString('base64') };
    const first = await ingest(cdr('sw-1', { recording, is_trial: true }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ created: 1, duplicates: 0 });
    const id = first.json().data.results[0].id as number;
    const again = await ingest(cdr('sw-1', { duration: 99 }));
    expect(again.json().data).toEqual({ created: 0, duplicates: 1, results: [{ switch_call_id: 'sw-1', id, created: false }] });
    const rows = await ctx.db.select().from(callHistory).where(eq(callHistory.switchCallId, 'sw-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ duration: 42, isTrial: 1, recordingId: 'recordings/sw-1.wav' });
    expect((await su.get(`/api/call-history/recording/${id}`)).json().data.recording_url).toMatch(/sig=/);
  });

  it('takes a batch, creating the new and reporting the known', async () => {
    const response = await ingest({ cdrs: [cdr('sw-1'), cdr('sw-2'), cdr('sw-3', { source: 'DIALER', call_type: 'OUTGOING' })] });
    expect(response.json().data).toMatchObject({ created: 2, duplicates: 1 });
    expect(response.json().data.results.map((r: { created: boolean }) => r.created)).toEqual([false, true, true]);
  });

  it('refuses bad CDRs whole, naming the field, and writes nothing', async () => {
    const bad = await ingest({ cdrs: [cdr('sw-4'), cdr('sw-5', { duration: -1, status: 'WHATEVER' })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['cdrs.1.duration', 'cdrs.1.status']));
    const backwards = await ingest(cdr('sw-6', { ended_at: '2026-04-01T09:00:00+05:30' }));
    expect(backwards.statusCode).toBe(400);
    const unknownOrg = await ingest({ cdrs: [cdr('sw-7'), cdr('sw-8', { org_id: 987654 })] });
    expect(unknownOrg.statusCode).toBe(400);
    expect(unknownOrg.json().details[0].field).toBe('cdrs.1.org_id');
    const twice = await ingest({ cdrs: [cdr('sw-9'), cdr('sw-9')] });
    expect(twice.statusCode).toBe(400);
    const notAudio = await ingest(cdr('sw-10', { recording: { content_type: 'audio/wav', content_base64: Buffer.from('not a wav file at all').toString('base64') } }));
    expect(notAudio.statusCode).toBe(415);
    const ids = (await ctx.db.select({ id: callHistory.switchCallId }).from(callHistory)).map((r) => r.id).sort();
    expect(ids).toEqual(['sw-1', 'sw-2', 'sw-3']);
  });
});
