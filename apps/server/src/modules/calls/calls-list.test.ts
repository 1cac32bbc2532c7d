import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPage } from '@switchboard/contract/calls';
import { durationChoices, durationParams, type DurationChoice } from '@switchboard/contract/rules/call-duration';
import { createTestContext, type TestClient, type TestContext } from '../../test/app';
import { createOrg, insertCalls } from './test-calls';

let ctx: TestContext;
let su: TestClient;
let orgId: number;
let otherOrg: number;
const DURATIONS = [0, 1, 30, 31, 60, 61];

beforeAll(async () => {
  ctx = await createTestContext();
  su = await ctx.loginAs('SU');
  orgId = await createOrg(ctx.db, 'Trial Calls Pvt Ltd');
  otherOrg = await createOrg(ctx.db, 'Paid Calls Pvt Ltd');
  // Trial calls at each duration boundary, one non-trial call per boundary that must never show.
  await insertCalls(ctx.db, DURATIONS.map((duration) => ({ orgId, isTrial: 1, duration })));
  await insertCalls(ctx.db, DURATIONS.map((duration) => ({ orgId: otherOrg, isTrial: 0, duration })));
  await insertCalls(ctx.db, [
    { orgId, isTrial: 1, status: 'MISSED', callType: 'MISSED', duration: 0, fromNumber: '+919123456789', switchCallId: 'sw-missed-1' },
    { orgId, isTrial: 1, status: 'BUSY', callType: 'OUTGOING', duration: 0 },
    { orgId, isTrial: 1, duration: 45, deletedAt: new Date(), switchCallId: 'sw-deleted-1' },
  ]);
});
afterAll(() => ctx.close());

const trial = async (query: string) => {
  const response = await su.get(`/api/call-history/trial?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CallPage;
};
const asQuery = (params: Record<string, number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

describe('GET /call-history/trial filters', () => {
  const expected: Record<DurationChoice, number[]> = {
    EQUAL_0: [0, 0, 0],
    '1_TO_30': [1, 30],
    '30_TO_60': [31, 60],
    '60_AND_ABOVE': [61],
  };
  it.each(durationChoices)('duration choice %s returns exactly its boundary calls', async (choice) => {
    const page = await trial(asQuery({ page: 0, page_size: 50, ...durationParams(choice) }));
    expect(page.rows.map((r) => r.duration).sort((a, b) => a - b)).toEqual(expected[choice]);
    expect(page.total_items).toBe(expected[choice].length);
    expect(page.total_is_estimate).toBe(false);
  });

  it('lists trial calls only, newest first, without soft-deleted ones unless asked', async () => {
    const page = await trial('page_size=50');
    expect(page.rows).toHaveLength(8);
    expect(page.rows.every((r) => r.is_trial && r.org_id === orgId && !r.is_soft_deleted)).toBe(true);
    expect(page.rows.map((r) => r.id)).toEqual([...page.rows.map((r) => r.id)].sort((a, b) => b - a));
    const withDeleted = await trial('page_size=50&include_soft_deleted=true');
    expect(withDeleted.total_items).toBe(9);
    expect(withDeleted.rows.find((r) => r.switch_call_id === 'sw-deleted-1')).toMatchObject({ is_soft_deleted: true });
  });

  it('filters by status and call type', async () => {
    expect((await trial('status=BUSY')).rows.map((r) => r.status)).toEqual(['BUSY']);
    const outgoing = await trial('call_type=OUTGOING&duration_eq=0');
    expect(outgoing.rows.map((r) => [r.call_type, r.duration])).toEqual([['OUTGOING', 0]]);
    expect((await trial('status=MISSED&call_type=INCOMING')).total_items).toBe(0);
  });

  it('combines filters with AND, a duration bucket with status and soft-deleted calls', async () => {
    // Answered trial calls of 31-60 s: 31 and 60, plus the soft-deleted 45 s one when asked.
    const bucket = asQuery({ page: 0, page_size: 50, ...durationParams('30_TO_60') });
    expect((await trial(`${bucket}&status=ANSWERED`)).rows.map((r) => r.duration).sort()).toEqual([31, 60]);
    const withDeleted = await trial(`${bucket}&status=ANSWERED&include_soft_deleted=true`);
    expect(withDeleted.rows.map((r) => r.duration).sort()).toEqual([31, 45, 60]);
    expect((await trial(`${bucket}&status=ANSWERED&include_soft_deleted=false`)).total_items).toBe(2);
    expect((await trial(`${bucket}&status=MISSED`)).total_items).toBe(0);
    expect((await trial(`${asQuery(durationParams('EQUAL_0'))}&call_type=MISSED&status=MISSED`)).rows.map((r) => r.switch_call_id)).toEqual(['sw-missed-1']);
  });

  it('searches numbers by their start (with or without +91) and switch call ids exactly', async () => {
    expect((await trial('text=9123456')).rows.map((r) => r.switch_call_id)).toEqual(['sw-missed-1']);
    expect((await trial(`text=${encodeURIComponent('+91 91234 56789')}`)).rows.map((r) => r.switch_call_id)).toEqual(['sw-missed-1']);
    expect((await trial('text=sw-missed-1')).total_items).toBe(1);
    expect((await trial('text=sw-missed')).total_items).toBe(0);
    const short = await su.get('/api/call-history/trial?text=91');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('text');
  });

  it('pages are zero-based and the cursor gives the same next page without skipping rows', async () => {
    const first = await trial('page=0&page_size=3');
    const second = await trial('page=1&page_size=3');
    expect(first.page).toBe(0);
    expect(first.rows).toHaveLength(3);
    expect(second.rows[0]!.id).toBeLessThan(first.rows[2]!.id);
    const viaCursor = await trial(`page=1&page_size=3&cursor=${first.next_cursor}`);
    expect(viaCursor.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    const last = await trial('page=2&page_size=3');
    expect(last.rows).toHaveLength(2);
    expect(last.next_cursor).toBeNull();
    const tooDeep = await su.get('/api/call-history/trial?page=2000&page_size=10');
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().details[0].field).toBe('cursor');
  });

  it('needs a staff session', async () => {
    expect((await ctx.client().get('/api/call-history/trial')).statusCode).toBe(401);
  });
});

describe('GET /call-history/org/{org_id}', () => {
  it('lists one org, by agent, number and India date range', async () => {
    const agent = await ctx.loginAs('ADMIN');
    const [early] = await insertCalls(ctx.db, [
      { orgId: otherOrg, userId: agent.userId, startedAt: new Date('2026-03-01T20:00:00Z'), toNumber: '8047111222' },
    ]);
    const get = async (q: string) => (await su.get(`/api/call-history/org/${otherOrg}?${q}`)).json().data as CallPage;
    expect((await get('page_size=50')).total_items).toBe(7);
    expect((await get(`user_id=${agent.userId}`)).rows.map((r) => [r.id, r.agent_name])).toEqual([[early, `ADMIN ${'Tester'}${2}`]]);
    expect((await get('number=8047111222')).rows.map((r) => r.id)).toEqual([early]);
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect((await get('from=2026-03-02&to=2026-03-02')).rows.map((r) => r.id)).toEqual([early]);
    expect((await get('from=2026-03-01&to=2026-03-01')).total_items).toBe(0);
    expect((await get('duration_gt=60')).rows.map((r) => r.duration)).toEqual([61]);
    expect((await get(`number=8047111222&user_id=${agent.userId}&from=2026-03-02`)).rows.map((r) => r.id)).toEqual([early]);
    expect((await get(`number=8047111222&from=2026-03-03`)).total_items).toBe(0);
    expect((await get('to=2026-03-01')).total_items).toBe(0);
  });

  it('keeps soft-deleted calls out of a team list unless asked, and marks them', async () => {
    const [gone] = await insertCalls(ctx.db, [{ orgId: otherOrg, deletedAt: new Date('2026-03-05T10:00:00Z') }]);
    const list = async (q: string) => (await su.get(`/api/call-history/org/${otherOrg}?page_size=50${q}`)).json().data as CallPage;
    expect((await list('')).rows.some((r) => r.id === gone)).toBe(false);
    expect((await list('&include_soft_deleted=true')).rows.find((r) => r.id === gone)).toMatchObject({
      is_soft_deleted: true,
      deleted_at: '2026-03-05T10:00:00.000Z',
    });
  });

  it('answers per-day stats with totals and a zero for quiet days', async () => {
    const response = await su.get(`/api/call-history/org/${orgId}/stats/total-call-and-duration`);
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats.days).toHaveLength(30);
    expect(stats.total_calls).toBe(8);
    expect(stats.total_duration_seconds).toBe(DURATIONS.reduce((a, b) => a + b, 0));
    expect(stats.missed_calls).toBe(1);
    expect(stats.days.reduce((n: number, d: { calls: number }) => n + d.calls, 0)).toBe(8);
    const backwards = await su.get(`/api/call-history/org/${orgId}/stats/total-call-and-duration?from=2026-05-02&to=2026-05-01`);
    expect(backwards.statusCode).toBe(400);
  });
});
