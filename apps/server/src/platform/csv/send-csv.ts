import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INDIA_OFFSET, indiaDate, toIndiaWallTime } from '@switchboard/contract/india-time';
import { paiseToRupees } from '@switchboard/contract/money';

/**
 * An amount in paise as a CSV cell: rupees (`1234.5`), a number a spreadsheet sums, not the ₹
 * text the console shows; empty when there is none. A number, not text, so a negative amount
 * is written as `-12.5` and never taken for a formula (text starting with `-` is).
 */
export const rupeesCell = (paise: number | null): number | null =>
  paise === null ? null : paiseToRupees(paise);

/** What a time column's header says: India wall time, and its offset from UTC. */
export const INDIA_TIME_NOTE = `India time, UTC${INDIA_OFFSET}`;

/**
 * One column of an export: its key in the row, the header a reader sees (the screen's words,
 * never an internal name like `product_number`), and how its values are written. `time`: an
 * instant as India wall time (`2026-11-21 00:15:00`), the header saying so; `date`: an
 * instant or a day as its India date (`2026-11-21`). A flag is `yes` or `no` in every column,
 * never `true` and a blank for false.
 */
export type CsvColumn = {
  readonly key: string;
  readonly header: string;
  readonly as?: 'time' | 'date';
};
export type CsvColumns = readonly CsvColumn[];

/** A column of instants, written as India wall time. */
export const timeColumn = (key: string, header: string): CsvColumn => ({ key, header, as: 'time' });
/** A column of days, written as India dates. */
export const dateColumn = (key: string, header: string): CsvColumn => ({ key, header, as: 'date' });

/** The header a reader sees: a time or date column says which clock it reads. */
export function csvHeader(column: CsvColumn): string {
  if (column.as === 'time') return `${column.header} (${INDIA_TIME_NOTE})`;
  if (column.as === 'date' && !/india date/i.test(column.header))
    return `${column.header} (India date)`;
  return column.header;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** One cell as written: flags as yes/no, instants as India time or date, nothing as empty. */
export function csvCell(value: unknown, as?: CsvColumn['as']): unknown {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (as && (typeof value === 'string' || value instanceof Date)) {
    if (typeof value === 'string' && isDay(value)) return value;
    if (as === 'date') return indiaDate(value);
    const { date, time } = toIndiaWallTime(value);
    return `${date} ${time}`;
  }
  // An instant in a column not declared as one still says its offset (never UTC's bare Z).
  if (value instanceof Date) {
    const { date, time } = toIndiaWallTime(value);
    return `${date}T${time}${INDIA_OFFSET}`;
  }
  return value;
}

/** A row as its columns write it. */
export function csvRow(columns: CsvColumns, row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c.key, csvCell(values[c.key], c.as)]));
}

/**
 * The one CSV writer of every export, headed with the screen's words. Text that a spreadsheet
 * would run as a formula (a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return,
 * or their full-width forms) is written with a leading `'` (OWASP's CSV-injection advice), so a
 * team named `=HYPERLINK(...)` opens as that text; numbers are written as they are.
 */
export const csvWriter = (columns: CsvColumns) =>
  stringify({
    header: true,
    columns: columns.map((c) => ({ key: c.key, header: csvHeader(c) })),
    escape_formulas: true,
  });

/** The filters a file was made with, for its name: `status-ANSWERED_call_type-INCOMING`. */
function filtersPart(filters: Record<string, unknown> | undefined): string {
  const parts = Object.entries(filters ?? {})
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .map(([k, v]) => `${k}-${String(v)}`.replace(/[^A-Za-z0-9_-]+/g, ''));
  return parts.length ? `-${parts.join('_').slice(0, 120)}` : '';
}

/**
 * Answers with a CSV streamed from `rows` (page by page, so a large export never sits in
 * memory), named `{name}[-{filters}]-{date}.csv`, never cached. The first row is read before
 * anything is answered: a first page the database refuses (a number out of its range) is
 * answered as that error, with its status, not as a file cut off at its start. pipeline, not
 * pipe: a page failing later destroys the response instead of leaving it hanging.
 */
export async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    name: string;
    /** Each key with the header a reader sees (the screen's words) and how it is written. */
    columns: CsvColumns;
    rows: AsyncIterable<object>;
    /** Written into the file's name, so the file says what it holds. */
    filters?: Record<string, unknown>;
  },
) {
  const iterator = options.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rows() {
    if (first.done) return;
    yield csvRow(options.columns, first.value);
    // Delegated, so a client that goes away ends the walk too (its `return` reaches it).
    for await (const row of { [Symbol.asyncIterator]: () => iterator })
      yield csvRow(options.columns, row);
  }
  const csv = pipeline(Readable.from(rows()), csvWriter(options.columns), (error) => {
    if (error) request.log.error({ err: error }, `${options.name} export failed`);
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${options.name}${filtersPart(options.filters)}-${day}.csv"`,
    )
    .header('cache-control', 'private, no-store')
    .send(csv);
}
