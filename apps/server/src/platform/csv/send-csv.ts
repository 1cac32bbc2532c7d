import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paiseToRupees } from '@switchboard/contract/money';

/**
 * An amount in paise as a CSV cell: rupees (`1234.5`), a number a spreadsheet sums, not the ₹
 * text the console shows; empty when there is none. A number, not text, so a negative amount
 * is written as `-12.5` and never taken for a formula (text starting with `-` is).
 */
export const rupeesCell = (paise: number | null): number | null =>
  paise === null ? null : paiseToRupees(paise);

/**
 * The one CSV writer of every export. Text that a spreadsheet would run as a formula (a cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return, or their full-width forms) is
 * written with a leading `'` (OWASP's CSV-injection advice), so a team named
 * `=HYPERLINK(...)` opens as that text; numbers are written as they are.
 */
export type CsvColumns = readonly (string | { readonly key: string; readonly header: string })[];
export const csvWriter = (columns: CsvColumns) =>
  stringify({ header: true, columns: [...columns], escape_formulas: true });

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
    /** Keys, or keys with the header a reader sees (the screen's words). */
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
    yield first.value;
    // Delegated, so a client that goes away ends the walk too (its `return` reaches it).
    yield* { [Symbol.asyncIterator]: () => iterator };
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
