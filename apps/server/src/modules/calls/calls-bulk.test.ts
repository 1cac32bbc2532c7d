import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callHistory } from '../../db/schema/calls';
import { useTestApp } from '../../test/app';
import { auditOf, insertCalls, insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;
let calls: number[];
let otherCall: number;

const deletedOf = async (ids: number[]) =>
  (
    await app.ctx.db
      .select({ id: callHistory.id, deletedAt: callHistory.deletedAt })
      .from(callHistory)
      .where(inArray(callHistory.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((r) => r.deletedAt !== null);

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Bulk Calls Opticals' })).id;
  const otherOrg = (await insertOrg(app.ctx.db, { name: 'Other Calls Co' })).id;
  calls = await insertCalls(app.ctx.db, [
    { orgId, status: 'MISSED' },
    { orgId, status: 'MISSED' },
    { orgId, status: 'ANSWERED' },
  ]);
  otherCall = (await insertCalls(app.ctx.db, [{ orgId: otherOrg, status: 'MISSED' }]))[0]!;
});

describe('POST /api/call-history/bulk', () => {
  it('soft-deletes ticked calls and restores them, each audited; a repeat is refused per row', async () => {
    const ticked = [calls[0]!, calls[2]!];
    const deleted = await app.su.post('/api/call-history/bulk', { action: 'delete', ids: ticked });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect(await deletedOf(calls)).toEqual([true, false, true]);
    expect(await auditOf(app.ctx.db, 'calls.delete', calls[0]!)).toBeTruthy();

    const again = (
      await app.su.post('/api/call-history/bulk', { action: 'delete', ids: [calls[0], calls[1]] })
    ).json().data;
    expect(again).toEqual({
      total: 2,
      done: 1,
      failed: 1,
      results: [
        { id: calls[0], ok: false, message: `Call #${calls[0]} is already deleted` },
        { id: calls[1], ok: true },
      ],
    });

    const restored = (
      await app.su.post('/api/call-history/bulk', { action: 'restore', ids: calls })
    ).json().data;
    expect(restored).toMatchObject({ total: 3, done: 3, failed: 0 });
    expect(await deletedOf(calls)).toEqual([false, false, false]);
    expect(await auditOf(app.ctx.db, 'calls.restore', calls[1]!)).toBeTruthy();
  });

  it('a select-all acts on the team list the filter describes, counted first', async () => {
    const filter = { org_id: orgId, status: 'MISSED' };
    const count = (await app.su.post('/api/call-history/bulk/count', { filter })).json().data;
    expect(count).toMatchObject({ count: 2, over_limit: false });
    const result = (
      await app.su.post('/api/call-history/bulk', { action: 'delete', filter })
    ).json().data;
    expect(result).toMatchObject({ total: 2, done: 2 });
    expect(await deletedOf([...calls, otherCall])).toEqual([true, true, false, false]);
    // Deleted calls leave the list, so a second select-all finds nothing to do.
    const again = (await app.su.post('/api/call-history/bulk', { action: 'delete', filter })).json()
      .data;
    expect(again.total).toBe(0);
    const restore = (
      await app.su.post('/api/call-history/bulk', {
        action: 'restore',
        filter: { ...filter, include_soft_deleted: true },
      })
    ).json().data;
    expect(restore).toMatchObject({ total: 2, done: 2 });
  });

  it('names bad input, needs the CDR edit grant and a session', async () => {
    const bad = await app.su.post('/api/call-history/bulk', { action: 'erase', ids: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('action');
    const badFilter = await app.su.post('/api/call-history/bulk/count', {
      filter: { status: 'LOST' },
    });
    expect(badFilter.json().details[0].field).toBe('filter.status');
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'CallHistory', inverted: true },
    ]);
    const body = { action: 'delete', ids: [otherCall] };
    expect((await limited.post('/api/call-history/bulk', body)).statusCode).toBe(403);
    expect((await app.ctx.client().post('/api/call-history/bulk', body)).statusCode).toBe(401);
    expect(await deletedOf([otherCall])).toEqual([false]);
  });
});
