import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { customer } from '../../test/route-contract';

// The product's app reports each customer sign-in; the team's Timeline lists them. Written once
// per sign-in id however often (and however concurrently) the app sends it.
const KEY = 'product-app-key-0123456789abcdef';
const app = useTestApp({ APP_API_KEY: KEY });

const report = (body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'POST',
    url: '/api/app/sign-ins',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });

const stored = (key: string) =>
  rowsOf<{ user_id: number; ip: string | null; platform: string | null; signed_in_at: Date }>(
    app.ctx.db,
    sql`select user_id, ip, platform, signed_in_at from app_sign_ins where sign_in_key = ${key}`,
  );

describe("sign-ins from the product's app (POST /app/sign-ins)", () => {
  it('refuses a wrong key, a bad body and an unknown user, naming the problem', async () => {
    const user = await customer(app.ctx.db);
    const body = { sign_in_id: 'sess-1', user_id: user.id, at: '2026-11-26T09:00:00+05:30' };
    expect((await report(body, 'wrong')).statusCode).toBe(401);
    expect((await report(body, null)).statusCode).toBe(401);
    const badIp = await report({ ...body, ip: '999.1.1.1' });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.json().message).toMatch(/ip/);
    expect((await report({ ...body, at: 'yesterday' })).statusCode).toBe(400);
    expect((await report({ ...body, sign_in_id: 'has spaces' })).statusCode).toBe(400);
    const unknown = await report({ ...body, user_id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(await stored('sess-1')).toEqual([]);
  });

  it('records a sign-in once under ten parallel reports, and answers each with the same id', async () => {
    const user = await customer(app.ctx.db);
    const body = {
      sign_in_id: `sess-${user.id}-a`,
      user_id: user.id,
      at: '2026-11-26T09:15:00+05:30',
      ip: '49.36.12.7',
      platform: 'android',
      app_version: '5.2.0',
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => report(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(answers.filter((a) => a.json().data.recorded)).toHaveLength(1);
    const rows = await stored(body.sign_in_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id, ip: '49.36.12.7', platform: 'android' });
    expect(new Date(rows[0]!.signed_in_at).toISOString()).toBe('2026-11-26T03:45:00.000Z');
  });

  it('refuses a sign-in id already reported for another user (409), keeping the first', async () => {
    const first = await customer(app.ctx.db);
    const second = await customer(app.ctx.db);
    const at = '2026-11-26T10:00:00Z';
    expect((await report({ sign_in_id: 'shared-id', user_id: first.id, at })).statusCode).toBe(200);
    const other = await report({ sign_in_id: 'shared-id', user_id: second.id, at });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This sign-in id was reported for another user');
    expect((await stored('shared-id')).map((r) => r.user_id)).toEqual([first.id]);
  });
});
