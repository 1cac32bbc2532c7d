import { envelope } from '@switchboard/contract/envelope';
import {
  createdOrgSchema,
  createOrgBody,
  onboardBody,
  onboardingUiConfigParams,
  onboardingUiConfigSchema,
  onboardResultSchema,
} from '@switchboard/contract/onboarding';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { createOrg, onboard, onboardingUiConfig } from './service';

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
}
