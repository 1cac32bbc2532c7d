import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  digioListSchema,
  digioSentSchema,
  digioWebhookResultSchema,
  fupDownloadBody,
  fupDownloadSchema,
  orgIdBody,
} from '@switchboard/contract/kyc';
import { actorOf } from '../../platform/audit/audit';
import { errorAnswer, providerAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { shortenerFor } from '../../platform/links/shortener';
import { applyDigioEvent, digioRequestsOf, fupDownload, sendDigioLink } from './digio-service';
import { verifiedDigioEvent } from './digio-webhook';

const tags = ['kyc'];
const read = { access: ['read', 'Kyc'] as ['read', 'Kyc'] };
const update = { access: ['update', 'Kyc'] as ['update', 'Kyc'] };

export async function digioRoutes(app: App): Promise<void> {
  const ctx = (request: Parameters<typeof actorOf>[0]) => ({
    db: app.db,
    files: app.files,
    kyc: app.kyc,
    actor: actorOf(request),
    events: app.orgEvents,
  });

  app.get(
    '/api/digio/org/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(digioListSchema) } },
      config: read,
    },
    async (request) => ({
      data: await digioRequestsOf(app.db, request.params.id, 'KYC'),
    }),
  );
  app.get(
    '/api/digio/org/:id/fup',
    {
      schema: { tags, params: idParam, response: { 200: envelope(digioListSchema) } },
      config: read,
    },
    async (request) => ({
      data: await digioRequestsOf(app.db, request.params.id, 'FUP'),
    }),
  );
  app.post(
    '/api/admin/org/kyc/digio',
    {
      schema: { tags, body: orgIdBody, response: { 200: envelope(digioSentSchema) } },
      config: { ...update, answers: providerAnswers('Digio') },
    },
    async (request) => ({
      data: await sendDigioLink(
        ctx(request),
        request.body.org_id,
        'KYC',
        shortenerFor(app, request),
      ),
    }),
  );
  app.post(
    '/api/admin/org/kyc/digio/fup',
    {
      schema: { tags, body: orgIdBody, response: { 200: envelope(digioSentSchema) } },
      config: { ...update, answers: providerAnswers('Digio') },
    },
    async (request) => ({
      data: await sendDigioLink(
        ctx(request),
        request.body.org_id,
        'FUP',
        shortenerFor(app, request),
      ),
    }),
  );
  app.post(
    '/api/admin/org/kyc/digio/fup/download',
    {
      schema: { tags, body: fupDownloadBody, response: { 200: envelope(fupDownloadSchema) } },
      config: { ...read, answers: providerAnswers('Digio') },
    },
    async (request) => ({
      data: await fupDownload(ctx(request), request.body.org_id, request.body.reference_id),
    }),
  );

  // The webhook checks an HMAC over the exact bytes Digio sent, so it reads the raw body in a
  // scope of its own; everywhere else JSON is parsed as usual.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/digio/webhook',
      {
        schema: { tags, response: { 200: envelope(digioWebhookResultSchema) } },
        config: {
          public: true,
          csrf: false,
          answers: { 401: errorAnswer('The signature is missing or does not match the body') },
        },
      },
      async (request) => ({
        data: await applyDigioEvent(
          {
            db: app.db,
            files: app.files,
            kyc: app.kyc,
            events: app.orgEvents,
            actor: { actorId: null, ip: request.ip },
          },
          verifiedDigioEvent(request, app.config.digio.webhookSecret),
          request.log,
        ),
      }),
    );
  });
}
