import type { InvoiceLine } from '../../../db/schema/payments';
import { sql } from 'drizzle-orm';
import type { Invoice } from '@switchboard/contract/payments';
import { rowsOf, type DbOrTx } from '../../../platform/db/client';
import { cappedCount, offsetOf, walkById } from '../../../platform/db/paging';
import { creditNotesOf } from './credit-notes-repository';
import { withTaxAmounts, type TaxAmountsRaw } from './tax-amounts';

type Row = Omit<
  Invoice,
  'taxable' | 'cgst' | 'sgst' | 'igst' | 'total' | 'issued_at' | 'supply' | 'credit_notes'
> &
  TaxAmountsRaw & {
    supply: Invoice['supply'];
  };
export type InvoiceDetail = Omit<Invoice, 'credit_notes'> & {
  org_name: string;
  place_of_supply: string | null;
  description: string;
  /** A plan and its add-ons line by line (GST included); empty for a one-line invoice. */
  lines: InvoiceLine[];
  payment_ref: string | null;
  payment_type: string;
};

const columns = sql`i.id, i.number, i.org_id, i.payment_id, i.gstin, i.supply, i.taxable, i.cgst, i.sgst, i.igst, i.total,
  i.created_at as issued_at`;

const toInvoice = <T extends Row>(r: T) => withTaxAmounts(r);

/** An org's invoices, newest first, on the (org_id, id desc) index, each with its credit notes. */
export async function listOrgInvoices(db: DbOrTx, orgId: number, page: number, pageSize: number) {
  const rows = await rowsOf<Row>(
    db,
    sql`select ${columns} from invoices i where i.org_id = ${orgId} order by i.id desc limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
  );
  const count = await cappedCount(db, sql`from invoices i where i.org_id = ${orgId}`);
  const notes = await creditNotesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...toInvoice(r), credit_notes: notes.get(r.id) ?? [] })),
    ...count,
    page,
    page_size: pageSize,
  };
}

/** Every invoice of an org, newest first, a page at a time, each with its credit notes (CSV export). */
export async function* walkOrgInvoices(db: DbOrTx, orgId: number) {
  for await (const page of walkById<Row>(db, {
    select: sql`select ${columns} from invoices i`,
    id: sql`i.id`,
    filters: [sql`i.org_id = ${orgId}`],
  })) {
    const notes = await creditNotesOf(
      db,
      page.map((r) => r.id),
    );
    yield page.map((r) => ({ ...toInvoice(r), credit_notes: notes.get(r.id) ?? [] }));
  }
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceDetail | null> {
  const [row] = await rowsOf<Row & Omit<InvoiceDetail, keyof Invoice>>(
    db,
    sql`select ${columns}, i.org_name, i.place_of_supply, i.description, i.lines, p.payment_ref, p.payment_type
          from invoices i join payments p on p.id = i.payment_id where i.id = ${id}`,
  );
  return row ? toInvoice(row) : null;
}
