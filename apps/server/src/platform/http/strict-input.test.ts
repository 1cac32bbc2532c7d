import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orgs } from '../../db/schema/teams';
import { onboardedOrg } from '../../test/factories';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { strictInput } from './strict-input';

const app = useTestApp();

describe('unknown fields in a request body', () => {
  it('are refused with 400 naming each misspelt field, and change nothing', async () => {
    const org = await onboardedOrg(app.ctx.db);
    const cases = [
      { path: `/api/org/${org.id}`, method: 'put', body: { name: 'Renamed', emial: 'a@b.in' } },
      {
        path: `/api/settings/org/${org.id}`,
        method: 'post',
        body: { call_recording: true, call_recordng: false },
      },
      {
        path: '/api/admin/saved-views',
        method: 'post',
        body: { list: 'teams', name: 'Strict', query: 'status=ACTIVE', shared: true },
      },
    ] as const;
    for (const { path, method, body } of cases) {
      const response = await app.su[method](path, body);
      expect(response.statusCode, path).toBe(400);
      const unknown = Object.keys(body).filter((k) =>
        ['emial', 'call_recordng', 'shared'].includes(k),
      );
      expect(response.json(), path).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: unknown.map((field) => ({ field, message: 'is not a known field' })),
      });
    }
    const [kept] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(kept?.name).toBe(org.name);
  });

  it('are refused at sign-in too', async () => {
    const response = await app.ctx
      .client()
      .post('/api/auth/login', { email: 'x@staff.test', password: TEST_PASSWORD, remember: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'remember', message: 'is not a known field' },
    ]);
  });

  it('are shown in the document as additionalProperties: false', async () => {
    const document = (await app.ctx.client().get('/api/docs/json')).json();
    const login = document.paths['/api/auth/login'].post.requestBody.content['application/json'];
    expect(login.schema.additionalProperties).toBe(false);
  });
});

describe('strictInput', () => {
  const body = z.object({
    name: z.string().optional(),
    nested: z.object({ a: z.number() }).optional(),
    rows: z.array(z.object({ b: z.string() })),
    piped: z.object({ c: z.string() }).transform((v) => v.c),
    loose: z.looseObject({ d: z.string() }),
  });
  const strict = strictInput(body);
  const good = { rows: [{ b: 'x' }], piped: { c: 'y' }, loose: { d: 'z', other: 1 } };

  it('makes every object strict, deep, and leaves loose objects loose', () => {
    expect(strict.parse(good)).toEqual({ ...good, piped: 'y' });
    for (const bad of [
      { ...good, nmae: 'x' },
      { ...good, nested: { a: 1, z: 2 } },
      { ...good, rows: [{ b: 'x', c: 1 }] },
      { ...good, piped: { c: 'y', d: 1 } },
    ])
      expect(strict.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('builds each strict schema once', () => {
    expect(strictInput(body)).toBe(strict);
  });
});
