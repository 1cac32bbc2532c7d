import { formatMessage } from '@switchboard/contract/messages';
import {
  addVoipNumberBody,
  importVoipNumbersBody,
  MAX_NUMBER_IMPORT_ROWS,
  type ImportVoipNumbersBody,
  type ImportVoipNumbersResult,
} from '@switchboard/contract/numbers';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict } from '../../platform/errors';
import { addNumbers, knownNumbers } from '../../platform/numbers/inventory';
import { readCsv } from '../../platform/csv/read-csv';

type Row = ImportVoipNumbersResult['rows'][number];

/** Each row checked: a 10-digit number, a carrier, once in the file, not in the inventory yet. */
async function checkRows(tx: DbOrTx, records: Record<string, string>[]): Promise<Row[]> {
  const seen = new Set<string>();
  const rows: Row[] = records.map((record, i) => {
    const typed = record.number ?? '';
    const provider = record.provider ?? '';
    const parsed = addVoipNumberBody.safeParse({ number: typed, provider });
    const number = parsed.success ? parsed.data.number : typed;
    let error: string | null = null;
    if (!parsed.success)
      error = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)[0]!;
    else if (seen.has(number)) error = 'appears twice in the file';
    seen.add(number);
    return { line: i + 2, number, provider, error };
  });
  const known = await knownNumbers(
    tx,
    rows.filter((r) => !r.error).map((r) => r.number),
  );
  for (const row of rows)
    if (!row.error && known.has(row.number)) row.error = 'is already in the inventory';
  return rows;
}

/**
 * POST /admin/voip-numbers/import: checks a CSV of numbers (a preview, row by row), and on
 * import writes every row in one transaction, or none when any row is bad.
 */
export async function importVoipNumbers(
  db: Db,
  actor: Actor,
  input: ImportVoipNumbersBody,
): Promise<ImportVoipNumbersResult> {
  const body = importVoipNumbersBody.parse(input);
  const records = readCsv(body.csv, {
    required: ['number', 'provider'],
    needsHeader: 'numberImportNeedsHeader',
    maxRows: MAX_NUMBER_IMPORT_ROWS,
  });
  return db.transaction(async (tx) => {
    const rows = await checkRows(tx, records);
    const invalid = rows.filter((r) => r.error).length;
    const valid = rows.length - invalid;
    const summary = { rows, valid, invalid };
    if (body.dry_run)
      return {
        ...summary,
        written: 0,
        message: formatMessage('numberImportChecked', { valid, rows: rows.length }),
      };
    if (invalid > 0)
      throw badRequest(
        formatMessage('numberImportRefused', { invalid, rows: rows.length }),
        rows
          .filter((r) => r.error)
          .slice(0, 50)
          .map((r) => ({ field: `line ${r.line}`, message: `${r.number}: ${r.error}` })),
      );
    const written = await addNumbers(
      tx,
      rows.map((r) => ({ number: r.number, provider: r.provider })),
    );
    // Another import or staff member added one of them meanwhile: all or nothing still holds.
    if (written !== rows.length)
      throw conflict('Some of these numbers were added meanwhile; check the file again');
    await audit(tx, actor, {
      action: 'voip_number.import',
      subjectType: 'VoipNumber',
      summary: { count: written, numbers: rows.slice(0, 20).map((r) => r.number) },
    });
    return {
      ...summary,
      written,
      message: formatMessage('numberImportDone', { count: written }),
    };
  });
}
