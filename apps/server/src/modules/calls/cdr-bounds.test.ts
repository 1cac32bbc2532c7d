import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callHistory } from '../../db/schema/calls';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';

// Nothing out of range is clamped silently: it is refused, naming the field and its limit.
const app = useTestApp();

async function twoMinuteCall() {
  const org = await insertOrg(app.ctx.db, {});
  const [id] = await insertCalls(app.ctx.db, [
    {
      orgId: org.id,
      isTrial: 1,
      duration: 60,
      startedAt: new Date('2026-08-10T04:30:00Z'),
      endedAt: new Date('2026-08-10T04:32:00Z'),
    },
  ]);
  return { orgId: org.id, callId: id! };
}

const durationOf = async (id: number) =>
  (await app.ctx.db.select().from(callHistory).where(eq(callHistory.id, id)))[0]?.duration;

describe('bounds that belong to the domain', () => {
  it('refuses a CDR duration below zero, beyond a day, or longer than the call', async () => {
    const { callId } = await twoMinuteCall();
    for (const duration of [-20, 99_999_999_999, 0.5]) {
      const answer = await app.su.put(`/api/call-history/${callId}`, { duration });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].field).toBe('duration');
    }
    const tooLong = await app.su.put(`/api/call-history/${callId}`, { duration: 121 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'The duration cannot be longer than the call: 120 seconds from its start to its end',
      details: [{ field: 'duration' }],
    });
    expect(await durationOf(callId)).toBe(60);
    expect((await app.su.put(`/api/call-history/${callId}`, { duration: 120 })).statusCode).toBe(
      200,
    );
    expect(await durationOf(callId)).toBe(120);
    // Moving the end earlier than the duration allows is refused as well.
    const earlier = await app.su.put(`/api/call-history/${callId}`, {
      ended_at: '2026-08-10T10:01:00+05:30',
    });
    expect(earlier.statusCode).toBe(400);
  });

  it('refuses a talk-time balance below zero or above ten lakh minutes', async () => {
    const { orgId } = await twoMinuteCall();
    for (const talk_time of [-100, 1_000_001, 99_999_999_999]) {
      const answer = await app.su.post(`/api/subscription/talk-time/${orgId}`, { talk_time });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0]).toMatchObject({
        field: 'talk_time',
        message: 'must be from 0 to 10,00,000 minutes',
      });
    }
    const fine = await app.su.post(`/api/subscription/talk-time/${orgId}`, {
      talk_time: 1_000_000,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a longest call outside 1 to 600 minutes instead of clamping it', async () => {
    const { orgId } = await twoMinuteCall();
    for (const max_call_minutes of [0, -5, 601, 99_999_999_999]) {
      const answer = await app.su.post(`/api/settings/org/${orgId}`, { max_call_minutes });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0]).toMatchObject({
        field: 'max_call_minutes',
        message: 'must be from 1 to 600 minutes',
      });
    }
  });
});
