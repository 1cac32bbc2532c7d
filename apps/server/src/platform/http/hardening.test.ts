import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@switchboard/contract/session';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { insertOrg } from '../../test/factories';
import type { Database } from '../db/client';
import type { App } from './types';

const session = useTestApp();
// A second database for the apps this file builds with settings of their own.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A built chunk big enough to be worth compressing. */
const bigAsset = `export const strings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};`;

describe('caching and cookies', () => {
  let webDist: string;
  let app: App;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'sb-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
    // A built asset with the brotli and gzip copies the build writes beside it.
    await writeFile(join(webDist, 'assets', 'big-5678.js'), bigAsset);
    await writeFile(join(webDist, 'assets', 'big-5678.js.br'), brotliCompressSync(bigAsset));
    await writeFile(join(webDist, 'assets', 'big-5678.js.gz'), gzipSync(bigAsset));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({ config, database, webDist, logger: false });
    // Like the signed file download, which lets the browser keep a document for 5 minutes.
    app.get('/api/test/cached', { config: { public: true } }, async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=300').send({ data: 'kept' }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("serves the build's own brotli or gzip copy of an asset as it is, without a cookie", async () => {
    for (const [encoding, copy] of [
      ['br', brotliCompressSync(bigAsset)],
      ['gzip', gzipSync(bigAsset)],
    ] as const) {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/big-5678.js',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      // The very bytes on disk: compressed once at build time, not again per request.
      expect(asset.rawPayload.equals(copy)).toBe(true);
      expect(asset.headers['set-cookie']).toBeUndefined();
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(bigAsset);
  });

  it('tells caches to keep no API answer, errors included', async () => {
    for (const url of ['/api/health', '/api/config', '/api/does-not-exist', '/api/audit/org/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets a route that caches on purpose keep its own header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/cached' });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
  });

  it('hands out the XSRF cookie on API answers only, never with static assets', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/config' });
    expect(api.cookies.map((c) => c.name)).toContain(XSRF_COOKIE);

    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');

    const page = await app.inject({ method: 'GET', url: '/teams' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('bad input is a 400, never a 500', () => {
  it('refuses a NUL character in a query string, naming the field', async () => {
    const response = await session.su.get('/api/org/search?text=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid querystring: text',
      details: [{ field: 'text' }],
    });
  });

  it('refuses a NUL character anywhere in a JSON body, naming the field', async () => {
    const org = await insertOrg(session.ctx.db, {});
    const response = await session.su.put(`/api/org/${org.id}`, {
      working_time: { monday: { from: '09:00\u0000', to: '18:00' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body: working_time.monday.from',
    });
    const key = await session.su.put(`/api/org/${org.id}`, { working_time: { 'a\u0000': 1 } });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe('Invalid body: working_time.a\u0000');
  });

  it('refuses a NUL character in a path parameter', async () => {
    const response = await session.su.get('/api/org/details/1%00');
    expect(response.statusCode).toBe(400);
  });

  it('refuses JSON nested too deep, before it reaches the database', async () => {
    const org = await insertOrg(session.ctx.db, {});
    // Written as text: JSON.stringify itself gives up long before 10,000 levels.
    const deep = `{"working_time":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`;
    const response = await session.su.put(`/api/org/${org.id}`, deep, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid body: nested deeper than 32 levels',
      code: 'VALIDATION_ERROR',
    });
    // Brackets inside strings are text, not nesting.
    const text = await session.su.put(`/api/org/${org.id}`, {
      working_time: { note: '['.repeat(100) + '{'.repeat(100) },
    });
    expect(text.statusCode).toBe(200);
    // As deep as a console ever sends is fine.
    let fine: unknown = 1;
    for (let i = 0; i < 20; i += 1) fine = [fine];
    const ok = await session.su.put(`/api/org/${org.id}`, { working_time: { fine } });
    expect(ok.statusCode).toBe(200);
  });

  it('measures the depth of a compressed body once it is inflated', async () => {
    const org = await insertOrg(session.ctx.db, {});
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    const fine = gzipSync(JSON.stringify({ working_time: { monday: { from: '09:00' } } }));
    const ok = await session.su.put(`/api/org/${org.id}`, fine, headers);
    expect(ok.statusCode).toBe(200);
    const deep = gzipSync(`{"working_time":${'['.repeat(40)}${']'.repeat(40)}}`);
    const refused = await session.su.put(`/api/org/${org.id}`, deep, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid body: nested deeper than 32 levels');
  });

  it('answers an id beyond the database integer range with a 400', async () => {
    const response = await session.su.get('/api/org/details/99999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.body).not.toContain('integer');
  });
});

describe('TRUST_PROXY', () => {
  async function ipSeenWith(env: Record<string, string>, headers: Record<string, string>) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...env,
    });
    const app = await buildApp({ config, database, webDist: null, logger: false });
    app.get('/api/test/ip', { config: { public: true } }, async (request) => ({
      data: request.ip,
    }));
    await app.ready();
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        headers,
        remoteAddress: '10.0.0.2',
      });
      return response.json().data as string;
    } finally {
      await app.close();
    }
  }
  const forwarded = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };

  it('ignores X-Forwarded-For by default', async () => {
    expect(await ipSeenWith({}, forwarded)).toBe('10.0.0.2');
  });

  it('takes the client address from behind trusted proxies', async () => {
    expect(await ipSeenWith({ TRUST_PROXY: 'true' }, forwarded)).toBe('203.0.113.7');
    expect(await ipSeenWith({ TRUST_PROXY: '10.0.0.0/8' }, forwarded)).toBe('203.0.113.7');
    // Only the proxy at 10.0.0.2 is trusted: the hop before it is the client.
    expect(await ipSeenWith({ TRUST_PROXY: '10.0.0.2, 192.168.1.1' }, forwarded)).toBe('10.0.0.1');
    expect(await ipSeenWith({ TRUST_PROXY: 'loopback' }, forwarded)).toBe('10.0.0.2');
  });

  it('refuses a setting it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    // Fastify trusts no hop count any more: a number would quietly trust nobody.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a number of hops/);
  });
});
