import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/auth';
import { upsertStaffUser } from '../../seed/staff';
import { buildApp } from '../../app';
import { TEST_PASSWORD, TestClient, useTestApp } from '../../test/app';

// Three tries per account+address, eight per address, in a 15-minute window.
const app = useTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '8' });

const login = (address: string, email: string, password: string) =>
  app.ctx.client(address).post('/api/auth/login', { email, password });

async function staff(email: string) {
  await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Su',
    lastName: 'T',
    role: 'SU',
  });
}

const failuresOf = async (account: string, address: string) =>
  (
    await app.ctx.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)))
  )[0];

beforeAll(async () => {
  for (const email of ['target@staff.test', 'twice@staff.test', 'grow@staff.test'])
    await staff(email);
});

describe('login throttling, per account and address, kept in the database', () => {
  it('makes the attacking address wait, while the owner logs in from another address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login('203.0.113.7', 'target@staff.test', 'wrong')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const waiting = await login('203.0.113.7', 'target@staff.test', TEST_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    // The wait in seconds, as the message says it, for clients that read headers.
    const seconds = Number(/in (\d+) seconds/.exec(waiting.json().message)?.[1]);
    expect(waiting.headers['retry-after']).toBe(String(seconds));
    expect(waiting.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many login attempts; try again in (\d|[12]\d|30) seconds$/,
      ),
    });
    // The SU, elsewhere, is not locked out by someone else's tries.
    expect((await login('198.51.100.20', 'target@staff.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success ends the count', async () => {
    const address = '203.0.113.8';
    for (let round = 0; round < 3; round += 1) {
      expect((await login(address, 'twice@staff.test', 'wrong')).statusCode).toBe(401);
      expect((await login(address, 'twice@staff.test', 'wrong')).statusCode).toBe(401);
      expect((await login(address, 'twice@staff.test', TEST_PASSWORD)).statusCode).toBe(200);
    }
    expect(await failuresOf('twice@staff.test', address)).toBeUndefined();
  });

  it('doubles the wait with each failure past the limit, up to the window', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 3; i += 1) await login(address, 'grow@staff.test', 'wrong');
    const waitOf = async () => {
      const [row] = await app.ctx.db
        .select({
          seconds: sql<number>`extract(epoch from ${loginFailures.lockedUntil} - now())::float8`,
        })
        .from(loginFailures)
        .where(eq(loginFailures.address, address));
      return Number(row?.seconds);
    };
    const waits = [await waitOf()];
    // Eight failures in all: the address limit (8) is not reached before the last.
    for (let i = 0; i < 5; i += 1) {
      // The wait has passed: the next failure counts and waits twice as long.
      await app.ctx.db
        .update(loginFailures)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginFailures.address, address));
      expect((await login(address, 'grow@staff.test', 'wrong')).statusCode).toBe(401);
      waits.push(await waitOf());
    }
    const rounded = waits.map((s) => Math.round(s / 10) * 10);
    expect(rounded).toEqual([30, 60, 120, 240, 480, 900]);
  });

  it('limits one address across accounts, wherever the failures went', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 8; i += 1)
      expect((await login(address, `nobody${i}@staff.test`, 'wrong')).statusCode).toBe(401);
    const held = await login(address, 'fresh@staff.test', 'wrong');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('203.0.113.11', 'fresh@staff.test', 'wrong')).statusCode).toBe(401);
  });

  it('counts every one of many parallel failures', async () => {
    const address = '203.0.113.12';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(address, 'parallel@staff.test', 'wrong')),
    );
    expect(answers.every((a) => [401, 429].includes(a.statusCode))).toBe(true);
    const row = await failuresOf('parallel@staff.test', address);
    const counted = answers.filter((a) => a.statusCode === 401).length;
    expect(row?.failures).toBe(counted);
    expect(row?.lockedUntil).not.toBeNull();
  });

  it('holds across instances and restarts: a second app over the database sees the wait', async () => {
    const address = '203.0.113.13';
    for (let i = 0; i < 3; i += 1) await login(address, 'target@staff.test', 'wrong');
    const other = await buildApp({
      config: app.ctx.config,
      database: app.ctx.database,
      webDist: null,
      logger: false,
    });
    try {
      await other.ready();
      const answer = await new TestClient(other, address).post('/api/auth/login', {
        email: 'target@staff.test',
        password: TEST_PASSWORD,
      });
      expect(answer.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
