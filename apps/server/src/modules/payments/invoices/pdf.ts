import PDFDocument from 'pdfkit';
import { formatDate } from '@switchboard/contract/format';
import type { BillingSettings } from '../../../platform/billing/settings';
import type { CreditNoteDetail } from './credit-notes-repository';
import type { InvoiceDetail } from './repository';

/** PDF's standard fonts have no ₹ glyph, so the document writes 'Rs.' with en-IN grouping. */
const rupees = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

type GstLines = Pick<InvoiceDetail, 'supply' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>;

/** What a GST document (a tax invoice, or the credit note of a refund) shows. */
type GstDocument = {
  title: string;
  heading: string[];
  buyer: { name: string; gstin: string | null; placeOfSupply: string | null };
  description: string;
  /** What was sold line by line, GST included (a plan and its add-ons); empty for one thing. */
  items?: { description: string; amount: number }[];
  tax: GstLines;
  totalLabel: string;
  closing: string[];
};

/** Seller, buyer with GSTIN, and the GST split line by line: the layout both documents share. */
function gstDocumentPdf(document: GstDocument, seller: BillingSettings): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${document.title} ${document.heading[0] ?? ''}`, Author: seller.companyName },
  });
  doc.fontSize(18).text(document.title.toUpperCase(), { align: 'right' });
  doc.fontSize(10);
  for (const line of document.heading) doc.text(line, { align: 'right' });
  doc.moveDown();
  doc.fontSize(12).text(seller.companyName);
  doc.fontSize(10).text(`GSTIN ${seller.companyGstin}  ·  State code ${seller.companyStateCode}`);
  doc.moveDown();
  doc.fontSize(11).text('Bill to', { underline: true });
  doc.fontSize(10).text(document.buyer.name);
  doc.text(`GSTIN ${document.buyer.gstin ?? 'not provided'}`);
  doc.text(
    `Place of supply (state code) ${document.buyer.placeOfSupply ?? seller.companyStateCode}`,
  );
  doc.moveDown();

  const { tax } = document;
  // Several items are listed at their price with GST, then the taxable value the GST is on.
  const items = document.items ?? [];
  const lines: [string, number][] =
    items.length > 1
      ? [
          ...items.map((i): [string, number] => [`${i.description} (GST included)`, i.amount]),
          ['Taxable value', tax.taxable],
        ]
      : [[document.description, tax.taxable]];
  if (tax.supply === 'INTRA') {
    lines.push(['CGST @ 9%', tax.cgst], ['SGST @ 9%', tax.sgst]);
  } else {
    lines.push(['IGST @ 18%', tax.igst]);
  }
  const left = 50;
  const right = 545;
  let y = doc.y + 10;
  doc
    .fontSize(10)
    .font('Helvetica-Bold')
    .text('Description', left, y)
    .text('Amount', left, y, { width: right - left, align: 'right' });
  doc.font('Helvetica');
  for (const [label, amount] of lines) {
    y += 20;
    doc
      .text(label, left, y, { width: 380 })
      .text(rupees(amount), left, y, { width: right - left, align: 'right' });
  }
  y += 25;
  doc
    .moveTo(left, y - 5)
    .lineTo(right, y - 5)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .text(document.totalLabel, left, y)
    .text(rupees(tax.total), left, y, { width: right - left, align: 'right' });
  doc.font('Helvetica').moveDown(2);
  for (const line of document.closing) doc.text(line, left);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#666')
    .text('This is a computer-generated document and needs no signature.', left);
  doc.end();
  return doc;
}

/** The tax invoice of a payment. */
export function invoicePdf(invoice: InvoiceDetail, seller: BillingSettings): PDFKit.PDFDocument {
  return gstDocumentPdf(
    {
      title: 'Tax invoice',
      heading: [`Invoice no. ${invoice.number}`, `Date ${formatDate(invoice.issued_at)}`],
      buyer: {
        name: invoice.org_name,
        gstin: invoice.gstin,
        placeOfSupply: invoice.place_of_supply,
      },
      description: invoice.description,
      items: invoice.lines,
      tax: invoice,
      totalLabel: 'Total (GST included)',
      closing: [
        `Paid by ${invoice.payment_type.replace('_', ' ').toLowerCase()}${invoice.payment_ref ? `, reference ${invoice.payment_ref}` : ''}.`,
      ],
    },
    seller,
  );
}

/** The credit note of a refund: the GST it reverses, against the original invoice. */
export function creditNotePdf(note: CreditNoteDetail, seller: BillingSettings): PDFKit.PDFDocument {
  return gstDocumentPdf(
    {
      title: 'Credit note',
      heading: [
        `Credit note no. ${note.number}`,
        `Date ${formatDate(note.issued_at)}`,
        `Against invoice ${note.invoice_number} of ${formatDate(note.invoice_issued_at)}`,
      ],
      buyer: { name: note.org_name, gstin: note.gstin, placeOfSupply: note.place_of_supply },
      description: `Refund: ${note.reason}`,
      tax: note,
      totalLabel: 'Total credited (GST included)',
      closing: [`Refunded against payment ${note.payment_id}; the GST above is reversed.`],
    },
    seller,
  );
}
