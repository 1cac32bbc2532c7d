import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RetentionStatus } from '@switchboard/contract/personal-data';
import { sessions } from '../../db/schema/auth';
import { callDetails } from '../../db/schema/calls';
import { outbox } from '../../db/schema/outbox';
import { shortUrlVisits } from '../../db/schema/short-urls';
import { appSignIns } from '../../db/schema/users';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertCalls, orgWithKyc } from '../../test/factories';
import { silentWav } from '../../test/sample-audio';
import { expireLinkVisits, expireOutboxBodies } from './retention-repository';
import { runRetention } from './retention-service';

// Periods of this file's own (not the defaults), so the rows below fall on either side.
const t = useTestApp({
  RETENTION_RECORDING_DAYS: '30',
  RETENTION_SIGN_IN_DAYS: '60',
  RETENTION_LINK_VISIT_DAYS: '20',
  RETENTION_OUTBOX_DAYS: '45',
  RETENTION_EVERY_HOURS: '12',
  // Batches of two rows: each kind below has more than that, so a run takes several batches.
  RETENTION_BATCH_ROWS: '2',
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(t.ctx.db, query))[0] as T;

describe('the retention job', () => {
  const ids = {} as {
    oldCall: number;
    newCall: number;
    sharedCall: number;
    oldSignIn: number;
    newSignIn: number;
    oldSession: number;
    newSession: number;
    linkId: number;
    outbox: Record<string, number>;
  };
  const oldRecording = 'audio/retention/old-call.wav';
  const newRecording = 'audio/retention/new-call.wav';

  beforeAll(async () => {
    const { db, app } = t.ctx;
    const orgId = await orgWithKyc(db, { phone: '9812300091' });
    const { owner_id: userId } = await one<{ owner_id: number }>(
      sql`select owner_id from orgs where id = ${orgId}`,
    );
    await app.files.put(oldRecording, silentWav(), 'audio/wav');
    await app.files.put(newRecording, silentWav(), 'audio/wav');
    // The third, old call plays the same file as the newer one: its key goes, the file stays.
    const [oldCall, newCall, sharedCall] = await insertCalls(db, [
      { orgId, userId, recordingId: oldRecording, startedAt: ago(31) },
      { orgId, userId, recordingId: newRecording, startedAt: ago(29) },
      { orgId, userId, recordingId: newRecording, startedAt: ago(40) },
    ]);
    Object.assign(ids, { oldCall, newCall, sharedCall });
    const transcript = [{ speaker: 'CUSTOMER' as const, at_seconds: 1, text: 'My number is…' }];
    await db.insert(callDetails).values([
      { callId: oldCall!, transcript, summary: 'Asked for a callback', feedbackComment: 'ok' },
      { callId: newCall!, transcript, summary: 'Asked for a price' },
    ]);
    const signIns = await db
      .insert(appSignIns)
      .values([
        { userId, signInKey: 'retention-old', signedInAt: ago(61), ip: '49.36.9.1' },
        { userId, signInKey: 'retention-new', signedInAt: ago(59), ip: '49.36.9.2' },
      ])
      .returning({ id: appSignIns.id });
    ids.oldSignIn = signIns[0]!.id;
    ids.newSignIn = signIns[1]!.id;
    const made = await db
      .insert(sessions)
      .values([
        {
          userId,
          tokenHash: 'retention-old-session',
          ip: '49.36.9.3',
          userAgent: 'Mozilla/5.0 (Android 14)',
          createdAt: ago(61),
          expiresAt: ago(60),
        },
        {
          userId,
          tokenHash: 'retention-new-session',
          ip: '49.36.9.4',
          userAgent: 'Mozilla/5.0 (Android 14)',
          createdAt: ago(59),
          expiresAt: ago(58),
        },
      ])
      .returning({ id: sessions.id });
    ids.oldSession = made[0]!.id;
    ids.newSession = made[1]!.id;
    // A link id of this file's own: a visit names its link without a foreign key.
    ids.linkId = 900_000 + (Date.now() % 90_000);
    const visit = { shortUrlId: ids.linkId, device: 'mobile', isBot: false };
    await db.insert(shortUrlVisits).values([
      { ...visit, visitedAt: ago(21), visitorHash: 'visitorAAAAAAAAAAAAAAA' },
      { ...visit, visitedAt: ago(22), visitorHash: 'visitorAAAAAAAAAAAAAAA' },
      { ...visit, visitedAt: ago(21), visitorHash: 'visitorBBBBBBBBBBBBBBB' },
      { ...visit, visitedAt: ago(19), visitorHash: 'visitorAAAAAAAAAAAAAAA' },
    ]);
    // Outbox messages: four done with and older than 45 days, one still waiting, one newer.
    const message = (status: string, days: number) => ({
      channel: 'SMS',
      recipient: '9812300091',
      payload: { text: `Your OTP (${status}, ${days} days)` },
      orgId,
      status,
      createdAt: ago(days),
    });
    const messages = await db
      .insert(outbox)
      .values([
        message('SENT', 46),
        message('DELIVERED', 60),
        message('FAILED', 50),
        message('CANCELLED', 90),
        message('PENDING', 50),
        message('SENT', 44),
      ])
      .returning({ id: outbox.id });
    const names = ['sent', 'delivered', 'failed', 'cancelled', 'pending', 'newSent'];
    ids.outbox = Object.fromEntries(names.map((n, i) => [n, messages[i]!.id]));
  });

  it('removes or anonymises what is older than its period, once, when two run at once', async () => {
    const { db, app, config } = t.ctx;
    await db.execute(sql`delete from retention_runs`);
    const outcomes = await Promise.all([
      runRetention(db, app.files, config.retention),
      runRetention(db, app.files, config.retention),
    ]);
    const ran = outcomes.filter((o) => o !== null);
    expect(ran).toHaveLength(1);
    const counts = {
      call_recordings: 2,
      call_transcripts: 1,
      sign_in_addresses: 2,
      link_visits: 3,
      outbox_bodies: 4,
    };
    expect(ran[0]).toEqual({ counts, filesNotRemoved: [] });
    const runs = await rowsOf<{ counts: unknown; finished_at: unknown }>(
      db,
      sql`select counts, finished_at from retention_runs`,
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]!.counts).toEqual(counts);
    expect(runs[0]!.finished_at).not.toBeNull();

    // Outbox: the bodies of the old messages done with are gone, the messages stay; the one
    // waiting and the newer one keep theirs.
    const bodies = await rowsOf<{ id: number | string; status: string; payload: unknown }>(
      db,
      sql`select id, status, payload from outbox where org_id = (
            select org_id from outbox where id = ${ids.outbox.sent}) order by id`,
    );
    expect(bodies.map((b) => [b.status, b.payload])).toEqual([
      ['SENT', {}],
      ['DELIVERED', {}],
      ['FAILED', {}],
      ['CANCELLED', {}],
      ['PENDING', { text: 'Your OTP (PENDING, 50 days)' }],
      ['SENT', { text: 'Your OTP (SENT, 44 days)' }],
    ]);
    // A failed message without its text cannot be sent again.
    const retry = await t.su.post(`/api/outbox/${ids.outbox.failed}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      `Message ${ids.outbox.failed} cannot be sent again: its text was removed (retention or erasure)`,
    );

    // Recordings: the old calls' keys are gone, and the file only the oldest played; the newer
    // call's key and file stay.
    const calls = await rowsOf<{ id: number | string; recording_id: string | null }>(
      db,
      sql`select id, recording_id from call_history
           where id in (${ids.sharedCall}, ${ids.oldCall}, ${ids.newCall}) order by started_at`,
    );
    expect(calls.map((c) => c.recording_id)).toEqual([null, null, newRecording]);
    expect(await app.files.exists(oldRecording)).toBe(false);
    expect(await app.files.exists(newRecording)).toBe(true);
    const details = await rowsOf<{
      call_id: number | string;
      transcript: unknown[];
      summary: string | null;
      feedback_comment: string | null;
    }>(
      db,
      sql`select call_id, transcript, summary, feedback_comment from call_details
           where call_id in (${ids.oldCall}, ${ids.newCall})`,
    );
    const oldDetails = details.find((d) => Number(d.call_id) === ids.oldCall)!;
    const newDetails = details.find((d) => Number(d.call_id) === ids.newCall)!;
    expect(oldDetails).toMatchObject({ transcript: [], summary: null, feedback_comment: null });
    expect(newDetails.transcript).toHaveLength(1);
    expect(newDetails.summary).toBe('Asked for a price');

    // Sign-in addresses: the old sign-in's and session's are empty, the newer ones' kept.
    const signIns = await rowsOf<{ id: number | string; ip: string | null }>(
      db,
      sql`select id, ip from app_sign_ins where id in (${ids.oldSignIn}, ${ids.newSignIn})
           order by signed_in_at`,
    );
    expect(signIns.map((s) => s.ip)).toEqual([null, '49.36.9.2']);
    const kept = await rowsOf<{ ip: string | null; user_agent: string | null }>(
      db,
      sql`select ip, user_agent from sessions where id in (${ids.oldSession}, ${ids.newSession})
           order by created_at`,
    );
    expect(kept).toEqual([
      { ip: null, user_agent: null },
      { ip: '49.36.9.4', user_agent: 'Mozilla/5.0 (Android 14)' },
    ]);

    // Link visits: the old ones' hashes are unlinked, still telling their two visitors apart;
    // the newer visit keeps its hash.
    const visits = await rowsOf<{ visited_at: Date | string; visitor_hash: string }>(
      db,
      sql`select visited_at, visitor_hash from short_url_visits
           where short_url_id = ${ids.linkId} order by visited_at`,
    );
    const [oldA2, oldA1, oldB, newA] = visits.map((v) => v.visitor_hash);
    expect(newA).toBe('visitorAAAAAAAAAAAAAAA');
    for (const hash of [oldA1, oldA2, oldB]) {
      expect(hash).toMatch(/^~[0-9a-f]{21}$/);
      expect(hash).not.toContain('visitor');
    }
    expect(oldA1).toBe(oldA2);
    expect(oldB).not.toBe(oldA1);
  });

  it('runs again only after its period, and finds nothing left to do', async () => {
    const { db, app, config } = t.ctx;
    expect(await runRetention(db, app.files, config.retention)).toBeNull();
    // Its last run 13 hours ago (it runs every 12): this one runs, and has nothing to do.
    await db.execute(sql`update retention_runs set started_at = now() - interval '13 hours'`);
    const again = await runRetention(db, app.files, config.retention);
    expect(again?.counts).toEqual({
      call_recordings: 0,
      call_transcripts: 0,
      sign_in_addresses: 0,
      link_visits: 0,
      outbox_bodies: 0,
    });
  });

  it('changes at most a batch of rows per statement', async () => {
    const { db } = t.ctx;
    const old = Array.from({ length: 3 }, (_, i) => ({
      channel: 'EMAIL',
      recipient: `batch${i}@example.in`,
      payload: { subject: `Batch ${i}` },
      status: 'SENT',
      createdAt: ago(100),
    }));
    await db.insert(outbox).values(old);
    expect(await db.transaction((tx) => expireOutboxBodies(tx, 45, 2))).toBe(2);
    expect(await db.transaction((tx) => expireOutboxBodies(tx, 45, 2))).toBe(1);
    expect(await db.transaction((tx) => expireOutboxBodies(tx, 45, 2))).toBe(0);
  });

  it("anonymises only old visits, though a month's partition repeats the row positions of another", async () => {
    const { db } = t.ctx;
    // Visits are partitioned by month, and each partition numbers its rows' places from the
    // start: next month's 50 visits share places with the old ones of the partition before.
    const nextMonth = new Date(Date.now() + 40 * 86_400_000);
    const visit = { shortUrlId: 987_654, device: 'mobile', isBot: false };
    await db.insert(shortUrlVisits).values([
      { ...visit, visitedAt: ago(400), visitorHash: 'visitorOLDOLDOLDOLDOLD' },
      ...Array.from({ length: 50 }, () => ({
        ...visit,
        visitedAt: nextMonth,
        visitorHash: 'visitorNEWNEWNEWNEWNEW',
      })),
    ]);
    expect(await db.transaction((tx) => expireLinkVisits(tx, 90, 'salt', 1000))).toBe(1);
    const hashes = await rowsOf<{ visitor_hash: string; n: number }>(
      db,
      sql`select visitor_hash, count(*)::int as n from short_url_visits
           where short_url_id = 987654 group by 1 order by 2`,
    );
    expect(hashes).toEqual([
      { visitor_hash: expect.stringMatching(/^~[0-9a-f]{21}$/), n: 1 },
      { visitor_hash: 'visitorNEWNEWNEWNEWNEW', n: 50 },
    ]);
  });

  it("shows SUs the periods and the last run's counts", async () => {
    const admin = await t.ctx.loginAs('ADMIN');
    expect((await admin.get('/api/admin/data-retention')).statusCode).toBe(403);
    const answer = await t.su.get('/api/admin/data-retention');
    expect(answer.statusCode, answer.body).toBe(200);
    const status = answer.json().data as RetentionStatus;
    expect(status.periods).toEqual({
      call_recordings: 30,
      call_transcripts: 30,
      sign_in_addresses: 60,
      link_visits: 20,
      outbox_bodies: 45,
    });
    expect(status.every_hours).toBe(12);
    expect(status.last_run?.counts).toEqual({
      call_recordings: 0,
      call_transcripts: 0,
      sign_in_addresses: 0,
      link_visits: 0,
      outbox_bodies: 0,
    });
    expect(status.last_run?.periods).toEqual(status.periods);
    expect(Date.parse(status.last_run!.finished_at!)).toBeGreaterThanOrEqual(
      Date.parse(status.last_run!.started_at),
    );
  });

  it('shows a run that has not finished, and a run from before outbox bodies expired', async () => {
    const { db } = t.ctx;
    await db.execute(sql`insert into retention_runs (started_at, finished_at, periods, counts)
      values (now(), null,
              '{"call_recordings":30,"call_transcripts":30,"sign_in_addresses":60,"link_visits":20}',
              '{"call_recordings":7,"call_transcripts":1,"sign_in_addresses":0,"link_visits":0}')`);
    const answer = await t.su.get('/api/admin/data-retention');
    expect(answer.statusCode, answer.body).toBe(200);
    const status = answer.json().data as RetentionStatus;
    expect(status.last_run?.finished_at).toBeNull();
    expect(status.last_run?.counts).toMatchObject({ call_recordings: 7, outbox_bodies: 0 });
  });
});
