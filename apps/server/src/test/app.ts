import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AbilityRule } from '@switchboard/contract/permissions';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import type { Role } from '@switchboard/contract/roles';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { users } from '../db/schema/auth';
import { upsertStaffUser } from '../seed/staff';
import type { Database, Db } from '../platform/db/client';
import type { App } from '../platform/http/types';
import { checkAnswersAgainstDocument, type AnswerContract } from './answer-contract';
import { openTestDatabase } from './database';

export type TestContext = {
  app: App;
  db: Db;
  /** The database the app runs on: a second app over it plays a second instance. */
  database: Database;
  config: Config;
  /** Builds the API document every answer is checked against (once a worker; see useTestApp). */
  answerDocument: () => Promise<AnswerContract>;
  /** A client with its own cookie jar, not logged in; from `address` when given. */
  client: (address?: string) => TestClient;
  /** A client logged in as a new staff user of that role. */
  loginAs: (role: Role, grants?: AbilityRule[]) => Promise<TestClient & { userId: number }>;
  close: () => Promise<void>;
};

export const TEST_PASSWORD = 'correct horse battery staple';

/** Builds the real app over a real, migrated database (one per test file). */
export async function createTestContext(
  env: Record<string, string> = {},
  /** The database to run on instead of the file's own (a primary with replicas, say). */
  open: () => Promise<Database> = openTestDatabase,
): Promise<TestContext> {
  const database = await open();
  const filesDir = await mkdtemp(join(tmpdir(), 'sb-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests call the reminder alarm themselves, at the time they choose.
    REMINDER_CHECK_MS: '0',
    // And the campaign sender.
    CAMPAIGN_CHECK_MS: '0',
    // Tests that are not about the second factor sign in with a password alone.
    MFA_REQUIRED_ROLES: '',
    FILES_DIR: filesDir,
    ...env,
  });
  const app = await buildApp({ config, database, webDist: null, logger: false });
  // Every answer checked against the API document (answer-contract.ts): one it does not
  // describe fails the test that received it (answer-contract.test.ts proves the check itself).
  const answerDocument = checkAnswersAgainstDocument(app);
  await app.ready();
  let counter = 0;
  const ctx: TestContext = {
    app,
    db: database.db,
    database,
    config,
    answerDocument,
    client: (address) => new TestClient(app, address),
    loginAs: async (role, grants = []) => {
      counter += 1;
      const email = `${role.toLowerCase()}${counter}-${Date.now()}@staff.test`;
      const userId = await upsertStaffUser(database.db, {
        email,
        password: TEST_PASSWORD,
        firstName: role,
        lastName: `Tester${counter}`,
        role,
      });
      if (grants.length > 0) {
        await database.db.update(users).set({ grants }).where(eq(users.id, userId));
      }
      const client = new TestClient(app);
      const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return Object.assign(client, { userId });
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/**
 * The test file's app over its own database with an SU logged in, built before the file's
 * tests and closed after them. Read `ctx` and `su` inside tests, once they are built. `env` may
 * be a function, read when the app is built: a test that starts a fake provider in an earlier
 * `beforeAll` passes its address that way. `{ su: false }` logs nobody in (for a test that
 * needs a database without users, as the demo seed does).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { su?: boolean } = {},
) {
  const session = {} as { ctx: TestContext; su: TestClient & { userId: number } };
  beforeAll(async () => {
    session.ctx = await createTestContext(typeof env === 'function' ? env() : env);
  });
  // A step of its own, with time of its own: the first file of a worker builds the document.
  beforeAll(() => session.ctx?.answerDocument(), 180_000);
  beforeAll(async () => {
    if (options.su !== false) session.su = await session.ctx.loginAs('SU');
  });
  afterAll(() => session.ctx?.close());
  return session;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Injects requests like a browser: keeps cookies and echoes the XSRF token on state changes. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** `address`: the client's IP address as the server sees it (default 127.0.0.1). */
  constructor(
    private readonly app: App,
    private readonly address?: string,
  ) {}

  /** `raw`: a body sent as these exact bytes (not JSON-encoded), for malformed input. */
  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    raw?: string,
  ) {
    if (!this.cookies.has(XSRF_COOKIE) && method !== 'GET')
      await this.request('GET', '/api/health');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(xsrf && method !== 'GET' ? { [XSRF_HEADER]: xsrf } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
      ...(raw === undefined ? {} : { payload: raw }),
      ...(this.address ? { remoteAddress: this.address } : {}),
    });
    this.keepCookies(response);
    return response;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, body ?? {}, headers);
  delete = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('DELETE', url, body, headers);

  private keepCookies(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      const expired = c.expires !== undefined && new Date(c.expires).getTime() <= Date.now();
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
