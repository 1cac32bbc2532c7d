import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvHeader,
  csvRow,
  csvWriter,
  dateColumn,
  rupeesCell,
  timeColumn,
} from '../platform/csv/send-csv';
import { useTestApp } from './app';
import { insertCalls, insertOrg } from './factories';

/**
 * Exports are safe to open in a spreadsheet: text that would run as a formula (OWASP's CSV
 * injection: a cell starting with = + - @, a tab or a carriage return) is written with a
 * leading `'`, so it shows as the text it is. Each export is fed the payloads and checked.
 */

const HYPERLINK = '=HYPERLINK("http://evil.example","x")';
const PAYLOADS = [HYPERLINK, "+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\t=1+1', '\r=1+1'];
const neutral = (text: string) => `'${text}`;

async function download(
  client: { get: (url: string) => Promise<{ statusCode: number; body: string }> },
  url: string,
) {
  const answer = await client.get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return parse(answer.body, { columns: true, relax_quotes: true }) as Record<string, string>[];
}

describe('the CSV writer every export uses', () => {
  it('neutralises formula text and writes money as numbers, negative ones too', async () => {
    const writer = csvWriter([
      { key: 'text', header: 'text' },
      { key: 'amount', header: 'amount' },
    ]);
    const out: string[] = [];
    writer.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    const done = new Promise((resolve) => writer.on('end', resolve));
    for (const text of PAYLOADS) writer.write({ text, amount: rupeesCell(-1250) });
    writer.write({ text: 'Asha Traders', amount: rupeesCell(123405) });
    writer.end();
    await done;
    const rows = parse(out.join(''), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      ...PAYLOADS.map((text) => ({ text: neutral(text), amount: '-12.5' })),
      { text: 'Asha Traders', amount: '1234.05' },
    ]);
  });

  it('heads time columns as India time and writes instants, days and flags as a reader reads them', () => {
    const columns = [
      { key: 'name', header: 'Name' },
      timeColumn('created_at', 'Created'),
      dateColumn('valid_till', 'Valid till'),
      dateColumn('valid_from', 'Valid from (India date)'),
      { key: 'trial', header: 'Trial' },
    ];
    expect(columns.map(csvHeader)).toEqual([
      'Name',
      'Created (India time, UTC+05:30)',
      'Valid till (India date)',
      'Valid from (India date)',
      'Trial',
    ]);
    expect(
      csvRow(columns, {
        name: 'Asha',
        // 18:45 UTC is 00:15 the next day in India.
        created_at: '2026-11-20T18:45:00.000Z',
        valid_till: new Date('2026-11-30T20:00:00Z'),
        valid_from: '2026-11-02',
        trial: false,
        ignored: 'not a column',
      }),
    ).toEqual({
      name: 'Asha',
      created_at: '2026-11-21 00:15:00',
      valid_till: '2026-12-01',
      valid_from: '2026-11-02',
      trial: 'no',
    });
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(null, 'time')).toBe('');
    // An instant in a column not declared as one still carries India's offset.
    expect(csvCell(new Date('2026-11-20T18:45:00Z'))).toBe('2026-11-21T00:15:00+05:30');
  });

  it('is the only one: no module writes CSV another way', () => {
    const modules = join(import.meta.dirname, '..', 'modules');
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && /from 'csv-stringify/.test(readFileSync(path, 'utf8')))
          writers.push(path);
      }
    };
    walk(modules);
    expect(writers).toEqual([]);
  });
});

describe('every export, fed formula text', () => {
  const app = useTestApp();

  it('the team list writes a team named =HYPERLINK(...) as text', async () => {
    const org = await insertOrg(app.ctx.db, { name: HYPERLINK });
    const rows = await download(app.su, '/api/org/export');
    expect(rows.find((r) => r.ID === String(org.id))?.Name).toBe(neutral(HYPERLINK));
  });

  it('the trial calls write the team name as text', async () => {
    const org = await insertOrg(app.ctx.db, { name: '@SUM(1+1)' });
    await insertCalls(app.ctx.db, [{ orgId: org.id, isTrial: 1, status: 'MISSED' }]);
    const rows = await download(app.su, '/api/call-history/trial/export');
    expect(rows.find((r) => r['Team ID'] === String(org.id))?.Team).toBe(neutral('@SUM(1+1)'));
  });

  it('the internal leads write every payload as text', async () => {
    for (const [i, name] of PAYLOADS.entries())
      await app.ctx.db.execute(sql`
        insert into internal_leads (name, phone, source, stage)
        values (${name}, ${`93000000${String(i).padStart(2, '0')}`}, 'EVENT', 'NEW')`);
    const rows = await download(app.su, '/api/admin/internal-lead/export');
    const names = rows.filter((r) => r.Phone?.startsWith('93000000')).map((r) => r.Name);
    expect(names.sort()).toEqual(PAYLOADS.map(neutral).sort());
  });

  it('the short URLs write a formula title as text', async () => {
    await app.ctx.db.execute(sql`
      insert into short_urls (slug, target_url, title, tags)
      values ('formula1', 'https://example.in/x', ${HYPERLINK}, array['formula'])`);
    const rows = await download(app.su, '/api/admin/short-urls/export?tag=formula');
    expect(rows.map((r) => r.Title)).toEqual([neutral(HYPERLINK)]);
  });

  it('the invite codes write a formula note as text', async () => {
    await app.ctx.db.execute(sql`
      insert into invite_codes (code, benefit, benefit_value, note)
      values ('FORMULA23', 'TRIAL_DAYS', 7, ${'-2+3'})`);
    const rows = await download(app.su, '/api/admin/invite-codes/export');
    expect(rows.find((r) => r.Code === 'FORMULA23')?.Note).toBe(neutral('-2+3'));
  });

  it('the user list writes a formula name as text', async () => {
    await app.ctx.db.execute(sql`
      insert into users (first_name, last_name, phone, role)
      values (${"+cmd|' /C calc'!A0"}, 'Formula', '9300000099', 'ORG_USER')`);
    const rows = await download(app.su, '/api/users/export?text=formula');
    expect(rows.map((r) => r.Name)).toEqual([neutral("+cmd|' /C calc'!A0 Formula")]);
  });
});
