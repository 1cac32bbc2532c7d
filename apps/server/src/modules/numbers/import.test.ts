import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voipNumbers } from '../../db/schema/numbers';
import { useTestApp } from '../../test/app';

const app = useTestApp();
const base = 6_000_000_000 + Math.floor(Math.random() * 90_000_000) * 10;
let serial = 0;
const fresh = () => String(base + (serial += 1));

const send = (csv: string, dryRun?: boolean) =>
  app.su.post('/api/admin/voip-numbers/import', {
    csv,
    ...(dryRun === undefined ? {} : { dry_run: dryRun }),
  });
const stored = (numbers: string[]) =>
  app.ctx.db.select().from(voipNumbers).where(inArray(voipNumbers.number, numbers));

describe('POST /api/admin/voip-numbers/import', () => {
  it('previews row by row, and writes nothing while any row is bad', async () => {
    const [a, b] = [fresh(), fresh()];
    const csv = `Number,Provider\n+91 ${a},Airtel\n12345,Jio\n${b},\n${a},Tata Tele\n`;
    const preview = await send(csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      message: '1 of 4 rows can be imported',
      valid: 1,
      invalid: 3,
      written: 0,
      rows: [
        { line: 2, number: a, provider: 'Airtel', error: null },
        { line: 3, error: 'number: must be an Indian number of 10 digits' },
        { line: 4, error: expect.stringMatching(/^provider: /) },
        { line: 5, number: a, error: 'appears twice in the file' },
      ],
    });
    const refused = await send(csv, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Nothing was imported: 3 of 4 rows have errors');
    expect(refused.json().details[0]).toEqual({
      field: 'line 3',
      message: '12345: number: must be an Indian number of 10 digits',
    });
    expect(await stored([a, b])).toEqual([]);
  });

  it('stores carriers by the names the Provider filter lists, whatever the file typed', async () => {
    const [a, b, c, d] = [fresh(), fresh(), fresh(), fresh()];
    const csv = `number,provider\n${a},airtel\n${b}, TATA \n${c},reliance jio\n${d},BSNL\n`;
    const done = await send(csv, false);
    expect(done.statusCode, done.body).toBe(200);
    const byNumber = Object.fromEntries(
      (await stored([a, b, c, d])).map((r) => [r.number, r.provider]),
    );
    expect(byNumber).toEqual({ [a]: 'Airtel', [b]: 'Tata Tele', [c]: 'Jio', [d]: 'BSNL' });
    // And the filter finds them by its names.
    const listed = await app.su.get('/api/numbers/voip?provider=Tata%20Tele&page_size=100');
    expect(listed.json().data.rows.map((r: { number: string }) => r.number)).toContain(b);
  });

  it('imports a clean file at once, audited, and then knows its numbers', async () => {
    const numbers = [fresh(), fresh(), fresh()];
    const csv = ['number,provider', ...numbers.map((n) => `${n},Airtel`)].join('\n');
    const done = await send(csv, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      written: 3,
      message: '3 numbers added to the inventory',
    });
    expect((await stored(numbers)).map((r) => r.status)).toEqual([
      'AVAILABLE',
      'AVAILABLE',
      'AVAILABLE',
    ]);
    const again = await send(csv);
    expect(again.json().data.rows.map((r: { error: string }) => r.error)).toEqual([
      'is already in the inventory',
      'is already in the inventory',
      'is already in the inventory',
    ]);
    const entries = await app.ctx.db.query.auditLog.findMany({
      where: (log, { eq }) => eq(log.action, 'voip_number.import'),
    });
    expect(entries.some((e) => (e.summary as { count: number }).count === 3)).toBe(true);
  });

  it('asks for the header row', async () => {
    const response = await send(`${fresh()},Airtel\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file needs a header row with the columns number and provider',
    );
  });
});
