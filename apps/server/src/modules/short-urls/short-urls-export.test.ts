import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectExportGuards,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../test/csv-export';

const app = useTestApp();

describe('GET /api/admin/short-urls/export', () => {
  it('streams every short URL the filters pick with its link, past a page of the walk, and audits', async () => {
    // 1,005 links of the Diwali campaign: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into short_urls (slug, target_url, title, tags)
      select 'dw' || g, 'https://example.in/offer/' || g, 'Diwali offer ' || g, array['diwali', 'sms']
        from generate_series(1, 1005) g`);
    // Left out: another tag, and a Diwali link the text does not match.
    await app.ctx.db.execute(sql`
      insert into short_urls (slug, target_url, title, tags) values
        ('holi1', 'https://example.in/holi', 'Diwali offer holi', array['holi']),
        ('dwplain', 'https://example.in/plain', 'Plain', array['diwali'])`);

    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/admin/short-urls/export?tag=Diwali&text=offer',
    );
    expect(fileName).toMatch(/^short-urls-text-offer_tag-diwali-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(1005);
    expect(rows.every((r) => r.Tags === 'diwali sms' && r.Title!.startsWith('Diwali offer'))).toBe(
      true,
    );
    // The link as the list shows it, on this server when no SHORT_URL_BASE is set.
    expect(rows[0]).toMatchObject({ Slug: 'dw1005', 'Short link': 'http://localhost:80/s/dw1005' });
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await auditedExports(app.ctx.db, 'short_urls.export', 'tag', 'diwali')).toBe(1);
  });

  it('reads like the screen: its column names, India times (the header says so)', async () => {
    await app.ctx.db.execute(sql`
      insert into short_urls (slug, target_url, title, tags, valid_until, created_at)
      values ('screen1', 'https://example.in/screen', 'Screen link', array['screen'],
              '2026-12-31T18:30:00Z', '2026-11-20T18:45:00Z')`);
    const { rows } = await downloadCsv(app.su, '/api/admin/short-urls/export?tag=screen');
    expectScreenHeaders(rows, [
      'ID',
      'Short link',
      'Slug',
      'Target URL',
      'Title',
      'Tags',
      'Status',
      'Visits',
      'Visit limit',
      `Valid from ${INDIA_TIME_HEADER}`,
      `Valid until ${INDIA_TIME_HEADER}`,
      'Team ID',
      'Team',
      'Created by',
      `Created ${INDIA_TIME_HEADER}`,
    ]);
    expect(rows[0]).toMatchObject({
      Slug: 'screen1',
      // 18:45 UTC is 00:15 the next day in India; 18:30 UTC is India's midnight.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
      [`Valid until ${INDIA_TIME_HEADER}`]: '2027-01-01 00:00:00',
      [`Valid from ${INDIA_TIME_HEADER}`]: '',
    });
  });

  it('answers a filter the database refuses as the list does, with no file and no audit', async () => {
    // An id past the column's range: the first page fails before anything is answered.
    const url = '/api/admin/short-urls/export?org_id=99999999999';
    const list = await app.su.get('/api/admin/short-urls?org_id=99999999999');
    const answer = await app.su.get(url);
    expect(answer.statusCode, answer.body).toBe(list.statusCode);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.json().message).toBe(list.json().message);
    expect(await auditedExports(app.ctx.db, 'short_urls.export', 'org_id', '99999999999')).toBe(0);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/admin/short-urls/export',
      access: ['read', 'Growth'],
      bad: '/api/admin/short-urls/export?org_id=x',
      field: 'org_id',
      action: 'short_urls.export',
    });
  });
});
