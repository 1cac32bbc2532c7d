import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callHistory } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { voiceMessages } from '../../db/schema/numbers';
import { toneWav } from '../../seed/calls-demo';
import { useTestApp } from '../../test/app';
import { addMember, insertOrg } from '../../test/factories';
import { onePagePdf } from '../../test/sample-pdf';

const KEY = 'switch-ingest-key-0123456789abcdef';
let orgId: number;

const app = useTestApp({ INGEST_API_KEY: KEY });
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Ingest Pvt Ltd' })).id;
});

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
  app.ctx.app.inject({
    method: 'POST',
    url: '/api/call-history/ingest',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });

describe('POST /call-history/ingest', () => {
  it('refuses callers without the API key, even staff sessions', async () => {
    expect((await ingest(cdr('no-key'), null)).statusCode).toBe(401);
    expect((await ingest(cdr('bad-key'), 'x'.repeat(KEY.length))).statusCode).toBe(401);
    expect((await app.su.post('/api/call-history/ingest', cdr('staff'))).statusCode).toBe(401);
    expect(await app.ctx.db.select().from(callHistory)).toHaveLength(0);
  });

  it('stores one CDR with its recording and is idempotent on the switch call id', async () => {
    const recording = {
      content_type: 'audio/wav',
      content_base64: toneWav(1, 523).toString('base64'),
    };
    const first = await ingest(cdr('sw-1', { recording, is_trial: true }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ created: 1, duplicates: 0 });
    const id = first.json().data.results[0].id as number;
    const again = await ingest(cdr('sw-1', { duration: 99 }));
    expect(again.json().data).toEqual({
      created: 0,
      duplicates: 1,
      results: [{ switch_call_id: 'sw-1', id, created: false }],
    });
    const rows = await app.ctx.db
      .select()
      .from(callHistory)
      .where(eq(callHistory.switchCallId, 'sw-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ duration: 42, isTrial: 1, recordingId: 'recordings/sw-1.wav' });
    expect(
      (await app.su.get(`/api/call-history/recording/${id}`)).json().data.recording_url,
    ).toMatch(/sig=/);
  });

  it('takes a batch, creating the new and reporting the known', async () => {
    const response = await ingest({
      cdrs: [cdr('sw-1'), cdr('sw-2'), cdr('sw-3', { source: 'DIALER', call_type: 'OUTGOING' })],
    });
    expect(response.json().data).toMatchObject({ created: 2, duplicates: 1 });
    expect(response.json().data.results.map((r: { created: boolean }) => r.created)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('refuses bad CDRs whole, naming the field, and writes nothing', async () => {
    const bad = await ingest({
      cdrs: [cdr('sw-4'), cdr('sw-5', { duration: -1, status: 'WHATEVER' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['cdrs.1.duration', 'cdrs.1.status']),
    );
    const backwards = await ingest(cdr('sw-6', { ended_at: '2026-04-01T09:00:00+05:30' }));
    expect(backwards.statusCode).toBe(400);
    const unknownOrg = await ingest({ cdrs: [cdr('sw-7'), cdr('sw-8', { org_id: 987654 })] });
    expect(unknownOrg.statusCode).toBe(400);
    expect(unknownOrg.json().details[0].field).toBe('cdrs.1.org_id');
    const twice = await ingest({ cdrs: [cdr('sw-9'), cdr('sw-9')] });
    expect(twice.statusCode).toBe(400);
    const notAudio = await ingest(
      cdr('sw-10', {
        recording: {
          content_type: 'audio/wav',
          content_base64: Buffer.from('not a wav file at all').toString('base64'),
        },
      }),
    );
    expect(notAudio.statusCode).toBe(415);
    const ids = (await app.ctx.db.select({ id: callHistory.switchCallId }).from(callHistory))
      .map((r) => r.id)
      .sort();
    expect(ids).toEqual(['sw-1', 'sw-2', 'sw-3']);
  });
});

const wav = (hz = 440) => ({
  content_type: 'audio/wav',
  content_base64: toneWav(1, hz).toString('base64'),
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const fieldsOf = (response: { json: () => { details?: { field: string }[] } }) =>
  (response.json().details ?? []).map((d) => d.field);
const storedKeys = async (keys: string[]) =>
  (await app.ctx.db.select({ key: files.key }).from(files).where(inArray(files.key, keys))).map(
    (r) => r.key,
  );
const callIds = async (ids: string[]) =>
  (
    await app.ctx.db
      .select({ id: callHistory.switchCallId })
      .from(callHistory)
      .where(inArray(callHistory.switchCallId, ids))
  ).map((r) => r.id);

describe('POST /call-history/ingest: agents, times and recordings', () => {
  it("takes an agent of the CDR's org and refuses anyone else, naming the CDR", async () => {
    const agent = await addMember(app.ctx.db, orgId, 'Asha');
    const otherOrg = (await insertOrg(app.ctx.db, { name: 'Elsewhere Pvt Ltd' })).id;
    const outsider = await addMember(app.ctx.db, otherOrg, 'Ravi');
    const ok = await ingest(cdr('agent-1', { user_id: agent }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await app.ctx.db
      .select()
      .from(callHistory)
      .where(eq(callHistory.switchCallId, 'agent-1'));
    expect(row?.userId).toBe(agent);
    const stranger = await ingest({
      cdrs: [cdr('agent-2', { user_id: agent }), cdr('agent-3', { user_id: outsider })],
    });
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger)).toEqual(['cdrs.1.user_id']);
    const unknown = await ingest(cdr('agent-4', { user_id: 999_999 }));
    expect(fieldsOf(unknown)).toEqual(['cdrs.0.user_id']);
    expect(await callIds(['agent-2', 'agent-3', 'agent-4'])).toEqual([]);
  });

  it('compares start and end as instants, whatever their offsets', async () => {
    // 04:40Z is after 10:00+05:30 (04:30Z), though it sorts before it as text.
    const later = await ingest(
      cdr('tz-1', { started_at: '2026-04-01T10:00:00+05:30', ended_at: '2026-04-01T04:40:00Z' }),
    );
    expect(later.statusCode, later.body).toBe(200);
    // 09:00+05:30 (03:30Z) is before 04:30Z, though it sorts after it as text.
    const earlier = await ingest(
      cdr('tz-2', { started_at: '2026-04-01T04:30:00Z', ended_at: '2026-04-01T09:00:00+05:30' }),
    );
    expect(earlier.statusCode).toBe(400);
    expect(fieldsOf(earlier)).toEqual(['cdrs.0.ended_at']);
  });

  it('refuses a recording that is not audio, naming the CDR', async () => {
    const asWav = await ingest({
      cdrs: [
        cdr('pdf-0'),
        cdr('pdf-1', {
          recording: { content_type: 'audio/wav', content_base64: pdf.toString('base64') },
        }),
      ],
    });
    expect(asWav.statusCode).toBe(415);
    expect(fieldsOf(asWav)).toEqual(['cdrs.1.recording']);
    const asPdf = await ingest(
      cdr('pdf-2', {
        recording: { content_type: 'application/pdf', content_base64: pdf.toString('base64') },
      }),
    );
    expect(asPdf.statusCode).toBe(415);
    expect(fieldsOf(asPdf)).toEqual(['cdrs.0.recording']);
    expect(await callIds(['pdf-0', 'pdf-1', 'pdf-2'])).toEqual([]);
    expect(await storedKeys(['recordings/pdf-1.wav', 'recordings/pdf-2.bin'])).toEqual([]);
  });

  it('attaches an uploaded audio file by recording_key, once, and serves it signed', async () => {
    await app.ctx.app.files.put('audio/2026-04/rec-key-1.wav', toneWav(1, 600), 'audio/wav');
    const first = await ingest(cdr('key-1', { recording_key: 'audio/2026-04/rec-key-1.wav' }));
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().data.results[0].id as number;
    const url = (await app.su.get(`/api/call-history/recording/${id}`)).json().data
      .recording_url as string;
    const audio = await app.ctx.app.inject({ method: 'GET', url });
    expect(audio.headers['content-type']).toContain('audio/wav');
    // The same upload for a second call is refused: one recording, one call.
    const again = await ingest(cdr('key-2', { recording_key: 'audio/2026-04/rec-key-1.wav' }));
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual(['cdrs.0.recording_key']);
    // So is one key for two CDRs of a batch.
    await app.ctx.app.files.put('audio/2026-04/rec-key-3.wav', toneWav(1, 610), 'audio/wav');
    const twice = await ingest({
      cdrs: [
        cdr('key-3', { recording_key: 'audio/2026-04/rec-key-3.wav' }),
        cdr('key-4', { recording_key: 'audio/2026-04/rec-key-3.wav' }),
      ],
    });
    expect(fieldsOf(twice)).toEqual(['cdrs.1.recording_key']);
    expect(await callIds(['key-2', 'key-3', 'key-4'])).toEqual([]);
  });

  it('refuses a recording_key naming a KYC document, a missing file or an audio file in use', async () => {
    await app.ctx.app.files.put('kyc/1/poa-front.pdf', await onePagePdf(), 'application/pdf');
    const kycDocument = await ingest(cdr('key-5', { recording_key: 'kyc/1/poa-front.pdf' }));
    expect(kycDocument.statusCode).toBe(400);
    expect(kycDocument.json().details[0]).toMatchObject({
      field: 'cdrs.0.recording_key',
      message: 'must name an audio upload',
    });
    expect(
      fieldsOf(await ingest(cdr('key-6', { recording_key: 'audio/2026-04/never-uploaded.wav' }))),
    ).toEqual(['cdrs.0.recording_key']);
    await app.ctx.app.files.put('audio/2026-04/greeting.wav', toneWav(1, 620), 'audio/wav');
    await app.ctx.db
      .insert(voiceMessages)
      .values({ orgId, name: 'Greeting', kind: 'CUSTOM', fileName: 'audio/2026-04/greeting.wav' });
    const voiceMessage = await ingest(
      cdr('key-7', { recording_key: 'audio/2026-04/greeting.wav' }),
    );
    expect(voiceMessage.json().details[0]).toMatchObject({
      field: 'cdrs.0.recording_key',
      message: expect.stringContaining('already used'),
    });
    expect(await callIds(['key-5', 'key-6', 'key-7'])).toEqual([]);
  });

  it('names a CDR by its place in the request, counting the duplicates before it', async () => {
    const response = await ingest({
      cdrs: [
        cdr('sw-1'),
        cdr('sw-2'),
        cdr('key-8', { recording_key: 'audio/2026-04/nowhere.wav' }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['cdrs.2.recording_key']);
  });

  it('leaves no recording behind when the batch fails', async () => {
    // A bad recording later in the batch: the good one before it is not stored either.
    const badLater = await ingest({
      cdrs: [
        cdr('orphan-1', { recording: wav() }),
        cdr('orphan-2', {
          recording: { content_type: 'audio/wav', content_base64: pdf.toString('base64') },
        }),
      ],
    });
    expect(badLater.statusCode).toBe(415);
    expect(await storedKeys(['recordings/orphan-1.wav'])).toEqual([]);
    expect(await app.ctx.app.files.exists('recordings/orphan-1.wav')).toBe(false);
    // The insert itself fails (here a trigger stands in for the database refusing a row).
    await app.ctx.db
      .execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.switch_call_id like 'boom-%' then raise exception 'refused'; end if; return new; end $$`);
    await app.ctx.db.execute(
      sql`create trigger refuse_boom before insert on call_history for each row execute function refuse_boom()`,
    );
    try {
      const failed = await ingest({
        cdrs: [cdr('orphan-3', { recording: wav(700) }), cdr('boom-1', { recording: wav(710) })],
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await app.ctx.db.execute(sql`drop trigger refuse_boom on call_history`);
      await app.ctx.db.execute(sql`drop function refuse_boom()`);
    }
    expect(await callIds(['orphan-1', 'orphan-3', 'boom-1'])).toEqual([]);
    expect(await storedKeys(['recordings/orphan-3.wav', 'recordings/boom-1.wav'])).toEqual([]);
    // A retry of the same CDR stores its call and recording.
    const retry = await ingest(cdr('orphan-3', { recording: wav(700) }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await storedKeys(['recordings/orphan-3.wav'])).toEqual(['recordings/orphan-3.wav']);
  });

  it('writes recordings before the calls are inserted: a store that fails leaves no call, and a slow one holds no transaction', async () => {
    const transaction = vi.spyOn(app.ctx.db, 'transaction');
    const write = vi.spyOn(app.ctx.app.files.storage, 'write');
    let transactionsBeforeWrite = -1;
    write.mockImplementationOnce(async () => {
      transactionsBeforeWrite = transaction.mock.calls.length;
      throw new Error('storage unavailable');
    });
    try {
      const failed = await ingest(cdr('store-down-1', { recording: wav(720) }));
      expect(failed.statusCode).toBe(500);
      expect(transactionsBeforeWrite).toBe(0);
      expect(await callIds(['store-down-1'])).toEqual([]);
      expect(await storedKeys(['recordings/store-down-1.wav'])).toEqual([]);
    } finally {
      write.mockRestore();
      transaction.mockRestore();
    }
    const retry = await ingest(cdr('store-down-1', { recording: wav(720) }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await storedKeys(['recordings/store-down-1.wav'])).toEqual([
      'recordings/store-down-1.wav',
    ]);
  });
});
