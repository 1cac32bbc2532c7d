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

describe('GET /api/users/export', () => {
  it('streams every customer the filters pick in the list order, past a page of the walk, and audits', async () => {
    // 1,005 inactive customers: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into users (first_name, last_name, phone, role, status)
      select 'Export', 'Person ' || g, '97' || lpad(g::text, 8, '0'), 'ORG_USER', 'INACTIVE'
        from generate_series(1, 1005) g`);
    // Left out: active, a staff member, someone the text does not match.
    await app.ctx.db.execute(sql`
      insert into users (first_name, last_name, phone, role, status) values
        ('Export', 'Person Active', '9600000001', 'ORG_USER', 'ACTIVE'),
        ('Export', 'Person Staff', '9600000002', 'ADMIN', 'INACTIVE'),
        ('Other', 'Customer', '9600000003', 'ORG_USER', 'INACTIVE')`);

    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/users/export?status=INACTIVE&text=export%20person&order=ASC',
    );
    expect(fileName).toMatch(
      /^users-order-ASC_status-INACTIVE_text-exportperson-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(rows).toHaveLength(1005);
    expect(rows.every((r) => r.Status === 'INACTIVE' && r.Role === 'ORG_USER')).toBe(true);
    expect(rows.every((r) => r.Name!.startsWith('Export Person'))).toBe(true);
    // Oldest first, as asked, each once.
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await auditedExports(app.ctx.db, 'users.export', 'status', 'INACTIVE')).toBe(1);

    // Newest first by default, and the default is not named in the file.
    const newest = await downloadCsv(app.su, '/api/users/export?status=ACTIVE&text=export');
    expect(newest.fileName).toMatch(/^users-status-ACTIVE_text-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(newest.rows.map((r) => r.Name)).toEqual(['Export Person Active']);
  });

  it('reads like the screen: its column names, India times (the header says so)', async () => {
    await app.ctx.db.execute(sql`
      insert into users (first_name, last_name, phone, role, created_at)
      values ('Screen', 'Reader', '9600000077', 'ORG_USER', '2026-11-20T18:45:00Z')`);
    const { rows } = await downloadCsv(app.su, '/api/users/export?text=screen%20reader');
    expectScreenHeaders(rows, [
      'ID',
      'Name',
      'Phone',
      'Email',
      'Role',
      'Status',
      `Created ${INDIA_TIME_HEADER}`,
    ]);
    expect(rows[0]).toMatchObject({
      Name: 'Screen Reader',
      Phone: '9600000077',
      // 18:45 UTC is 00:15 the next day in India.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
    });
  });

  it('answers the header alone when nothing matches, and audits that export too', async () => {
    const answer = await app.su.get('/api/users/export?text=nobody%20by%20this%20name');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(`ID,Name,Phone,Email,Role,Status,"Created ${INDIA_TIME_HEADER}"\n`);
    expect(await auditedExports(app.ctx.db, 'users.export', 'text', 'nobody by this name')).toBe(1);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/users/export',
      access: ['read', 'User'],
      bad: '/api/users/export?status=GONE',
      field: 'status',
      action: 'users.export',
    });
  });
});
