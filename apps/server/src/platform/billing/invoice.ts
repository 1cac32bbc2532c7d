import { eq } from 'drizzle-orm';
import {
  financialYearOf,
  invoiceNumber,
  splitGst,
  stateCodeOfGstin,
} from '@switchboard/contract/rules/invoice-tax';
import { invoices, type InvoiceLine } from '../../db/schema/payments';
import { orgs } from '../../db/schema/teams';
import type { DbOrTx } from '../db/client';
import { nextInSeries } from './series';
import type { BillingSettings } from './settings';

export type InvoiceFor = {
  paymentId: number;
  orgId: number;
  amount: number;
  gstin?: string | null;
  description: string;
  /** The sale line by line (GST included); kept only when the lines add up to `amount`. */
  lines?: InvoiceLine[] | undefined;
};

/** Lines that do not add up to what was paid (an amount set by hand) would mislead: none then. */
function linesOf(input: InvoiceFor): InvoiceLine[] {
  const lines = input.lines ?? [];
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return lines.length > 1 && sum === input.amount ? lines : [];
}

/** Issues the tax invoice of a payment, with the GST split frozen as it is today. */
export async function issueInvoice(
  tx: DbOrTx,
  settings: BillingSettings,
  input: InvoiceFor,
  at = new Date(),
): Promise<{ invoiceId: number; number: string }> {
  const [org] = await tx
    .select({ name: orgs.name, gstin: orgs.gstin, stateCode: orgs.stateCode })
    .from(orgs)
    .where(eq(orgs.id, input.orgId));
  if (!org) throw new Error(`org ${input.orgId} not found for invoice`);
  const gstin = input.gstin?.trim().toUpperCase() || org.gstin;
  const placeOfSupply = stateCodeOfGstin(gstin) ?? org.stateCode ?? settings.companyStateCode;
  const tax = splitGst(input.amount, placeOfSupply, settings.companyStateCode);
  const financialYear = financialYearOf(at);
  const sequence = await nextInSeries(tx, 'invoice_counters', financialYear);
  const number = invoiceNumber(settings.invoicePrefix, financialYear, sequence);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      financialYear,
      sequence,
      orgId: input.orgId,
      paymentId: input.paymentId,
      orgName: org.name,
      gstin: gstin ?? null,
      placeOfSupply,
      supply: tax.supply,
      taxable: tax.taxable,
      cgst: tax.cgst,
      sgst: tax.sgst,
      igst: tax.igst,
      total: tax.total,
      description: input.description,
      lines: linesOf(input),
      issuedAt: at,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert failed');
  return { invoiceId: row.id, number };
}
