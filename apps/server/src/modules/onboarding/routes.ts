import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  convertLeadBody,
  convertLeadResultSchema,
  createdOrgSchema,
  createOrgBody,
  onboardBody,
  onboardingUiConfigParams,
  onboardingUiConfigSchema,
  onboardResultSchema,
} from '@switchboard/contract/onboarding';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { convertLead, createOrg, onboard, onboardingUiConfig } from './service';

const tags = ['onboarding'];

export async function onboardingRoutes(app: App): Promise<void> {
  const { db, config } = app;

  app.get(
    '/api/admin/org/onboarding-ui-config/:user_id',
    {
      schema: {
        tags,
        params: onboardingUiConfigParams,
        response: { 200: envelope(onboardingUiConfigSchema) },
      },
      config: { access: ['read', 'Onboarding'] },
    },
    async (request) => ({ data: await onboardingUiConfig(db, request.params.user_id) }),
  );

  app.post(
    '/api/admin/org',
    {
      schema: { tags, body: createOrgBody, response: { 200: envelope(createdOrgSchema) } },
      config: { access: ['create', 'Org'] },
    },
    async (request) => ({ data: await createOrg(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/admin/org/onboard',
    {
      schema: { tags, body: onboardBody, response: { 200: envelope(onboardResultSchema) } },
      config: { access: ['create', 'Onboarding'] },
    },
    async (request) => ({
      data: await onboard(db, actorOf(request), request.body, config.onboardingWebhook?.url),
    }),
  );

  // A lead of our own team becomes a customer: onboarding owns that step, so it lives here.
  app.post(
    '/api/admin/internal-lead/:id/convert',
    {
      schema: {
        tags: ['leads'],
        params: idParam,
        body: convertLeadBody,
        response: { 200: envelope(convertLeadResultSchema) },
      },
      config: { access: ['create', 'Onboarding'] },
    },
    async (request) => ({
      data: await convertLead(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        config.onboardingWebhook?.url,
      ),
    }),
  );
}
