import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import {
  auditedExports,
  downloadCsv,
  expectExportGuards,
  expectScreenHeaders,
  INDIA_TIME_HEADER,
} from '../../test/csv-export';
import { deleteOrg, orgWithKyc } from '../../test/factories';

const app = useTestApp();

describe('GET /api/org/kyc/export', () => {
  it('streams the queue the filters pick in its order, past a page of the walk, and audits', async () => {
    // 1,008 pending KYCs: 1,003 submitted, three to a second (to the microsecond), so the
    // walk's first page (1,000) ends inside a tie; 5 never submitted, which come last.
    await app.ctx.db.execute(sql`
      with teams as (
        insert into orgs (name, email)
        select 'Kyc Export ' || g, 'kyc' || g || '@example.in' from generate_series(1, 1008) g
        returning id, substring(name from 12)::int as n)
      insert into kyc (org_id, status, submitted_at)
      select id, 'PENDING',
             case when n <= 1003
               then timestamptz '2026-01-01 10:00:00.123456+00' - make_interval(secs => n / 3) end
        from teams`);
    // Left out: approved, deleted, and a pending team the text does not match.
    await orgWithKyc(app.ctx.db, { name: 'Kyc Export Approved', status: 'APPROVED' });
    await deleteOrg(app.ctx.db, await orgWithKyc(app.ctx.db, { name: 'Kyc Export Deleted' }));
    await orgWithKyc(app.ctx.db, { name: 'Other Pending Traders' });

    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/org/kyc/export?status=PENDING&text=kyc%20export',
    );
    expect(fileName).toMatch(/^kyc-status-PENDING_text-kycexport-\d{4}-\d{2}-\d{2}\.csv$/);
    // The queue's own order, each org once.
    const expected = await rowsOf<{ org_id: number }>(
      app.ctx.db,
      sql`select k.org_id from kyc k join orgs o on o.id = k.org_id where o.name ~ '^Kyc Export \\d+$'
           order by k.submitted_at desc nulls last, k.org_id desc`,
    );
    expect(rows.map((r) => Number(r['Org ID']))).toEqual(expected.map((r) => r.org_id));
    expect(rows).toHaveLength(1008);
    expect(rows.every((r) => r.Review === 'PENDING' && r.Org!.startsWith('Kyc Export'))).toBe(true);
    const submitted = `Submitted ${INDIA_TIME_HEADER}`;
    expect(rows.slice(-5).every((r) => r[submitted] === '')).toBe(true);
    expect(rows[0]).toMatchObject({
      KYC: 'PENDING',
      'Business KYC': '',
      Trial: 'yes',
      // 10:00 UTC is 15:30 in India.
      [submitted]: '2026-01-01 15:30:00',
    });
    expectScreenHeaders(rows.slice(0, 10), [
      'Org ID',
      'Org',
      'SF number',
      'Plan',
      'Trial',
      'Template',
      'Review',
      'KYC',
      'Business KYC',
      'Business KYC required',
      submitted,
      'Assigned to',
    ]);
    expect(await auditedExports(app.ctx.db, 'kyc.export', 'status', 'PENDING')).toBe(1);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/org/kyc/export',
      access: ['read', 'Kyc'],
      bad: '/api/org/kyc/export?business_kyc_status=MAYBE',
      field: 'business_kyc_status',
      action: 'kyc.export',
    });
  });
});
