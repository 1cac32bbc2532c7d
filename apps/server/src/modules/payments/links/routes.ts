import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createPaymentLinkBody,
  idempotencyHeaders,
  paymentLinkAction,
  paymentLinkDetailSchema,
  paymentLinkListQuery,
  paymentLinkListSchema,
  paymentLinkSchema,
} from '@switchboard/contract/payments';
import { actorOf } from '../../../platform/audit/audit';
import { moneyRequestOf } from '../../../platform/billing/request-once';
import { providerAnswers } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import { shortenerFor } from '../../../platform/links/shortener';
import { closeLink, createLink, paymentLinkDetail, paymentLinksPage } from './service';

/** Payment links (menu "Payment Links"): the spec names no paths, so these follow its style. */
export async function linkRoutes(app: App): Promise<void> {
  app.get(
    '/api/payment-links',
    {
      schema: {
        tags: ['payments'],
        querystring: paymentLinkListQuery,
        response: { 200: envelope(paymentLinkListSchema) },
      },
      config: { access: ['read', 'PaymentLink'] },
    },
    async (request) => ({ data: await paymentLinksPage(app.db, request.query) }),
  );

  app.post(
    '/api/payment-links',
    {
      schema: {
        tags: ['payments'],
        headers: idempotencyHeaders,
        body: createPaymentLinkBody,
        response: { 200: envelope(paymentLinkSchema) },
      },
      config: {
        access: ['create', 'PaymentLink'],
        answers: providerAnswers('The payment gateway'),
      },
    },
    async (request) => ({
      data: await createLink(
        app.db,
        actorOf(request),
        request.body,
        moneyRequestOf(request),
        shortenerFor(app, request),
        app.gateway,
      ),
    }),
  );

  app.get(
    '/api/payment-links/:id',
    {
      schema: {
        tags: ['payments'],
        params: idParam,
        response: { 200: envelope(paymentLinkDetailSchema) },
      },
      config: { access: ['read', 'PaymentLink'] },
    },
    async (request) => ({
      data: await paymentLinkDetail(app.db, app.shortLinks, request.params.id),
    }),
  );

  app.post(
    '/api/payment-links/:id/:action',
    {
      schema: {
        tags: ['payments'],
        params: idParam.extend({ action: paymentLinkAction }),
        response: { 200: envelope(paymentLinkSchema) },
      },
      config: { access: ['update', 'PaymentLink'] },
    },
    async (request) => ({
      data: await closeLink(app.db, actorOf(request), request.params.id, request.params.action),
    }),
  );
}
