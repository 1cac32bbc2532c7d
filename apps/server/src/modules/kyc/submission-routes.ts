import { envelope } from '@switchboard/contract/envelope';
import { presignResponse } from '@switchboard/contract/files';
import {
  appKycBody,
  appKycResultSchema,
  appKycUploadBody,
} from '@switchboard/contract/kyc-submission';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit/audit';
import { checkApiKey } from '../../platform/auth/api-key';
import { errorAnswer } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { kycUploadSlot, submitKyc } from './submission-service';

const tags = ['kyc'];

/**
 * The product app's KYC, with APP_API_KEY (no staff session, no CSRF): an upload slot for each
 * document, then the submission that names them.
 */
export async function kycSubmissionRoutes(app: App): Promise<void> {
  const byApp = {
    config: { public: true, csrf: false as const, apiKey: 'APP_API_KEY' as const },
    onRequest: async (request: FastifyRequest) =>
      checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
  };

  app.post(
    '/api/app/kyc/uploads',
    {
      schema: {
        tags,
        body: appKycUploadBody,
        response: { 200: envelope(presignResponse) },
      },
      ...byApp,
    },
    async (request) => ({ data: await kycUploadSlot(app.files, request.body) }),
  );

  app.post(
    '/api/app/kyc',
    {
      schema: {
        tags,
        body: appKycBody,
        response: { 200: envelope(appKycResultSchema) },
      },
      ...byApp,
      config: {
        ...byApp.config,
        answers: {
          409: errorAnswer(
            'The team was deleted, the submission id was already used with other contents, or the KYC (or business verification) is already approved',
          ),
        },
      },
    },
    async (request) => ({
      data: await submitKyc(
        { db: app.db, files: app.files, actor: actorOf(request), events: app.orgEvents },
        request.body,
      ),
    }),
  );
}
