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
import { insertOrg } from '../../test/factories';

const app = useTestApp();

describe('GET /api/outbox/export', () => {
  it('streams every message the filters pick, past a page of the walk, secrets masked, and audits', async () => {
    const org = await insertOrg(app.ctx.db, { name: 'Outbox Export Traders' });
    // 1,005 failed SMS of the org: more than one page (1,000) of the keyset walk.
    await app.ctx.db.execute(sql`
      insert into outbox (channel, recipient, payload, status, org_id, last_error)
      select 'SMS', '98' || lpad(g::text, 8, '0'),
             jsonb_build_object('text', 'Hello ' || g, 'otp', '123456'), 'FAILED', ${org.id}, 'DLT refused'
        from generate_series(1, 1005) g`);
    // Left out: another channel, another status, another org.
    await app.ctx.db.execute(sql`
      insert into outbox (channel, recipient, payload, status, org_id) values
        ('EMAIL', 'a@example.in', '{}', 'FAILED', ${org.id}),
        ('SMS', '9811111111', '{}', 'CANCELLED', ${org.id}),
        ('SMS', '9822222222', '{}', 'FAILED', null)`);

    // The newest one's time, to read back in India time.
    await app.ctx.db.execute(sql`
      update outbox set created_at = '2026-11-20T18:45:00Z'
       where id = (select max(id) from outbox where org_id = ${org.id} and channel = 'SMS' and status = 'FAILED')`);
    const { fileName, rows } = await downloadCsv(
      app.su,
      `/api/outbox/export?channel=SMS&status=FAILED&org_id=${org.id}`,
    );
    expect(fileName).toMatch(
      new RegExp(`^outbox-channel-SMS_status-FAILED_org_id-${org.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(rows).toHaveLength(1005);
    expect(
      rows.every(
        (r) =>
          r.Channel === 'SMS' &&
          r.Status === 'FAILED' &&
          r.Team === 'Outbox Export Traders' &&
          r['Last error'] === 'DLT refused',
      ),
    ).toBe(true);
    // The message in words as the list shows it, not its JSON: the OTP never leaves the server.
    expect(rows[0]!.Message).toBe('Hello 1005 — otp: ••••••');
    expectScreenHeaders(rows, [
      'ID',
      `Created ${INDIA_TIME_HEADER}`,
      'Channel',
      'Recipient',
      'Team ID',
      'Team',
      'Status',
      'Attempts',
      'Last error',
      'Provider',
      'Provider reference',
      `Sent ${INDIA_TIME_HEADER}`,
      `Delivered ${INDIA_TIME_HEADER}`,
      'Message',
    ]);
    // 18:45 UTC is 00:15 the next day in India.
    expect(rows[0]![`Created ${INDIA_TIME_HEADER}`]).toBe('2026-11-21 00:15:00');
    const ids = rows.map((r) => Number(r.ID));
    expect(new Set(ids).size).toBe(1005);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await auditedExports(app.ctx.db, 'outbox.export', 'channel', 'SMS')).toBe(1);
  });

  it('refuses without a session, without the grant and with a bad filter', async () => {
    await expectExportGuards(app, {
      url: '/api/outbox/export',
      access: ['read', 'Outbox'],
      bad: '/api/outbox/export?channel=FAX',
      field: 'channel',
      action: 'outbox.export',
    });
  });
});
