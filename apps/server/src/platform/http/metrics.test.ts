import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import type { App } from './types';

const TOKEN = 'metrics-token-for-tests-0123456789';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function appWith(env: Record<string, string>): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, database, webDist: null, logger: false });
  await app.ready();
  return app;
}

/** The value of one sample line, e.g. `name{a="b"} 3`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const app = await appWith({});
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      const authorised = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(authorised.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await appWith({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app?.close());
  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers only the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.body).not.toContain('http_request');
    }
    // The scheme's name is case-insensitive.
    for (const scheme of ['bearer', 'BEARER', 'Bearer '])
      expect((await scrape(`${scheme} ${TOKEN}`)).statusCode, scheme).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts requests and their latency by route pattern and status', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/audit/org/123' });
    await app.inject({ method: 'GET', url: '/api/audit/org/456' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/api/health',
        method: 'GET',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Ids stay out of the labels: one series per route, not per org.
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/api/audit/org/:id',
        status_code: '401',
      }),
    ).toBe(2);
    expect(text).not.toContain('/api/audit/org/123');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('reports outbox depth and the age of the oldest message by channel and status', async () => {
    await database.db.execute(sql`
      insert into outbox (channel, recipient, payload, status, created_at) values
        ('SMS', '9876543210', '{}', 'PENDING', now() - interval '10 minutes'),
        ('SMS', '9876543211', '{}', 'PENDING', now()),
        ('WEBHOOK', 'https://hooks.example', '{}', 'FAILED', now() - interval '1 hour'),
        ('PUSH', 'device', '{}', 'SENT', now() - interval '2 days')`);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'switchboard_outbox_messages', { channel: 'SMS', status: 'PENDING' })).toBe(
      2,
    );
    expect(
      sample(text, 'switchboard_outbox_messages', { channel: 'WEBHOOK', status: 'FAILED' }),
    ).toBe(1);
    const age = sample(text, 'switchboard_outbox_oldest_age_seconds', {
      channel: 'SMS',
      status: 'PENDING',
    });
    expect(age).toBeGreaterThanOrEqual(590);
    expect(age).toBeLessThan(3600);
    // Delivered messages are history, not a queue.
    expect(text).not.toContain('status="SENT"');
    // Recipients never become labels.
    expect(text).not.toContain('9876543210');
  });

  it('reports failed logins and the account+address pairs waiting', async () => {
    await database.db.execute(sql`
      insert into login_failures (account, address, failures, locked_until) values
        ('a@x.test', '203.0.113.1', 10, now() + interval '30 seconds'),
        ('b@x.test', '203.0.113.2', 3, null)`);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'switchboard_login_failures')).toBe(13);
    expect(sample(text, 'switchboard_login_locked')).toBe(1);
    // Accounts and addresses never become labels.
    expect(text).not.toContain('a@x.test');
  });

  it('reports how many months ahead each history table has partitions for', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, 'switchboard_db_partition_months_ahead', { table: 'short_url_visits' }),
    ).toBe(3);
  });

  it('reports the PostgreSQL connection pool', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (database.kind === 'postgres') {
      expect(sample(text, 'switchboard_db_pool_max_connections')).toBe(4);
      const idle = sample(text, 'switchboard_db_pool_connections', { state: 'idle' }) ?? -1;
      const inUse = sample(text, 'switchboard_db_pool_connections', { state: 'in_use' }) ?? -1;
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(idle + inUse).toBeGreaterThan(0);
      expect(sample(text, 'switchboard_db_pool_waiting_clients')).toBe(0);
    } else {
      // PGlite is one connection inside this process: there is no pool to watch.
      expect(text).not.toContain('switchboard_db_pool');
    }
  });

  it('keeps two apps in one process apart', async () => {
    const other = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      const response = await other.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(
        sample(response.body, 'http_request_duration_seconds_count', { route: '/api/health' }),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
