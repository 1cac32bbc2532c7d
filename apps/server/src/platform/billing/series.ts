import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client';

/** The counter tables of the numbered document series (one row per financial year). */
type SeriesCounter = 'invoice_counters' | 'credit_note_counters';

/**
 * Takes the next number of a series in the financial year. The upsert locks the year's counter
 * row until the transaction ends: a concurrent document waits, and a rolled-back one gives its
 * number back, so the series has no gaps and no repeats.
 */
export async function nextInSeries(
  tx: DbOrTx,
  counter: SeriesCounter,
  financialYear: string,
): Promise<number> {
  const table = sql.raw(counter);
  const [row] = await rowsOf<{ last_number: number }>(
    tx,
    sql`insert into ${table} (financial_year, last_number) values (${financialYear}, 1)
        on conflict (financial_year) do update set last_number = ${table}.last_number + 1
        returning last_number`,
  );
  if (!row) throw new Error(`${counter} not updated`);
  return Number(row.last_number);
}
