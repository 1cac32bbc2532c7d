import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_LIMIT } from '@switchboard/contract/bulk';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { auditOf, insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;
let failed: number[];
let sent: number;

const statusOf = async (ids: number[]) =>
  (
    await app.ctx.db
      .select({ id: outbox.id, status: outbox.status })
      .from(outbox)
      .where(inArray(outbox.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((r) => r.status);

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Bulk Retry Traders' })).id;
  const rows = await app.ctx.db
    .insert(outbox)
    .values([
      ...[1, 2, 3].map((n) => ({
        channel: 'WEBHOOK',
        recipient: `https://hooks.example.in/${n}`,
        // A message with a body: one whose body was removed is never sent again.
        payload: { event: 'team.updated', n },
        status: 'FAILED',
        attempts: 8,
        orgId,
      })),
      {
        channel: 'SMS',
        recipient: '9330012399',
        payload: { text: 'Your plan is active' },
        status: 'SENT',
        orgId,
      },
    ])
    .returning({ id: outbox.id });
  failed = rows.slice(0, 3).map((r) => r.id);
  sent = rows[3]!.id;
});

describe('POST /api/outbox/bulk', () => {
  it('counts what a select-all picks before anything happens', async () => {
    const response = await app.su.post('/api/outbox/bulk/count', {
      filter: { org_id: orgId, status: 'FAILED' },
    });
    expect(response.json().data).toEqual({ count: 3, over_limit: false, limit: BULK_LIMIT });
    expect(await statusOf(failed)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  });

  it('retries ticked rows, reporting a row the single retry refuses while the others go', async () => {
    const response = await app.su.post('/api/outbox/bulk', {
      action: 'retry',
      ids: [failed[0], sent],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      total: 2,
      done: 1,
      failed: 1,
      results: [
        { id: failed[0], ok: true },
        { id: sent, ok: false, message: expect.stringContaining(String(sent)) },
      ],
    });
    expect(await statusOf([failed[0]!, sent])).toEqual(['PENDING', 'SENT']);
    expect(await auditOf(app.ctx.db, 'outbox.retry', failed[0]!)).toBeTruthy();
  });

  it('retries every row the filter picks, and a second run changes nothing', async () => {
    const filter = { org_id: orgId, status: 'FAILED' };
    const first = (await app.su.post('/api/outbox/bulk', { action: 'retry', filter })).json().data;
    expect(first).toMatchObject({ total: 2, done: 2, failed: 0 });
    expect(await statusOf(failed)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    const again = (await app.su.post('/api/outbox/bulk', { action: 'retry', filter })).json().data;
    expect(again).toEqual({ total: 0, done: 0, failed: 0, results: [] });
    // Ticked again, each one is refused by the single action's own rule: nothing doubles.
    const ticked = (await app.su.post('/api/outbox/bulk', { action: 'retry', ids: failed })).json()
      .data;
    expect(ticked).toMatchObject({ done: 0, failed: 3 });
  });

  it('wants ids or a filter, not both, and a known action', async () => {
    const both = await app.su.post('/api/outbox/bulk', { action: 'retry', ids: [1], filter: {} });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0].field).toBe('ids');
    const neither = await app.su.post('/api/outbox/bulk', { action: 'retry' });
    expect(neither.statusCode).toBe(400);
    const action = await app.su.post('/api/outbox/bulk', { action: 'resend', ids: [1] });
    expect(action.json().details[0].field).toBe('action');
  });

  it('needs the single action’s grant and a session', async () => {
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'update', subject: 'Outbox', inverted: true },
    ]);
    const body = { action: 'cancel', ids: [sent] };
    expect((await limited.post('/api/outbox/bulk', body)).statusCode).toBe(403);
    expect((await limited.post('/api/outbox/bulk/count', { filter: {} })).statusCode).toBe(403);
    expect((await app.ctx.client().post('/api/outbox/bulk', body)).statusCode).toBe(401);
    expect(await statusOf([sent])).toEqual(['SENT']);
  });
});
