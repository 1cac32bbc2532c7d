import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OFFSET_ROWS, type CallPage } from '@switchboard/contract/calls';
import {
  durationChoices,
  durationParams,
  type DurationChoice,
} from '@switchboard/contract/rules/call-duration';
import { useTestApp } from '../../test/app';
import { insertCalls, insertOrg } from '../../test/factories';

let orgId: number;
let otherOrg: number;
const DURATIONS = [0, 1, 30, 31, 60, 61];

const app = useTestApp();
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Trial Calls Pvt Ltd' })).id;
  otherOrg = (await insertOrg(app.ctx.db, { name: 'Paid Calls Pvt Ltd' })).id;
  // Trial calls at each duration boundary, one non-trial call per boundary that must never show.
  await insertCalls(
    app.ctx.db,
    DURATIONS.map((duration) => ({ orgId, isTrial: 1, duration })),
  );
  await insertCalls(
    app.ctx.db,
    DURATIONS.map((duration) => ({ orgId: otherOrg, isTrial: 0, duration })),
  );
  await insertCalls(app.ctx.db, [
    {
      orgId,
      isTrial: 1,
      status: 'MISSED',
      callType: 'MISSED',
      duration: 0,
      fromNumber: '+919123456789',
      switchCallId: 'sw-missed-1',
    },
    { orgId, isTrial: 1, status: 'BUSY', callType: 'OUTGOING', duration: 0 },
    { orgId, isTrial: 1, duration: 45, deletedAt: new Date(), switchCallId: 'sw-deleted-1' },
  ]);
});

const trial = async (query: string) => {
  const response = await app.su.get(`/api/call-history/trial?${query}`);
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
  it.each(durationChoices)(
    'duration choice %s returns exactly its boundary calls',
    async (choice) => {
      const page = await trial(asQuery({ page: 0, page_size: 50, ...durationParams(choice) }));
      expect(page.rows.map((r) => r.duration).sort((a, b) => a - b)).toEqual(expected[choice]);
      expect(page.total_items).toBe(expected[choice].length);
      expect(page.total_is_estimate).toBe(false);
    },
  );

  it('lists trial calls only, newest first, without soft-deleted ones unless asked', async () => {
    const page = await trial('page_size=50');
    expect(page.rows).toHaveLength(8);
    expect(page.rows.every((r) => r.is_trial && r.org_id === orgId && !r.is_soft_deleted)).toBe(
      true,
    );
    expect(page.rows.map((r) => r.id)).toEqual(
      [...page.rows.map((r) => r.id)].sort((a, b) => b - a),
    );
    const withDeleted = await trial('page_size=50&include_soft_deleted=true');
    expect(withDeleted.total_items).toBe(9);
    expect(withDeleted.rows.find((r) => r.switch_call_id === 'sw-deleted-1')).toMatchObject({
      is_soft_deleted: true,
    });
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
    expect((await trial(`${bucket}&status=ANSWERED`)).rows.map((r) => r.duration).sort()).toEqual([
      31, 60,
    ]);
    const withDeleted = await trial(`${bucket}&status=ANSWERED&include_soft_deleted=true`);
    expect(withDeleted.rows.map((r) => r.duration).sort()).toEqual([31, 45, 60]);
    expect((await trial(`${bucket}&status=ANSWERED&include_soft_deleted=false`)).total_items).toBe(
      2,
    );
    expect((await trial(`${bucket}&status=MISSED`)).total_items).toBe(0);
    expect(
      (
        await trial(`${asQuery(durationParams('EQUAL_0'))}&call_type=MISSED&status=MISSED`)
      ).rows.map((r) => r.switch_call_id),
    ).toEqual(['sw-missed-1']);
  });

  it('searches numbers by their start (with or without +91) and switch call ids exactly', async () => {
    expect((await trial('text=9123456')).rows.map((r) => r.switch_call_id)).toEqual([
      'sw-missed-1',
    ]);
    expect(
      (await trial(`text=${encodeURIComponent('+91 91234 56789')}`)).rows.map(
        (r) => r.switch_call_id,
      ),
    ).toEqual(['sw-missed-1']);
    expect((await trial('text=sw-missed-1')).total_items).toBe(1);
    expect((await trial('text=sw-missed')).total_items).toBe(0);
    const short = await app.su.get('/api/call-history/trial?text=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('text');
  });

  it('drops +91 from a short search the way phone numbers are compared', async () => {
    const [starts919] = await insertCalls(app.ctx.db, [
      { orgId, isTrial: 1, fromNumber: '+919190000001', switchCallId: 'sw-919' },
    ]);
    // Three digits search numbers by their start.
    expect((await trial('text=919')).rows.map((r) => r.id)).toEqual([starts919]);
    // '+919' is +91 and the digit 9: too short to be a number search, so it finds no call id either.
    expect((await trial(`text=${encodeURIComponent('+919')}`)).total_items).toBe(0);
    expect((await trial(`text=${encodeURIComponent('+91919')}`)).rows.map((r) => r.id)).toEqual([
      starts919,
    ]);
    await app.ctx.db.execute(sql`delete from call_history where id = ${starts919}`);
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
    const tooDeep = await app.su.get('/api/call-history/trial?page=2000&page_size=10');
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().details[0].field).toBe('cursor');
  });

  it('pages back from a keyset page by keyset, and answers the top of the list in full', async () => {
    const first = await trial('page=0&page_size=3');
    expect(first.prev_cursor).toBeNull();
    const second = await trial(`page=1&page_size=3&cursor=${first.next_cursor}`);
    const third = await trial(`page=2&page_size=3&cursor=${second.next_cursor}`);
    expect(third.prev_cursor).toBe(third.rows[0]!.id);
    // Back from page 3 by its prev_cursor: page 2 again, with cursors both ways.
    const back = await trial(`page=1&page_size=3&before=${third.prev_cursor}`);
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect([back.page, back.next_cursor, back.prev_cursor]).toEqual([
      1,
      second.rows[2]!.id,
      second.rows[0]!.id,
    ]);
    const top = await trial(`page=0&page_size=3&before=${back.prev_cursor}`);
    expect(top.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(top.prev_cursor).toBeNull();
    // A page that thinks it is deeper than it is (rows went away above it) gets the full first page.
    const shifted = await trial(`page=5&page_size=3&before=${first.rows[1]!.id}`);
    expect([shifted.page, shifted.rows.map((r) => r.id), shifted.prev_cursor]).toEqual([
      0,
      first.rows.map((r) => r.id),
      null,
    ]);
    expect(
      (await app.su.get(`/api/call-history/trial?cursor=5&before=9`)).json().details[0].field,
    ).toBe('before');
  });

  it('pages forward and back past the offset limit without skipping rows', async () => {
    // Far past MAX_OFFSET_ROWS, offset is refused but cursors work both ways from any depth.
    const deepPage = Math.ceil(MAX_OFFSET_ROWS / 3) + 10;
    const all = (await trial('page_size=50')).rows.map((r) => r.id);
    const next = await trial(`page=${deepPage}&page_size=3&cursor=${all[2]}`);
    expect(next.rows.map((r) => r.id)).toEqual(all.slice(3, 6));
    const previous = await trial(`page=${deepPage - 1}&page_size=3&before=${next.prev_cursor}`);
    expect(previous.rows.map((r) => r.id)).toEqual(all.slice(0, 3));
    expect(
      (await app.su.get(`/api/call-history/trial?page=${deepPage}&page_size=3`)).statusCode,
    ).toBe(400);
  });

  it('needs a staff session', async () => {
    expect((await app.ctx.client().get('/api/call-history/trial')).statusCode).toBe(401);
  });
});
