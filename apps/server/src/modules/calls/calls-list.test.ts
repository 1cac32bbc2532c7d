import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type CallPage } from '@switchboard/contract/calls';
import { useTestApp } from '../../test/app';
import { addMember, insertCalls, insertOrg } from '../../test/factories';

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

describe('GET /call-history/org/{org_id}', () => {
  it('lists one org, by agent, number and India date range', async () => {
    const agent = await app.ctx.loginAs('ADMIN');
    const [early] = await insertCalls(app.ctx.db, [
      {
        orgId: otherOrg,
        userId: agent.userId,
        startedAt: new Date('2026-03-01T20:00:00Z'),
        toNumber: '8047111222',
      },
    ]);
    const get = async (q: string) =>
      (await app.su.get(`/api/call-history/org/${otherOrg}?${q}`)).json().data as CallPage;
    expect((await get('page_size=50')).total_items).toBe(7);
    expect((await get(`user_id=${agent.userId}`)).rows.map((r) => [r.id, r.agent_name])).toEqual([
      [early, `ADMIN ${'Tester'}${2}`],
    ]);
    expect((await get('number=8047111222')).rows.map((r) => r.id)).toEqual([early]);
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect((await get('from=2026-03-02&to=2026-03-02')).rows.map((r) => r.id)).toEqual([early]);
    expect((await get('from=2026-03-01&to=2026-03-01')).total_items).toBe(0);
    expect((await get('duration_gt=60')).rows.map((r) => r.duration)).toEqual([61]);
    expect(
      (await get(`number=8047111222&user_id=${agent.userId}&from=2026-03-02`)).rows.map(
        (r) => r.id,
      ),
    ).toEqual([early]);
    expect((await get(`number=8047111222&from=2026-03-03`)).total_items).toBe(0);
    expect((await get('to=2026-03-01')).total_items).toBe(0);
  });

  it('filters a team list by text, status and call type, alone and together', async () => {
    const textOrg = (await insertOrg(app.ctx.db, { name: 'Text Search Pvt Ltd' })).id;
    const [answered, missed, busy, deleted] = (await insertCalls(app.ctx.db, [
      {
        orgId: textOrg,
        fromNumber: '+917700011111',
        status: 'ANSWERED',
        callType: 'INCOMING',
        switchCallId: 'org-text-1',
      },
      {
        orgId: textOrg,
        fromNumber: '+917700022222',
        status: 'MISSED',
        callType: 'MISSED',
        duration: 0,
      },
      {
        orgId: textOrg,
        toNumber: '+917700033333',
        status: 'BUSY',
        callType: 'OUTGOING',
        duration: 0,
      },
      {
        orgId: textOrg,
        fromNumber: '+917700044444',
        status: 'ANSWERED',
        callType: 'OUTGOING',
        deletedAt: new Date(),
      },
    ])) as [number, number, number, number];
    await insertCalls(app.ctx.db, [{ orgId: otherOrg, fromNumber: '+917700055555' }]);
    const ids = async (q: string) => {
      const response = await app.su.get(`/api/call-history/org/${textOrg}?page_size=50&${q}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as CallPage).rows.map((r) => r.id);
    };
    // Three digits search either number's start, in this org only; a call id is exact.
    expect(await ids('text=770')).toEqual([busy, missed, answered]);
    expect(await ids('text=770&include_soft_deleted=true')).toEqual([
      deleted,
      busy,
      missed,
      answered,
    ]);
    expect(await ids(`text=${encodeURIComponent('+91 77000 22222')}`)).toEqual([missed]);
    expect(await ids('text=org-text-1')).toEqual([answered]);
    expect(await ids('status=MISSED')).toEqual([missed]);
    expect(await ids('call_type=OUTGOING')).toEqual([busy]);
    expect(await ids('call_type=OUTGOING&include_soft_deleted=true')).toEqual([deleted, busy]);
    expect(await ids('text=770&status=ANSWERED&call_type=INCOMING')).toEqual([answered]);
    expect(await ids('text=7700033&call_type=INCOMING')).toEqual([]);
    expect(await ids('number=770&status=BUSY')).toEqual([busy]);
    const shortNumber = await app.su.get(
      `/api/call-history/org/${textOrg}?number=${encodeURIComponent('+919')}`,
    );
    expect(shortNumber.statusCode).toBe(400);
    expect(shortNumber.json().details[0].field).toBe('number');
  });

  it("searches the team's agents on the server, by name, email or id", async () => {
    const team = (await insertOrg(app.ctx.db, { name: 'Agents Pvt Ltd' })).id;
    const [meera, mohan, zoya] = [
      await addMember(app.ctx.db, team, 'Meera', 'Iyer'),
      await addMember(app.ctx.db, team, 'Mohan', 'Das'),
      await addMember(app.ctx.db, team, 'Zoya', 'Khan'),
    ];
    await addMember(app.ctx.db, otherOrg, 'Meenal', 'Outsider');
    const agents = async (q: string) => {
      const response = await app.su.get(`/api/call-history/org/${team}/agents?${q}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.rows as { id: number; name: string }[];
    };
    expect(await agents('')).toEqual([
      { id: meera, name: 'Meera Iyer' },
      { id: mohan, name: 'Mohan Das' },
      { id: zoya, name: 'Zoya Khan' },
    ]);
    expect((await agents('text=me')).map((a) => a.name)).toEqual(['Meera Iyer']);
    expect((await agents('text=KHAN')).map((a) => a.id)).toEqual([zoya]);
    // The chosen agent keeps its name whatever is typed.
    expect((await agents(`text=mohan&user_id=${zoya}`)).map((a) => a.id)).toEqual([zoya, mohan]);
    expect(await agents('text=nobody')).toEqual([]);
  });

  it('answers a broad filter over many rows from the estimate, without counting', async () => {
    const bigOrg = (await insertOrg(app.ctx.db, { name: 'Big Calls Pvt Ltd' })).id;
    await app.ctx.db.execute(sql`
      insert into call_history (switch_call_id, org_id, call_type, status, from_number, to_number, duration, started_at)
      select 'big-' || g, ${bigOrg}, 'INCOMING', 'ANSWERED', '+919800000000', '8047000009', 5, now() - g * interval '1 second'
        from generate_series(1, 6000) g`);
    await app.ctx.db.execute(sql`analyze call_history`);
    const execute = vi.spyOn(app.ctx.db, 'execute');
    try {
      const response = await app.su.get(`/api/call-history/org/${bigOrg}?page=0&page_size=10`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data as CallPage;
      expect(page.total_is_estimate).toBe(true);
      expect(page.total_items).toBeGreaterThan(5000);
      expect(page.rows).toHaveLength(10);
      const statements = execute.mock.calls.map(([query]) => JSON.stringify(query));
      expect(statements.some((q) => q.includes('explain'))).toBe(true);
      expect(statements.filter((q) => q.includes('count('))).toEqual([]);
    } finally {
      execute.mockRestore();
      await app.ctx.db.execute(sql`delete from call_history where org_id = ${bigOrg}`);
    }
  });

  it("totals a filter most of a team's calls match from their density, without gathering every match", async () => {
    const team = (await insertOrg(app.ctx.db, { name: 'Own Number Pvt Ltd' })).id;
    // 2,700 calls to the team's own number, every tenth call to another one.
    await app.ctx.db.execute(sql`
      insert into call_history (switch_call_id, org_id, call_type, status, from_number, to_number, duration, started_at)
      select 'own-' || g, ${team}, 'INCOMING', 'ANSWERED', '+919800000000', case when g % 10 = 0 then '8047000099' else '8047000010' end,
             5, now() - g * interval '1 second'
        from generate_series(1, 3000) g`);
    await app.ctx.db.execute(sql`analyze call_history`);
    const execute = vi.spyOn(app.ctx.db, 'execute');
    try {
      const response = await app.su.get(
        `/api/call-history/org/${team}?page=0&page_size=10&number=8047000010`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json().data as CallPage;
      expect(page.rows).toHaveLength(10);
      expect(page.rows.every((r) => r.to_number === '8047000010')).toBe(true);
      expect(page.total_is_estimate).toBe(true);
      // 90% of the newest 2,000 match, of about 3,000 team calls.
      expect(page.total_items).toBeGreaterThan(2000);
      expect(page.total_items).toBeLessThan(4000);
      const statements = execute.mock.calls.map(([query]) => JSON.stringify(query));
      expect(statements.filter((q) => q.includes('capped'))).toEqual([]);
      // A rare number of the same team is still counted exactly.
      const rare = (
        await app.su.get(`/api/call-history/org/${team}?page=0&page_size=10&number=8047000099`)
      ).json().data as CallPage;
      expect(rare).toMatchObject({ total_items: 300, total_is_estimate: false });
    } finally {
      execute.mockRestore();
      await app.ctx.db.execute(sql`delete from call_history where org_id = ${team}`);
    }
  });

  it('keeps soft-deleted calls out of a team list unless asked, and marks them', async () => {
    const [gone] = await insertCalls(app.ctx.db, [
      { orgId: otherOrg, deletedAt: new Date('2026-03-05T10:00:00Z') },
    ]);
    const list = async (q: string) =>
      (await app.su.get(`/api/call-history/org/${otherOrg}?page_size=50${q}`)).json()
        .data as CallPage;
    expect((await list('')).rows.some((r) => r.id === gone)).toBe(false);
    expect(
      (await list('&include_soft_deleted=true')).rows.find((r) => r.id === gone),
    ).toMatchObject({
      is_soft_deleted: true,
      deleted_at: '2026-03-05T10:00:00.000Z',
    });
  });

  it('answers per-day stats with totals and a zero for quiet days', async () => {
    const response = await app.su.get(
      `/api/call-history/org/${orgId}/stats/total-call-and-duration`,
    );
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats.days).toHaveLength(30);
    expect(stats.total_calls).toBe(8);
    expect(stats.total_duration_seconds).toBe(DURATIONS.reduce((a, b) => a + b, 0));
    expect(stats.missed_calls).toBe(1);
    expect(stats.days.reduce((n: number, d: { calls: number }) => n + d.calls, 0)).toBe(8);
    const backwards = await app.su.get(
      `/api/call-history/org/${orgId}/stats/total-call-and-duration?from=2026-05-02&to=2026-05-01`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});
