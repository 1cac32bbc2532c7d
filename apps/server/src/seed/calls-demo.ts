import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { rowsOf, type Db } from '../platform/db/client';
import { createFileService, type FileService } from '../platform/files/file-service';
import { callDetails, type TranscriptLine } from '../db/schema/calls';

/** A real, playable WAV: `seconds` of a soft tone at `hz`, 8 kHz mono 16-bit PCM. */
export function toneWav(seconds: number, hz: number): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    // A gentle fade in and out so it does not click.
    const envelope = Math.min(1, i / 400, (samples - i) / 400);
    wav.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 6000 * envelope),
      44 + i * 2,
    );
  }
  return wav;
}

const tones = [440, 523, 659, 784];
const DEMO_TRANSCRIPTS_PER_ORG = 8;

/**
 * Demo call history as staff would see it: a month of calls, dialer CDRs among them, a few
 * short tones stored through the file service with each recorded call pointing at one (every
 * 13th at a file that is missing, so 'No url found' can be seen), and transcripts, summaries
 * and feedback on answered calls.
 */
export async function seedCallsDemo(
  db: Db,
  files: FileService = createFileService(loadConfig(), db),
): Promise<void> {
  for (const [i, hz] of tones.entries())
    await files.put(`recordings/demo/tone-${i}.wav`, toneWav(2 + i, hz), 'audio/wav');
  // The demo calls are spread over the last 30 days, a newer id a newer call (as ingest makes
  // them), so lists read newest first and the stats chart has a month to show. Half of every
  // team's outgoing calls ('demo-{org}-{n}', even n) came from the auto-dialer; every call ends
  // when its duration says (answered) or after some ringing (the rest), and was deleted later.
  await db.execute(sql`
    with span as (select max(id) as top, count(*) as n from call_history where switch_call_id like 'demo-%')
    update call_history c
       set started_at = now() - (span.top - c.id)::float8 * (interval '30 days' / span.n::float8) - interval '5 minutes',
           source = case when c.call_type = 'OUTGOING' and split_part(c.switch_call_id, '-', 3)::int % 2 = 0 then 'DIALER' else c.source end
      from span
     where c.switch_call_id like 'demo-%'`);
  await db.execute(sql`
    update call_history
       set ended_at = started_at + case when status = 'ANSWERED' then duration else 20 + id % 15 end * interval '1 second',
           deleted_at = case when deleted_at is not null then least(now(), started_at + interval '1 day') end
     where switch_call_id like 'demo-%'`);
  await db.execute(sql`
    update call_history
       set recording_id = case when id % 13 = 0 then 'recordings/demo/missing-' || id || '.wav'
                               else 'recordings/demo/tone-' || (id % ${tones.length}) || '.wav' end
     where recording_id is not null`);
  const answered = await rowsOf<{ id: number; duration: number }>(
    db,
    // A few per org, so every team (trial or not) has calls with a transcript.
    sql`select id::int as id, duration from (
          select id, duration, row_number() over (partition by org_id order by id desc) as n
            from call_history where status = 'ANSWERED' and duration > 30) c
         where n <= ${DEMO_TRANSCRIPTS_PER_ORG}`,
  );
  if (answered.length === 0) return;
  await db
    .insert(callDetails)
    .values(answered.map((c, i) => demoDetail(c.id, c.duration, i)))
    .onConflictDoNothing();
}

const topics = [
  {
    need: 'renew the annual plan',
    outcome: 'Customer agreed to renew; payment link to follow.',
    disposition: 'INTERESTED',
  },
  {
    need: 'add two more agents to the team',
    outcome: 'Explained the per-user add-on; customer will confirm by Friday.',
    disposition: 'CALLBACK',
  },
  {
    need: 'understand a missed-call charge on the invoice',
    outcome: 'Charge explained; no refund due.',
    disposition: 'RESOLVED',
  },
  {
    need: 'port their existing number',
    outcome: 'Porting documents requested over email.',
    disposition: 'FOLLOW_UP',
  },
];

function demoDetail(callId: number, duration: number, i: number) {
  const topic = topics[i % topics.length] ?? topics[0]!;
  const step = Math.max(3, Math.floor(duration / 6));
  const lines: [TranscriptLine['speaker'], string][] = [
    ['AGENT', 'Good morning, this is Switchboard support. How can I help you today?'],
    ['CUSTOMER', `Hi, I wanted to ${topic.need}.`],
    ['AGENT', 'Sure, let me pull up your account. Can you confirm the registered mobile number?'],
    ['CUSTOMER', 'Yes, it is the number I am calling from.'],
    ['AGENT', topic.outcome],
    ['CUSTOMER', 'That works for me, thank you.'],
  ];
  return {
    callId,
    disposition: topic.disposition,
    feedbackRating: 3 + (i % 3),
    feedbackComment: i % 2 ? 'Polite and quick.' : 'Needed a second call to confirm the details.',
    summary: `Customer called to ${topic.need}. ${topic.outcome}`,
    transcript: lines.map(([speaker, text], n) => ({ speaker, at_seconds: n * step, text })),
  };
}
