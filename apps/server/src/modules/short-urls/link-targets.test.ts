import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

/**
 * A short link's target is stored in the WHATWG URL's spelling (punycode host, percent-encoded
 * path), so every visit can carry it in a Location header; a target at this server's own
 * redirect path is refused in any spelling; a row stored before, however bad, never makes a
 * visit fail with a 5xx.
 */

const BASE = 'https://sbt.example';
const app = useTestApp({ SHORT_URL_BASE: BASE });

const visit = (path: string) => app.ctx.app.inject({ method: 'GET', url: path });

async function create(target_url: string) {
  const response = await app.su.post('/api/admin/short-urls', { target_url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; slug: string; target_url: string };
}

describe('short link targets', () => {
  it('are stored normalised: punycode host, percent-encoded path, and visits carry that', async () => {
    const cases: [string, string][] = [
      // Full-width letters and an ideographic dot are the ASCII host they map to.
      ['https://ｅｖｉｌ.example/offer', 'https://evil.example/offer'],
      ['https://example。in/x', 'https://example.in/x'],
      ['https://bücher.example/über?q=ä', 'https://xn--bcher-kva.example/%C3%BCber?q=%C3%A4'],
      ['HTTPS://Example.IN', 'https://example.in/'],
    ];
    for (const [given, stored] of cases) {
      const link = await create(given);
      expect(link.target_url, given).toBe(stored);
      const answer = await visit(`/s/${link.slug}`);
      expect(answer.statusCode, given).toBe(302);
      expect(answer.headers.location, given).toBe(stored);
    }
  });

  it("are refused when not http(s), or when they lead to this server's redirect in any spelling", async () => {
    const own = await create('https://example.in/own');
    for (const target_url of [
      'javascript:alert(1)',
      'ftp://example.in/file',
      `${BASE}/s/${own.slug}`,
      `${BASE}/%73/${own.slug}`,
      `${BASE}/%2573/${own.slug}`,
      `${BASE}//s/${own.slug}`,
      `${BASE}/S/${own.slug}`,
      `${BASE}/x/../s/${own.slug}`,
      `${BASE}/%2e/s/${own.slug}`,
      `${BASE}\\s\\${own.slug}`,
      'https://SBT.example./s/x',
      'https://ｓｂｔ.example/s/x',
      'http://localhost/%73/other',
    ]) {
      const response = await app.su.post('/api/admin/short-urls', { target_url });
      expect(response.statusCode, target_url).toBe(400);
      expect(response.json().details[0].field, target_url).toBe('target_url');
    }
    // Changing a link's target is held to the same rule.
    const edited = await app.su.put(`/api/admin/short-urls/${own.id}`, {
      target_url: `${BASE}/%73/${own.slug}`,
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().message).toBe('A short URL cannot point at a short URL of this server');
  });

  it('stored before the rule, never make a visit fail: sent encoded, or answered as missing', async () => {
    await app.ctx.db.execute(sql`
      insert into short_urls (slug, target_url) values
        ('oldwide', 'https://ｅｖｉｌ.example/ä'),
        ('oldjs', 'javascript:alert(1)'),
        ('oldbad', 'not a url at all')`);
    const wide = await visit('/s/oldwide');
    expect(wide.statusCode).toBe(302);
    expect(wide.headers.location).toBe('https://evil.example/%C3%A4');
    for (const slug of ['oldjs', 'oldbad']) {
      const answer = await visit(`/s/${slug}`);
      expect(answer.statusCode, slug).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});
