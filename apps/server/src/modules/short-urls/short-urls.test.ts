import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { shortUrlVisits, shortUrls } from '../../db/schema/short-urls';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { flushVisits } from './redirect-service';

const BASE = 'https://sbt.example';
const app = useTestApp({ SHORT_URL_BASE: BASE });

const CHROME_MOBILE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type ShortUrl = {
  id: number;
  slug: string;
  short_url: string;
  status: string;
  visit_count: number;
};

async function create(body: Record<string, unknown>): Promise<ShortUrl> {
  const response = await app.su.post('/api/admin/short-urls', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A visitor with no session: what a click on a shared link sends. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  app.ctx.app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': FIREFOX_DESKTOP, ...headers },
  });

describe('POST /api/admin/short-urls', () => {
  it('generates a 7-character base62 slug, links it at SHORT_URL_BASE, and audits', async () => {
    const url = await create({ target_url: 'https://example.in/offer', title: 'Diwali offer' });
    expect(url.slug).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(url).toMatchObject({
      short_url: `${BASE}/s/${url.slug}`,
      status: 'ACTIVE',
      visit_count: 0,
      created_by_name: 'SU Tester1',
    });
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'short_url.create'), eq(auditLog.subjectId, String(url.id))));
    expect(entries).toHaveLength(1);
  });

  it('takes a custom slug once, whatever its case, and refuses reserved or malformed ones', async () => {
    await create({ target_url: 'https://example.in/a', slug: 'Holi-2026' });
    const taken = await app.su.post('/api/admin/short-urls', {
      target_url: 'https://example.in/b',
      slug: 'holi-2026',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The slug holi-2026 is already taken');

    for (const slug of ['login', 'API', 'a b', '-x', 'x'.repeat(65)]) {
      const response = await app.su.post('/api/admin/short-urls', {
        target_url: 'https://example.in/c',
        slug,
      });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().details[0].field).toBe('slug');
    }
  });

  it('takes only http and https targets, and never a short link of this server', async () => {
    for (const target_url of [
      'javascript:alert(1)',
      'ftp://example.in/file',
      'data:text/html,hi',
      `${BASE}/s/other`,
      'http://localhost/s/other',
    ]) {
      const response = await app.su.post('/api/admin/short-urls', { target_url });
      expect(response.statusCode, target_url).toBe(400);
      expect(response.json().details[0].field).toBe('target_url');
    }
    // Other pages of the server itself are fine targets (the console's login page).
    await create({ target_url: 'http://localhost/login' });
    await create({ target_url: `${BASE}/promo` });
  });

  it('refuses a validity that ends before it starts', async () => {
    const response = await app.su.post('/api/admin/short-urls', {
      target_url: 'https://example.in',
      valid_since: '2026-05-02T00:00:00+05:30',
      valid_until: '2026-05-01T00:00:00+05:30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('valid_until');
  });

  it('is for staff with the grant only', async () => {
    const body = { target_url: 'https://example.in' };
    expect((await app.ctx.client().post('/api/admin/short-urls', body)).statusCode).toBe(401);
    const agent = await app.ctx.loginAs('ADMIN', [
      { action: 'manage', subject: 'Growth', inverted: true },
    ]);
    expect((await agent.post('/api/admin/short-urls', body)).statusCode).toBe(403);
    expect((await agent.get('/api/admin/short-urls')).statusCode).toBe(403);
  });
});

describe('GET /s/{slug}: the redirect', () => {
  it('answers 302 to the target, for the slug in any case, with no session and no cookie', async () => {
    const url = await create({ target_url: 'https://example.in/pay?ref=1' });
    const response = await visit(`/s/${url.slug.toUpperCase()}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.in/pay?ref=1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown slug with a small 404 page', async () => {
    const response = await visit('/s/nope-never');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This short link does not exist.');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a disabled, expired or not yet valid link with a 410 page', async () => {
    const disabled = await create({ target_url: 'https://example.in/1' });
    expect((await visit(`/s/${disabled.slug}`)).statusCode).toBe(302);
    const deleted = await app.su.delete(`/api/admin/short-urls/${disabled.id}`);
    expect(deleted.json().data.status).toBe('DISABLED');
    const gone = await visit(`/s/${disabled.slug}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This short link is no longer active.');

    const expired = await create({
      target_url: 'https://example.in/2',
      valid_until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(expired.status).toBe('EXPIRED');
    expect((await visit(`/s/${expired.slug}`)).statusCode).toBe(410);
    const scheduled = await create({
      target_url: 'https://example.in/3',
      valid_since: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(scheduled.status).toBe('SCHEDULED');
    expect((await visit(`/s/${scheduled.slug}`)).statusCode).toBe(410);
  });

  it("forwards the visit's query parameters when asked, the visit's winning", async () => {
    const forwarding = await create({
      target_url: 'https://example.in/land?src=qr&x=1',
      forward_query: true,
    });
    const response = await visit(`/s/${forwarding.slug}?src=whatsapp&utm_campaign=diwali`);
    expect(response.headers.location).toBe(
      'https://example.in/land?x=1&src=whatsapp&utm_campaign=diwali',
    );
    const plain = await create({ target_url: 'https://example.in/land' });
    expect((await visit(`/s/${plain.slug}?src=whatsapp`)).headers.location).toBe(
      'https://example.in/land',
    );
  });

  it('lets exactly max_visits visitors through, also when they come at once; bots use none', async () => {
    const limited = await create({ target_url: 'https://example.in/once', max_visits: 3 });
    expect((await visit(`/s/${limited.slug}`, { 'user-agent': GOOGLEBOT })).statusCode).toBe(302);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => visit(`/s/${limited.slug}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 302)).toHaveLength(3);
    expect(statuses.filter((s) => s === 410)).toHaveLength(9);
    const [row] = await app.ctx.db.select().from(shortUrls).where(eq(shortUrls.id, limited.id));
    expect(row?.visitCount).toBe(3);
    const after = (await app.su.get(`/api/admin/short-urls/${limited.id}`)).json().data;
    expect(after.status).toBe('EXHAUSTED');
  });

  it('follows a change at once: a new target, and a raised limit', async () => {
    const url = await create({ target_url: 'https://example.in/old', max_visits: 1 });
    expect((await visit(`/s/${url.slug}`)).headers.location).toBe('https://example.in/old');
    expect((await visit(`/s/${url.slug}`)).statusCode).toBe(410);
    const changed = await app.su.put(`/api/admin/short-urls/${url.id}`, {
      target_url: 'https://example.in/new',
      max_visits: 5,
      tags: ['Print'],
    });
    expect(changed.json().data).toMatchObject({ status: 'ACTIVE', tags: ['print'] });
    expect((await visit(`/s/${url.slug}`)).headers.location).toBe('https://example.in/new');
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'short_url.update'), eq(auditLog.subjectId, String(url.id))));
    expect(audits[0]?.summary).toMatchObject({
      target_url: { before: 'https://example.in/old', after: 'https://example.in/new' },
    });
    await app.su.delete(`/api/admin/short-urls/${url.id}`);
    const edit = await app.su.put(`/api/admin/short-urls/${url.id}`, { title: 'x' });
    expect(edit.statusCode).toBe(409);
    // The slug stays taken for good.
    const reuse = await app.su.post('/api/admin/short-urls', {
      target_url: 'https://example.in',
      slug: url.slug,
    });
    expect(reuse.statusCode).toBe(409);
  });
});

describe('visits', () => {
  it('always name a link that exists: a short URL is disabled, never deleted', async () => {
    const url = await create({ target_url: 'https://example.in/kept' });
    await visit(`/s/${url.slug}`);
    await flushVisits(app.ctx.db);
    // Visits carry no foreign-key check (the redirect's hot path); the table refuses deletes.
    await expect(app.ctx.db.delete(shortUrls).where(eq(shortUrls.id, url.id))).rejects.toThrow();
    expect((await app.su.delete(`/api/admin/short-urls/${url.id}`)).statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(shortUrls).where(eq(shortUrls.id, url.id));
    expect(row?.disabledAt).not.toBeNull();
  });

  it('records time, referrer host, device, browser, country and a hash, never the address', async () => {
    const url = await create({ target_url: 'https://example.in/v' });
    const path = `/s/${url.slug}`;
    await visit(path, {
      'user-agent': CHROME_MOBILE,
      referer: 'https://wa.me/somebody?text=hi',
      'cf-ipcountry': 'in',
    });
    await visit(path, { 'user-agent': CHROME_MOBILE, referer: 'https://wa.me/other' });
    await visit(path, { 'user-agent': FIREFOX_DESKTOP });
    await visit(path, { 'user-agent': GOOGLEBOT });
    await flushVisits(app.ctx.db);

    const rows = await app.ctx.db
      .select()
      .from(shortUrlVisits)
      .where(eq(shortUrlVisits.shortUrlId, url.id));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      referrerHost: 'wa.me',
      device: 'mobile',
      browser: 'Chrome',
      country: 'IN',
      isBot: false,
    });
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');

    const stats = (await app.su.get(`/api/admin/short-urls/${url.id}/visits`)).json().data;
    expect(stats).toMatchObject({ total: 3, unique_visitors: 2, bots: 1, include_bots: false });
    expect(stats.per_day).toHaveLength(30);
    expect(stats.per_day.at(-1).visits).toBe(3);
    expect(stats.referrers).toEqual([
      { host: 'wa.me', visits: 2 },
      { host: null, visits: 1 },
    ]);
    expect(stats.devices).toEqual([
      { device: 'mobile', visits: 2 },
      { device: 'desktop', visits: 1 },
    ]);
    const withBots = (
      await app.su.get(`/api/admin/short-urls/${url.id}/visits?include_bots=true`)
    ).json().data;
    expect(withBots.total).toBe(4);
    // Bots do not count as visits of the link either.
    expect((await app.su.get(`/api/admin/short-urls/${url.id}`)).json().data.visit_count).toBe(3);

    const range = await app.su.get(
      `/api/admin/short-urls/${url.id}/visits?from=2026-01-01&to=2025-12-01`,
    );
    expect(range.statusCode).toBe(400);
    expect((await app.su.get('/api/admin/short-urls/999999/visits')).statusCode).toBe(404);
  });
});

describe('list, detail and QR', () => {
  it('filters by text, tag and org, newest first', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Yamuna Traders' });
    const a = await create({
      target_url: 'https://example.in/monsoon',
      title: 'Monsoon sale',
      tags: ['monsoon', 'sms'],
      org_id: org.id,
    });
    const b = await create({ target_url: 'https://example.in/other', tags: ['sms'] });
    const ids = async (query: string) =>
      ((await app.su.get(`/api/admin/short-urls?${query}`)).json().data.rows as ShortUrl[]).map(
        (r) => r.id,
      );
    expect(await ids('text=monsoon')).toEqual([a.id]);
    expect(await ids('tag=SMS')).toEqual([b.id, a.id]);
    expect(await ids(`org_id=${org.id}`)).toEqual([a.id]);
    const detail = (await app.su.get(`/api/admin/short-urls/${a.id}`)).json().data;
    expect(detail).toMatchObject({ org_name: 'Yamuna Traders', title: 'Monsoon sale' });
    expect((await app.su.get('/api/admin/short-urls/999999')).statusCode).toBe(404);
  });

  it('draws the QR code of the short link as SVG and PNG', async () => {
    const url = await create({ target_url: 'https://example.in/qr' });
    const svg = await app.su.get(`/api/admin/short-urls/${url.id}/qr?format=svg&size=300`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toContain('<svg');
    const png = await app.su.get(`/api/admin/short-urls/${url.id}/qr?format=png&download=true`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="qr-${url.slug}.png"`);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await app.su.get(`/api/admin/short-urls/${url.id}/qr?size=9`)).statusCode).toBe(400);
  });
});
