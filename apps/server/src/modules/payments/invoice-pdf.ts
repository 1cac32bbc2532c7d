import PDFDocument from 'pdfkit';
import { formatDate } from '@switchboard/contract/format';
import type { BillingSettings } from '../../platform/billing/settings';
import type { InvoiceDetail } from './invoices-repository';

/** PDF's standard fonts have no ₹ glyph, so the document writes 'Rs.' with en-IN grouping. */
const rupees = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

/** The tax invoice as a PDF stream: seller, buyer with GSTIN, and the GST split line by line. */
export function invoicePdf(invoice: InvoiceDetail, seller: BillingSettings): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${invoice.number}`, Author: seller.companyName } });
  doc.fontSize(18).text('TAX INVOICE', { align: 'right' });
  doc.fontSize(10).text(`Invoice no. ${invoice.number}`, { align: 'right' });
  doc.text(`Date ${formatDate(invoice.issued_at)}`, { align: 'right' });
  doc.moveDown();
  doc.fontSize(12).text(seller.companyName);
  doc.fontSize(10).text(`GSTIN ${seller.companyGstin}  ·  State code ${seller.companyStateCode}`);
  doc.moveDown();
  doc.fontSize(11).text('Bill to', { underline: true });
  doc.fontSize(10).text(invoice.org_name);
  doc.text(`GSTIN ${invoice.gstin ?? 'not provided'}`);
  doc.text(`Place of supply (state code) ${invoice.place_of_supply ?? seller.companyStateCode}`);
  doc.moveDown();

  const lines: [string, number][] = [[`${invoice.description}`, invoice.taxable]];
  if (invoice.supply === 'INTRA') {
    lines.push(['CGST @ 9%', invoice.cgst], ['SGST @ 9%', invoice.sgst]);
  } else {
    lines.push(['IGST @ 18%', invoice.igst]);
  }
  const left = 50;
  const right = 545;
  let y = doc.y + 10;
  doc.fontSize(10).font('Helvetica-Bold').text('Description', left, y).text('Amount', left, y, { width: right - left, align: 'right' });
  doc.font('Helvetica');
  for (const [label, amount] of lines) {
    y += 20;
    doc.text(label, left, y, { width: 380 }).text(rupees(amount), left, y, { width: right - left, align: 'right' });
  }
  y += 25;
  doc.moveTo(left, y - 5).lineTo(right, y - 5).stroke();
  doc.font('Helvetica-Bold').text('Total (GST included)', left, y).text(rupees(invoice.total), left, y, { width: right - left, align: 'right' });
  doc.font('Helvetica').moveDown(2);
  doc.text(`Paid by ${invoice.payment_type.replace('_', ' ').toLowerCase()}${invoice.payment_ref ? `, reference ${invoice.payment_ref}` : ''}.`, left);
  doc.moveDown().fontSize(8).fillColor('#666').text('This is a computer-generated invoice and needs no signature.', left);
  doc.end();
  return doc;
}
