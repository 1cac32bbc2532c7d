import { formatMessage, type MessageKey } from '@switchboard/contract/messages';
import { badRequest, conflict } from '../errors';

/** A checked row of an import: where it stood in the file, and what is wrong with it. */
export type CheckedRow = { line: number; error: string | null };

type ImportMessages = {
  /** `{valid} of {rows}` can be imported (a dry run). */
  checked: MessageKey;
  /** Nothing written: `{invalid} of {rows}` rows have errors. */
  refused: MessageKey;
  /** `{count}` written. */
  done: MessageKey;
  /** Another writer took some rows between the check and the write. */
  raced: MessageKey;
};

/**
 * The last step of every CSV import, in the caller's transaction: a dry run answers the check;
 * an import with any bad row is refused whole (the first 50 problems named); otherwise every
 * row is written, or, when some went in meanwhile, none (409 rolls the transaction back).
 */
export async function settleImport<Row extends CheckedRow>(
  rows: Row[],
  options: {
    dryRun: boolean;
    messages: ImportMessages;
    /** What names the row in a problem (its number, its phone). */
    label: (row: Row) => string;
    /** Writes the rows; answers how many went in. */
    write: (rows: Row[]) => Promise<number>;
  },
): Promise<{ rows: Row[]; valid: number; invalid: number; written: number; message: string }> {
  const invalid = rows.filter((r) => r.error).length;
  const valid = rows.length - invalid;
  const summary = { rows, valid, invalid };
  const { messages } = options;
  if (options.dryRun)
    return {
      ...summary,
      written: 0,
      message: formatMessage(messages.checked, { valid, rows: rows.length }),
    };
  if (invalid > 0)
    throw badRequest(
      formatMessage(messages.refused, { invalid, rows: rows.length }),
      rows
        .filter((r) => r.error)
        .slice(0, 50)
        .map((r) => ({ field: `line ${r.line}`, message: `${options.label(r)}: ${r.error}` })),
    );
  const written = await options.write(rows);
  if (written !== rows.length) throw conflict(formatMessage(messages.raced));
  return { ...summary, written, message: formatMessage(messages.done, { count: written }) };
}
