import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './types';

/** A value of one column of a copied row; null is SQL NULL. */
export type CopyValue = string | number | boolean | null;

/** A statement run after the rows, in the same transaction (e.g. counters the rows add to). */
export type ThenRun = { text: string; values: unknown[] };

// COPY's text format: a row per line, columns split by tabs, NULL as \N, and a backslash
// escaping what would break the line. PostgreSQL's `COPY ... FROM` documents each escape.
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const escapeText = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c);

function field(value: CopyValue): string {
  if (value === null) return '\\N';
  // Most text needs no escape, and a test is cheaper than a replace.
  if (typeof value === 'string') return NEEDS_ESCAPE.test(value) ? escapeText(value) : value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

/** One row as a line of COPY's text format, its newline included. */
export function copyLine(row: readonly CopyValue[]): string {
  let line = field(row[0] ?? null);
  for (let i = 1; i < row.length; i += 1) line += '\t' + field(row[i]!);
  return line + '\n';
}

const identifier = (name: string) => pg.escapeIdentifier(name);

/**
 * Inserts many rows, given as COPY's text (lines made by `copyLine`), with one
 * `COPY ... FROM STDIN` and then runs `then`, in one transaction.
 * For a stream of small rows (short-URL visits) PostgreSQL parses COPY's text in about a third
 * of the time a JSON or multi-row INSERT of the same rows takes (3 µs a row against 8-9 µs,
 * measured on PostgreSQL 15), and the database shares its cores with the server. Both drivers
 * take the same text: node-postgres through pg-copy-streams, PGlite as a blob. The text may be
 * bytes, so a caller can keep its rows outside the JavaScript heap until they are written.
 */
export async function copyRows(
  db: Db,
  target: { table: string; columns: readonly string[] },
  text: string | Uint8Array,
  then?: ThenRun,
): Promise<void> {
  const into = `${identifier(target.table)} (${target.columns.map(identifier).join(', ')})`;
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    await client.transaction(async (tx) => {
      if (text.length > 0)
        await tx.query(`copy ${into} from '/dev/blob'`, [], { blob: new Blob([text]) });
      if (then) await tx.query(then.text, then.values);
    });
    return;
  }
  if (!(client instanceof pg.Pool)) throw new Error('copyRows: an unknown database driver');
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    if (text.length > 0)
      await pipeline(Readable.from([text]), connection.query(copyFrom(`copy ${into} from stdin`)));
    if (then) await connection.query(then.text, then.values);
    await connection.query('commit');
  } catch (error) {
    // A connection that cannot even roll back goes, not back to the pool.
    await connection.query('rollback').catch((lost: Error) => (broken = lost));
    throw error;
  } finally {
    connection.release(broken);
  }
}
