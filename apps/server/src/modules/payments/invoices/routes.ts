import type { FastifyReply } from 'fastify';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  documentPdfQuery,
  invoiceListQuery,
  invoiceListSchema,
} from '@switchboard/contract/payments';
import type { App } from '../../../platform/http/types';
import { creditNoteDocument, invoiceDocument, orgInvoicesPage, type PdfDocument } from './service';

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

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: { tags: ['invoices'], params: idParam, querystring: documentPdfQuery },
      config: { access: ['read', 'Invoice'] },
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
      config: { access: ['read', 'Invoice'] },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNoteDocument(app.db, app.billing, request.params.id),
        request.query.download,
      ),
  );
}
