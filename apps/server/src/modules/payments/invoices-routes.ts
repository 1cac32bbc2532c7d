import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { invoiceListQuery, invoiceListSchema } from '@switchboard/contract/payments';
import { billingSettings } from '../../platform/billing/settings';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { findCreditNote } from './credit-notes';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
import { findInvoice, listOrgInvoices } from './invoices-repository';

const pdfQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** A document as a PDF named after its number: downloaded, or shown in the browser with download=0. */
function sendPdf(reply: FastifyReply, number: string, download: '0' | '1' | undefined, pdf: PDFKit.PDFDocument) {
  const fileName = `${number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `${download === '0' ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** A team's invoices with their credit notes (its invoices tab), and each as a PDF. */
export async function invoiceRoutes(app: App): Promise<void> {
  app.get(
    '/api/invoices/org/:id',
    {
      schema: { tags: ['invoices'], params: idParam, querystring: invoiceListQuery, response: { 200: envelope(invoiceListSchema) } },
      config: { access: ['read', 'Invoice'] },
    },
    async (request) => ({
      data: await listOrgInvoices(app.db, request.params.id, request.query.page, request.query.page_size),
    }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    { schema: { tags: ['invoices'], params: idParam, querystring: pdfQuery }, config: { access: ['read', 'Invoice'] } },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.params.id);
      if (!invoice) throw notFound('Invoice');
      return sendPdf(reply, invoice.number, request.query.download, invoicePdf(invoice, billingSettings()));
    },
  );

  app.get(
    '/api/credit-notes/:id/pdf',
    { schema: { tags: ['invoices'], params: idParam, querystring: pdfQuery }, config: { access: ['read', 'Invoice'] } },
    async (request, reply) => {
      const note = await findCreditNote(app.db, request.params.id);
      if (!note) throw notFound('Credit note');
      return sendPdf(reply, note.number, request.query.download, creditNotePdf(note, billingSettings()));
    },
  );
}
