import {
  addVoipNumberBody,
  importVoipNumbersBody,
  MAX_NUMBER_IMPORT_ROWS,
  type ImportVoipNumbersBody,
  type ImportVoipNumbersResult,
} from '@switchboard/contract/numbers';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { settleImport } from '../../platform/csv/settle-import';
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
    return {
      line: i + 2,
      number,
      provider: parsed.success ? parsed.data.provider : provider,
      error,
    };
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
    return settleImport(rows, {
      dryRun: body.dry_run,
      messages: {
        checked: 'numberImportChecked',
        refused: 'numberImportRefused',
        done: 'numberImportDone',
        raced: 'numberImportRaced',
      },
      label: (row) => row.number,
      write: async (good) => {
        const written = await addNumbers(
          tx,
          good.map((r) => ({ number: r.number, provider: r.provider })),
        );
        await audit(tx, actor, {
          action: 'voip_number.import',
          subjectType: 'VoipNumber',
          summary: { count: written, numbers: good.slice(0, 20).map((r) => r.number) },
        });
        return written;
      },
    });
  });
}
