import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Action, Subject } from '@switchboard/contract/permissions';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import type { Db } from '../platform/db/client';
import type { TestClient, TestContext } from './app';

/**
 * One table row per route, each held to the same promises: bad input is a 400 naming the
 * field, a staff member without the route's grant gets a 403 that changes nothing, and the
 * good request answers from the database and, when it changes something, writes its audit
 * entry. The areas' own tests cover what each route does.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Req = { method: Method; url: string; body?: unknown };
export type RouteCase = {
  /** 'METHOD /path' as the API docs name it, e.g. 'GET /org/details/{id}'. */
  route: string;
  /** The grant the route needs: taken away, the request is refused. */
  access: [Action, Subject];
  /** Prepares what the good request needs; the bad one breaks one field. */
  make: () => Promise<{ good: Req; bad: Req & { field: string } }>;
  /** The audit action a good request writes (every change writes one). */
  audit?: string;
};
type Session = { ctx: TestContext; su: TestClient & { userId: number } };

export const get = (url: string): Req => ({ method: 'GET', url });
export const post = (url: string, body: unknown = {}): Req => ({ method: 'POST', url, body });
export const put = (url: string, body: unknown = {}): Req => ({ method: 'PUT', url, body });
/** A request whose `field` is wrong. */
export const invalid = (req: Req, field: string) => ({ ...req, field });

let sequence = 0;
/** A customer user with a phone nobody else has. */
export async function customer(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Route',
      lastName: `Case ${sequence}`,
      phone: `9${800000000 + sequence}`,
      role: 'ORG_USER',
      ...values,
    })
    .returning({ id: users.id, phone: users.phone });
  return row!;
}
/** A phone no customer has yet. */
export const freshPhone = () => `9${700000000 + ++sequence}`;

/**
 * Runs the table. `covers` picks, from the API docs, the routes this table must hold, so a
 * route added later without a row fails here.
 */
export function checkRoutes(
  title: string,
  cases: RouteCase[],
  session: () => Session,
  covers: (path: string, tags: string[]) => boolean,
): void {
  // A browser's request: the XSRF header goes with every one (the spec makes some changes GETs).
  const send = (client: TestClient, { method, url, body }: Req) =>
    client.request(method, url, body, { [XSRF_HEADER]: client.cookies.get(XSRF_COOKIE) ?? '' });

  const auditCount = async (action: string) => {
    const { ctx, su } = session();
    const [row] = await ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, su.userId)));
    return row?.n ?? 0;
  };

  // One ADMIN without each grant, made once.
  const withoutGrant = new Map<string, Promise<TestClient>>();
  const staffWithout = ([action, subject]: [Action, Subject]) => {
    const key = `${action} ${subject}`;
    if (!withoutGrant.has(key))
      withoutGrant.set(key, session().ctx.loginAs('ADMIN', [{ action, subject, inverted: true }]));
    return withoutGrant.get(key)!;
  };

  describe(title, () => {
    it.each(cases.map((c) => [c.route, c] as const))(
      '%s: 400 naming the field, 403 without the grant, audited when it changes',
      async (_route, c) => {
        const { su } = session();
        const { good, bad } = await c.make();

        const rejected = await send(su, bad);
        expect(rejected.statusCode, rejected.body).toBe(400);
        expect(rejected.json().details.map((d: { field: string }) => d.field)).toContain(bad.field);

        const before = c.audit ? await auditCount(c.audit) : 0;
        const refused = await send(await staffWithout(c.access), good);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');

        // Refused first, the same request still succeeds: the 403 changed nothing.
        const answered = await send(su, good);
        expect(answered.statusCode, answered.body).toBe(200);
        expect(answered.json()).toHaveProperty('data');
        if (c.audit) expect(await auditCount(c.audit)).toBe(before + 1);
      },
    );

    it('has a row for every route it covers, and an audit entry for every change', async () => {
      const docs = (await session().su.get('/api/docs/json')).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      const served = Object.entries(docs.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => covers(path, operation.tags ?? []))
          .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
      );
      expect(cases.map((c) => c.route).sort()).toEqual(served.sort());
      // The spec's changing GETs count as changes too; a bulk action's count only reads (POST
      // because it carries the list's filter as a body).
      const changes = cases.filter(
        (c) =>
          (!c.route.startsWith('GET ') || /release|reset-fup|reconnect/.test(c.route)) &&
          !c.route.endsWith('/bulk/count'),
      );
      expect(changes.filter((c) => !c.audit).map((c) => c.route)).toEqual([]);
    });
  });
}
