import { formatMessage } from '@switchboard/contract/messages';
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
import { badRequest, conflict } from '../../platform/errors';
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
    const invalid = rows.filter((r) => r.error).length;
    const valid = rows.length - invalid;
    const summary = { rows, valid, invalid };
    if (body.dry_run)
      return {
        ...summary,
        written: 0,
        message: formatMessage('leadImportChecked', { valid, rows: rows.length }),
      };
    if (invalid > 0)
      throw badRequest(
        formatMessage('leadImportRefused', { invalid, rows: rows.length }),
        rows
          .filter((r) => r.error)
          .slice(0, 50)
          .map((r) => ({ field: `line ${r.line}`, message: `${r.phone}: ${r.error}` })),
      );
    const ids = await insertLeads(
      tx,
      rows.map((r) => ({
        name: r.name.trim(),
        phone: r.phone,
        email: r.email,
        source: r.source,
        assignedStaffId: body.owner_id ?? actor.actorId,
      })),
    );
    // Another import or staff member added one of these phones meanwhile: all or nothing holds.
    if (ids.length !== rows.length) throw conflict(formatMessage('leadImportRaced'));
    await audit(tx, actor, {
      action: 'internal_lead.import',
      subjectType: 'Lead',
      summary: { count: ids.length, phones: rows.slice(0, 20).map((r) => r.phone) },
    });
    return {
      ...summary,
      written: ids.length,
      message: formatMessage('leadImportDone', { count: ids.length }),
    };
  });
}
