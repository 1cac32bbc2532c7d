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

describe('GET /api/admin/referrals/export', () => {
  it('streams every referral the filters pick, past a page of the walk, and audits', async () => {
    // One referrer who brought 1,006 teams: 1,005 flagged and paid (more than one page, 1,000,
    // of the keyset walk), one paid and clean; and one more paid, flagged team of someone else.
    await app.ctx.db.execute(sql`
      with referrer as (
             insert into users (first_name, last_name, phone, role, referral_code)
             values ('Meera', 'Nair', '9200000001', 'ORG_ADMIN', 'MEERA1') returning id),
           teams as (
             insert into orgs (name, email)
             select 'Referred Team ' || g, 'referred' || g || '@example.in'
               from generate_series(1, 1006) g returning id, name)
      insert into referrals (code, referrer_user_id, referred_org_id, status, flags)
      select 'MEERA1', referrer.id, teams.id, 'PAID',
             case when teams.name = 'Referred Team 1006' then '{}'::text[] else array['SAME_DEVICE'] end
        from referrer, teams`);
    await app.ctx.db.execute(sql`
      with other as (
             insert into users (first_name, last_name, phone, role)
             values ('Ravi', 'Iyer', '9200000002', 'ORG_ADMIN') returning id),
           team as (insert into orgs (name) values ('Someone Else Team') returning id)
      insert into referrals (code, referrer_user_id, referred_org_id, status, flags)
      select 'RAVI1', other.id, team.id, 'PAID', array['SAME_DEVICE'] from other, team`);

    const { fileName, rows } = await downloadCsv(
      app.su,
      '/api/admin/referrals/export?text=meera&status=PAID&flagged=true',
    );
    expect(fileName).toMatch(
      /^referrals-text-meera_status-PAID_flagged-true-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(rows).toHaveLength(1005);
    expect(
      rows.every(
        (r) =>
          r['Referred by'] === 'Meera Nair' &&
          r.Status === 'PAID' &&
          r['Fraud checks'] === 'SAME_DEVICE' &&
          r['Referred team']!.startsWith('Referred Team'),
      ),
    ).toBe(true);
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await auditedExports(app.ctx.db, 'referrals.export', 'flagged', 'true')).toBe(1);
  });

  it('reads like the screen: its column names, India times (the header says so)', async () => {
    await app.ctx.db.execute(sql`
      with referrer as (
             insert into users (first_name, last_name, phone, role)
             values ('Lata', 'Screenwala', '9200000077', 'ORG_ADMIN') returning id),
           team as (insert into orgs (name) values ('Screen Referred Team') returning id)
      insert into referrals (code, referrer_user_id, referred_org_id, status, created_at)
      select 'LATA1', referrer.id, team.id, 'SIGNED_UP', '2026-11-20T18:45:00Z' from referrer, team`);
    const { rows } = await downloadCsv(app.su, '/api/admin/referrals/export?text=screenwala');
    expectScreenHeaders(rows, [
      'ID',
      'Code',
      'Status',
      'Fraud checks',
      'Referred by (user ID)',
      'Referred by',
      'Referrer team ID',
      'Referrer team',
      'Referred team ID',
      'Referred team',
      'Invalid because',
      `Created ${INDIA_TIME_HEADER}`,
      `KYC approved ${INDIA_TIME_HEADER}`,
      `Paid ${INDIA_TIME_HEADER}`,
    ]);
    expect(rows[0]).toMatchObject({
      'Referred by': 'Lata Screenwala',
      'Referred team': 'Screen Referred Team',
      // 18:45 UTC is 00:15 the next day in India.
      [`Created ${INDIA_TIME_HEADER}`]: '2026-11-21 00:15:00',
      [`Paid ${INDIA_TIME_HEADER}`]: '',
    });
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/admin/referrals/export',
      access: ['read', 'Growth'],
      bad: '/api/admin/referrals/export?created_from=soon',
      field: 'created_from',
      action: 'referrals.export',
    });
  });
});
