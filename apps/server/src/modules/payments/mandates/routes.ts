import { envelope } from '@switchboard/contract/envelope';
import {
  createMandateLinkBody,
  idempotencyHeaders,
  mandateCancelParams,
  mandateDetailSchema,
  mandateListSchema,
  mandateParams,
  mandateSchema,
  mandateSearchBody,
} from '@switchboard/contract/payments';
import { actorOf } from '../../../platform/audit/audit';
import { shortenerFor } from '../../../platform/links/shortener';
import { moneyRequestOf } from '../../../platform/billing/request-once';
import { providerAnswers } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import {
  cancelMandate,
  createRegistrationLink,
  getMandate,
  mandateDetail,
  mandatesPage,
} from './service';

/** Spec section 7, Mandates. */
export async function mandateRoutes(app: App): Promise<void> {
  app.post(
    '/api/admin/mandate/search',
    {
      schema: {
        tags: ['mandates'],
        body: mandateSearchBody,
        response: { 200: envelope(mandateListSchema) },
      },
      config: { access: ['read', 'Mandate'] },
    },
    async (request) => ({ data: await mandatesPage(app.db, request.body) }),
  );

  app.post(
    '/api/admin/mandate/create-registration-link',
    {
      schema: {
        tags: ['mandates'],
        headers: idempotencyHeaders,
        body: createMandateLinkBody,
        response: { 200: envelope(mandateSchema) },
      },
      config: { access: ['create', 'Mandate'], answers: providerAnswers('The payment gateway') },
    },
    async (request) => ({
      data: await createRegistrationLink(
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
    '/api/admin/mandate/:mandate_id',
    {
      schema: {
        tags: ['mandates'],
        params: mandateParams,
        response: { 200: envelope(mandateSchema) },
      },
      config: { access: ['read', 'Mandate'] },
    },
    async (request) => ({ data: await getMandate(app.db, request.params.mandate_id) }),
  );

  app.get(
    '/api/admin/mandate/:mandate_id/detail',
    {
      schema: {
        tags: ['mandates'],
        params: mandateParams,
        response: { 200: envelope(mandateDetailSchema) },
      },
      config: { access: ['read', 'Mandate'] },
    },
    async (request) => ({
      data: await mandateDetail(app.db, app.shortLinks, request.params.mandate_id),
    }),
  );

  app.post(
    '/api/admin/mandate/:org_id/:mandate_id/cancel',
    {
      schema: {
        tags: ['mandates'],
        params: mandateCancelParams,
        response: { 200: envelope(mandateSchema) },
      },
      config: { access: ['update', 'Mandate'] },
    },
    async (request) => ({
      data: await cancelMandate(
        app.db,
        actorOf(request),
        request.params.org_id,
        request.params.mandate_id,
      ),
    }),
  );
}
