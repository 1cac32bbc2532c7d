import type { FastifyReply } from 'fastify';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  documentPdfQuery,
  invoiceDetailSchema,
  invoiceListQuery,
  invoiceListSchema,
} from '@switchboard/contract/payments';
import { actorOf } from '../../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../../platform/csv/send-csv';
import { csvAnswers, pdfAnswers } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import {
  creditNoteDocument,
  exportOrgInvoices,
  invoiceDetail,
  invoiceDocument,
  orgInvoicesPage,
  type PdfDocument,
} from './service';

/** The invoice CSV's columns, in order: what the tab shows, amounts in rupees. */
const invoiceCsvColumns: CsvColumns = [
  { key: 'number', header: 'Invoice no.' },
  timeColumn('issued_at', 'Date'),
  { key: 'org_id', header: 'Team ID' },
  { key: 'payment_id', header: 'Payment' },
  { key: 'gstin', header: 'GSTIN' },
  { key: 'supply', header: 'Supply' },
  { key: 'taxable', header: 'Taxable value (₹)' },
  { key: 'cgst', header: 'CGST (₹)' },
  { key: 'sgst', header: 'SGST (₹)' },
  { key: 'igst', header: 'IGST (₹)' },
  { key: 'total', header: 'Total (₹)' },
  { key: 'credit_notes', header: 'Credit notes' },
  { key: 'credited', header: 'Credited (₹)' },
];

/** A document as a PDF named after its number: downloaded, or shown in the browser with download=0. */
function sendPdf(
  reply: FastifyReply,
  { number, pdf }: PdfDocument,
  download: '0' | '1' | undefined,
) {
  const fileName = `${number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `${download === '0' ? 'inline' : 'attachment'}; filename="${fileName}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** A team's invoices with their credit notes (its invoices tab), and each as a PDF. */
export async function invoiceRoutes(app: App): Promise<void> {
  app.get(
    '/api/invoices/org/:id',
    {
      schema: {
        tags: ['invoices'],
        params: idParam,
        querystring: invoiceListQuery,
        response: { 200: envelope(invoiceListSchema) },
      },
      config: { access: ['read', 'Invoice'] },
    },
    async (request) => ({
      data: await orgInvoicesPage(
        app.db,
        request.params.id,
        request.query.page,
        request.query.page_size,
      ),
    }),
  );

  // A team's invoices as CSV (for its accountant), streamed; who exported them is audited.
  app.get(
    '/api/invoices/org/:id/export',
    {
      schema: { tags: ['invoices'], params: idParam },
      config: { access: ['read', 'Invoice'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'invoices',
        columns: invoiceCsvColumns,
        rows: await exportOrgInvoices(app.db, actorOf(request), request.params.id),
        filters: { org_id: request.params.id },
      }),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        tags: ['invoices'],
        params: idParam,
        response: { 200: envelope(invoiceDetailSchema) },
      },
      config: { access: ['read', 'Invoice'] },
    },
    async (request) => ({ data: await invoiceDetail(app.db, request.params.id) }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: { tags: ['invoices'], params: idParam, querystring: documentPdfQuery },
      config: { access: ['read', 'Invoice'], answers: pdfAnswers },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoiceDocument(app.db, app.billing, request.params.id),
        request.query.download,
      ),
  );

  app.get(
    '/api/credit-notes/:id/pdf',
    {
      schema: { tags: ['invoices'], params: idParam, querystring: documentPdfQuery },
      config: { access: ['read', 'Invoice'], answers: pdfAnswers },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNoteDocument(app.db, app.billing, request.params.id),
        request.query.download,
      ),
  );
}
