import { z } from 'zod';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { invoiceListQuery, invoiceListSchema } from '@switchboard/contract/payments';
import { billingSettings } from '../../platform/billing/settings';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { invoicePdf } from './invoice-pdf';
import { findInvoice, listOrgInvoices } from './invoices-repository';

/** A team's invoices (its invoices tab) and each invoice as a PDF. */
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
    {
      schema: { tags: ['invoices'], params: idParam, querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
      config: { access: ['read', 'Invoice'] },
    },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, request.params.id);
      if (!invoice) throw notFound('Invoice');
      const fileName = `${invoice.number.replaceAll('/', '-')}.pdf`;
      const disposition = request.query.download === '0' ? 'inline' : 'attachment';
      return reply
        .type('application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(invoicePdf(invoice, billingSettings()));
    },
  );
}
