import { sql } from 'drizzle-orm';
import type { CreditNote } from '@switchboard/contract/payments';
import type { InvoiceTax } from '@switchboard/contract/rules/invoice-tax';
import { creditNotes } from '../../../db/schema/payments';
import { idIn } from '../../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx } from '../../../platform/db/client';
import { withTaxAmounts, type TaxAmountsRaw } from './tax-amounts';

type Row = Omit<CreditNote, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total' | 'issued_at'> &
  TaxAmountsRaw;
/** What the PDF needs besides the note: who it is for, and the invoice it reduces. */
export type CreditNoteDetail = CreditNote & {
  org_name: string;
  gstin: string | null;
  place_of_supply: string | null;
  invoice_issued_at: string;
};

const columns = sql`c.id, c.number, c.invoice_id, i.number as invoice_number, c.payment_id, c.supply, c.taxable, c.cgst, c.sgst,
  c.igst, c.total, c.reason, c.created_at as issued_at`;
const toCreditNote = <T extends Row>(r: T) => withTaxAmounts(r);

/** The invoice of a payment, with what its credit notes already took back; none when it has none. */
export async function invoiceToCredit(tx: DbOrTx, paymentId: number) {
  const [invoice] = await rowsOf<{
    id: number;
    org_id: number;
    supply: InvoiceTax['supply'];
    credited: number | string;
  }>(
    tx,
    sql`select i.id, i.org_id, i.supply, (select coalesce(sum(c.total), 0) from credit_notes c where c.invoice_id = i.id) as credited
          from invoices i where i.payment_id = ${paymentId}`,
  );
  return invoice ? { ...invoice, credited: Number(invoice.credited) } : null;
}

/** Inserts a credit note and reads it back as the wire wants it. */
export async function insertCreditNote(
  tx: DbOrTx,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNote | null> {
  const [row] = await tx.insert(creditNotes).values(values).returning({ id: creditNotes.id });
  if (!row) throw new Error('credit note insert failed');
  return (await findCreditNote(tx, row.id)) ?? null;
}

/** The credit note of one refund, if it has one (a replayed refund answers with it). */
export async function creditNoteOfRefund(db: DbOrTx, refundId: number): Promise<CreditNote | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${columns} from credit_notes c join invoices i on i.id = c.invoice_id where c.refund_id = ${refundId}`,
  );
  return row ? toCreditNote(row) : null;
}

/** The credit notes of a page of invoices, oldest first, by invoice id (one query, on the invoice index). */
export async function creditNotesOf(
  db: DbOrTx,
  invoiceIds: number[],
): Promise<Map<number, CreditNote[]>> {
  const byInvoice = new Map<number, CreditNote[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${columns} from credit_notes c join invoices i on i.id = c.invoice_id where ${idIn(sql`c.invoice_id`, invoiceIds)} order by c.id`,
  );
  for (const row of rows.map(toCreditNote))
    byInvoice.set(row.invoice_id, [...(byInvoice.get(row.invoice_id) ?? []), row]);
  return byInvoice;
}

export async function findCreditNote(db: DbOrTx, id: number): Promise<CreditNoteDetail | null> {
  const [row] = await rowsOf<
    Row & {
      org_name: string;
      gstin: string | null;
      place_of_supply: string | null;
      invoice_issued_at: Date | string;
    }
  >(
    db,
    sql`select ${columns}, i.org_name, i.gstin, i.place_of_supply, i.created_at as invoice_issued_at
          from credit_notes c join invoices i on i.id = c.invoice_id where c.id = ${id}`,
  );
  return row ? { ...toCreditNote(row), invoice_issued_at: toIso(row.invoice_issued_at) } : null;
}
