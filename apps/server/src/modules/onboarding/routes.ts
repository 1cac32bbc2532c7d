import { envelope } from '@switchboard/contract/envelope';
import { createdOrgSchema, createOrgBody, onboardBody, onboardingUiConfigSchema, onboardResultSchema } from '@switchboard/contract/onboarding';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { findCustomer, onboardingOfUser, pendingOrgOfUser } from './repository';
import { createOrg, onboard } from './service';

const tags = ['onboarding'];

export async function onboardingRoutes(app: App): Promise<void> {
  const { db, config } = app;

  app.get(
    '/api/admin/org/onboarding-ui-config/:user_id',
    {
      schema: { tags, params: z.object({ user_id: z.coerce.number().int().positive() }), response: { 200: envelope(onboardingUiConfigSchema) } },
      config: { access: ['read', 'Onboarding'] },
    },
    async (request) => {
      const user = await findCustomer(db, request.params.user_id);
      if (!user) throw notFound('User');
      const [done, pending] = await Promise.all([onboardingOfUser(db, user.id), pendingOrgOfUser(db, user.id)]);
      const name = `${user.first_name} ${user.last_name}`.trim();
      return {
        data: {
          user,
          onboarded_org: done ? { id: done.org.id, name: done.org.name } : null,
          pending_org: pending ? { id: pending.id, name: pending.name } : null,
          defaults: { org_name: pending?.name ?? name, email: pending?.email ?? user.email, is_lite: pending?.is_lite ?? false },
        },
      };
    },
  );

  app.post(
    '/api/admin/org',
    { schema: { tags, body: createOrgBody, response: { 200: envelope(createdOrgSchema) } }, config: { access: ['create', 'Org'] } },
    async (request) => ({ data: await createOrg(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/admin/org/onboard',
    { schema: { tags, body: onboardBody, response: { 200: envelope(onboardResultSchema) } }, config: { access: ['create', 'Onboarding'] } },
    async (request) => ({ data: await onboard(db, actorOf(request), request.body, config.onboardingWebhook?.url) }),
  );
}
