import {
  createInternalLeadBody,
  importInternalLeadsBody,
  MAX_LEAD_IMPORT_ROWS,
  type ImportInternalLeadsBody,
  type ImportInternalLeadsResult,
} from '@switchboard/contract/internal-leads';
import { audit, type Actor } from '../../platform/audit/audit';
import { readCsv } from '../../platform/csv/read-csv';
import type { Db, DbOrTx } from '../../platform/db/client';
import { settleImport } from '../../platform/csv/settle-import';
import { insertLeads, phonesOfLeads } from './repository';
import { checkOwner } from './service';

type Row = ImportInternalLeadsResult['rows'][number];

/** Each row checked as a lead made by hand would be, once in the file, not a lead already. */
async function checkRows(tx: DbOrTx, records: Record<string, string>[]): Promise<Row[]> {
  const seen = new Set<string>();
  const rows: Row[] = records.map((record, i) => {
    const typed = {
      name: record.name ?? '',
      phone: record.phone ?? '',
      email: record.email || undefined,
      source: (record.source || 'WEBSITE').toUpperCase(),
    };
    const parsed = createInternalLeadBody.safeParse(typed);
    const phone = parsed.success ? parsed.data.phone : typed.phone;
    let error: string | null = null;
    if (!parsed.success)
      error = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)[0]!;
    else if (seen.has(phone)) error = 'appears twice in the file';
    seen.add(phone);
    return {
      line: i + 2,
      name: typed.name,
      phone,
      email: typed.email ?? null,
      source: typed.source,
      error,
    };
  });
  const known = await phonesOfLeads(
    tx,
    rows.filter((r) => !r.error).map((r) => r.phone),
  );
  for (const row of rows) if (!row.error && known.has(row.phone)) row.error = 'is a lead already';
  return rows;
}

/**
 * POST /admin/internal-lead/import: checks a CSV of leads (a preview, row by row), and on
 * import writes every row in one transaction, or none when any row is bad.
 */
export async function importLeads(
  db: Db,
  actor: Actor,
  input: ImportInternalLeadsBody,
): Promise<ImportInternalLeadsResult> {
  const body = importInternalLeadsBody.parse(input);
  const records = readCsv(body.csv, {
    required: ['name', 'phone'],
    needsHeader: 'leadImportNeedsHeader',
    maxRows: MAX_LEAD_IMPORT_ROWS,
  });
  return db.transaction(async (tx) => {
    await checkOwner(tx, body.owner_id);
    const rows = await checkRows(tx, records);
    return settleImport(rows, {
      dryRun: body.dry_run,
      messages: {
        checked: 'leadImportChecked',
        refused: 'leadImportRefused',
        done: 'leadImportDone',
        raced: 'leadImportRaced',
      },
      label: (row) => row.phone,
      write: async (good) => {
        const ids = await insertLeads(
          tx,
          good.map((r) => ({
            name: r.name.trim(),
            phone: r.phone,
            email: r.email,
            source: r.source,
            assignedStaffId: body.owner_id ?? actor.actorId,
          })),
        );
        await audit(tx, actor, {
          action: 'internal_lead.import',
          subjectType: 'Lead',
          summary: { count: ids.length, phones: good.slice(0, 20).map((r) => r.phone) },
        });
        return ids.length;
      },
    });
  });
}
