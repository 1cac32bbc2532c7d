import type { CreditNote, InvoiceDetailView } from '@switchboard/contract/payments';
import {
  creditNoteNumber,
  creditNoteTax,
  financialYearOf,
} from '@switchboard/contract/rules/invoice-tax';
import { subjectHistory } from '../../../platform/audit/history-repository';
import { nextInSeries } from '../../../platform/billing/series';
import { auditedRows, type Actor } from '../../../platform/audit/audit';
import type { BillingSettings } from '../../../platform/billing/settings';
import { rupeesCell } from '../../../platform/csv/send-csv';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { findCreditNote, insertCreditNote, invoiceToCredit } from './credit-notes-repository';
import { findPayment, refundsOfPayment } from '../bank/repository';
import { creditNotePdf, invoicePdf } from './pdf';
import { findInvoice, listOrgInvoices, walkOrgInvoices } from './repository';
import { requireParent, withParent } from '../../../platform/db/parent-rows';

/** A GST document ready to send: its number names the file. */
export type PdfDocument = { number: string; pdf: PDFKit.PDFDocument };

/** An org's invoices, newest first, each with its credit notes. */
export const orgInvoicesPage = (db: Db, orgId: number, page: number, pageSize: number) =>
  withParent(db, 'org', orgId, () => listOrgInvoices(db, orgId, page, pageSize));

/**
 * An org's invoices as CSV rows streamed page by page (amounts in rupees, each with its credit
 * notes and what they took back); who exported them is audited before the first row goes out.
 */
export async function exportOrgInvoices(db: Db, actor: Actor, orgId: number) {
  await requireParent(db, 'org', orgId);
  async function* rows() {
    for await (const page of walkOrgInvoices(db, orgId))
      for (const { credit_notes: notes, ...invoice } of page)
        yield {
          ...invoice,
          taxable: rupeesCell(invoice.taxable),
          cgst: rupeesCell(invoice.cgst),
          sgst: rupeesCell(invoice.sgst),
          igst: rupeesCell(invoice.igst),
          total: rupeesCell(invoice.total),
          credit_notes: notes.map((n) => n.number).join(' '),
          credited: rupeesCell(notes.reduce((sum, n) => sum + n.total, 0)),
        };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'invoices.export',
      subjectType: 'Invoice',
      orgId,
      summary: { filters: { org_id: orgId } },
    },
    rows(),
  );
}

/**
 * GET /invoices/{id}: the invoice's drawer. An invoice stays (GST keeps it) when its payment is
 * deleted: the payment is then null, its refunds and history still shown.
 */
export async function invoiceDetail(db: Db, id: number): Promise<InvoiceDetailView> {
  const found = await findInvoice(db, id);
  if (!found) throw notFound('Invoice');
  const { lines: _lines, payment_ref: _ref, payment_type: _type, ...invoice } = found;
  const [payment, refunds, history] = await Promise.all([
    findPayment(db, invoice.payment_id),
    refundsOfPayment(db, invoice.payment_id),
    subjectHistory(db, 'Payment', invoice.payment_id),
  ]);
  return { invoice, payment, refunds, history };
}

/** The tax invoice of a payment as a PDF, with the seller in `billing`. */
export async function invoiceDocument(
  db: Db,
  billing: BillingSettings,
  id: number,
): Promise<PdfDocument> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw notFound('Invoice');
  return { number: invoice.number, pdf: invoicePdf(invoice, billing) };
}

/** The credit note of a refund as a PDF, with the seller in `billing`. */
export async function creditNoteDocument(
  db: Db,
  billing: BillingSettings,
  id: number,
): Promise<PdfDocument> {
  const note = await findCreditNote(db, id);
  if (!note) throw notFound('Credit note');
  return { number: note.number, pdf: creditNotePdf(note, billing) };
}

export type RefundForNote = { paymentId: number; refundId: number; amount: number; reason: string };

/**
 * Issues the credit note of a refund, inside the refund's transaction (which holds the payment
 * row, so the notes already issued against the invoice cannot change meanwhile). A payment
 * without an invoice (none was issued for it) gets none.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  billing: BillingSettings,
  refund: RefundForNote,
  at = new Date(),
): Promise<CreditNote | null> {
  const invoice = await invoiceToCredit(tx, refund.paymentId);
  if (!invoice) return null;
  const tax = creditNoteTax(refund.amount, invoice.credited, invoice.supply);
  const financialYear = financialYearOf(at);
  const sequence = await nextInSeries(tx, 'credit_note_counters', financialYear);
  return insertCreditNote(tx, {
    number: creditNoteNumber(billing.invoicePrefix, financialYear, sequence),
    financialYear,
    sequence,
    orgId: invoice.org_id,
    invoiceId: invoice.id,
    paymentId: refund.paymentId,
    refundId: refund.refundId,
    ...tax,
    reason: refund.reason,
    issuedAt: at,
  });
}
