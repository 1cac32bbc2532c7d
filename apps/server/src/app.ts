import { installValidationMessages } from '@switchboard/contract/zod-messages';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { auditRoutes } from './modules/audit/routes';
import { callsRoutes } from './modules/calls/routes';
import { authRoutes } from './modules/auth/routes';
import { staffRoutes } from './modules/auth/staff/routes';
import { oidcRoutes } from './modules/auth/oidc/routes';
import { accountRoutes } from './modules/auth/account/routes';
import { passwordResetRoutes } from './modules/auth/password-reset/routes';
import { dashboardsRoutes } from './modules/dashboards/routes';
import { filesRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { usersRoutes } from './modules/users/routes';
import { forgetPushToken } from './modules/users/service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { numbersRoutes } from './modules/numbers/routes';
import { internalLeadsRoutes } from './modules/internal-leads/routes';
import { eventActionsRoutes } from './modules/event-actions/routes';
import { digioRoutes } from './modules/kyc/digio-routes';
import { kycAssignRoutes } from './modules/kyc/assign-routes';
import { kycRoutes } from './modules/kyc/routes';
import { kycSubmissionRoutes } from './modules/kyc/submission-routes';
import { notesRoutes } from './modules/notes/routes';
import { teamsRoutes } from './modules/teams/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { leadStagesRoutes } from './modules/lead-stages/routes';
import { integrationsRoutes } from './modules/integrations/routes';
import { presenceRoutes } from './modules/presence/routes';
import { remindersRoutes } from './modules/reminders/routes';
import { customersRoutes } from './modules/customers/routes';
import { installRedirectHook, redirectRoutes } from './modules/short-urls/redirect-routes';
import { shortUrlsRoutes } from './modules/short-urls/routes';
import { inviteCodesRoutes } from './modules/invite-codes/routes';
import { campaignsRoutes } from './modules/campaigns/routes';
import { referralProgress } from './modules/referrals/progress-service';
import { referralsRoutes } from './modules/referrals/routes';
import { dataAccessLog } from './modules/personal-data/access-service';
import { personalDataRoutes } from './modules/personal-data/routes';
import { searchRoutes } from './modules/search/routes';
import { timelineRoutes } from './modules/timeline/routes';
import { savedViewsRoutes } from './modules/saved-views/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { whatsappCampaigns } from './modules/whatsapp/campaign-port';
import { whatsappRoutes } from './modules/whatsapp/routes';
import { keepSentWamid, whatsappWebhookReceiver } from './modules/whatsapp/webhook-service';
import { billingBenefits } from './modules/subscriptions/benefits-service';
import { productShortLinks } from './modules/short-urls/service';
import { scheduleHousekeeping } from './housekeeping';
import { installCsrf } from './platform/auth/csrf';
import { installGuard } from './platform/auth/guard';
import { billingSettingsOf } from './platform/billing/settings';
import type { Database } from './platform/db/client';
import { createFileService } from './platform/files/file-service';
import { requestIds } from './platform/http/request-ids';
import { requestLogger } from './platform/http/request-logger';
import { installApiCacheControl } from './platform/http/api-answers';
import { installErrorHandler } from './platform/http/error-handler';
import { installInputGuards } from './platform/http/input-guards';
import { registerMetrics } from './platform/http/metrics';
import { registerOpenApi } from './platform/http/openapi';
import { installReadYourWrites } from './platform/http/replica-reads';
import { strictValidatorCompiler } from './platform/http/strict-input';
import { registerSecurity } from './platform/http/security';
import { registerWeb } from './platform/http/static-web';
import { providersFor, type Providers } from './platform/providers/registry';
import type { App } from './platform/http/types';

// Field errors in people's words (also in tests, which build the app through here).
installValidationMessages();

export type BuildOptions = {
  config: Config;
  database: Database;
  /** The built console to serve; null in API tests. */
  webDist: string | null;
  /** Each channel's provider and the payment gateway; default: as configured. */
  providers?: Providers;
  logger?: boolean;
};

/** Builds the whole app: external plugins, then platform (errors, auth), then area routes. */
export async function buildApp({
  config,
  database,
  webDist,
  providers,
  logger = true,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: [
            'req.headers.cookie',
            'req.headers.authorization',
            'req.headers["x-xsrf-token"]',
          ],
        }
      : false,
    childLoggerFactory: requestLogger,
    genReqId: requestIds(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('replicas', database.replicas);
  scheduleHousekeeping(app, config);
  app.decorate('config', config);
  app.decorate('files', createFileService(config, database.db));
  app.decorate('billing', billingSettingsOf(config));
  const { adapters, gateway, kyc, whatsapp } = providers ?? providersFor(config);
  // What the areas keep of a try's result, written by the worker in its own transaction.
  app.decorate('adapters', {
    ...adapters,
    WHATSAPP: {
      ...adapters.WHATSAPP,
      hooks: { sent: (tx, message, wamid) => keepSentWamid(tx, message.id, wamid) },
    },
    PUSH: {
      ...adapters.PUSH,
      hooks: { gone: (tx, message, reason) => forgetPushToken(tx, message.recipient, reason) },
    },
  });
  app.decorate('gateway', gateway);
  app.decorate('kyc', kyc);
  app.decorate('whatsapp', whatsapp);
  app.decorate('whatsappCampaigns', whatsappCampaigns);
  // Referrals move on when a referred team's KYC is approved and its first subscription paid.
  app.decorate('orgEvents', referralProgress);
  app.decorate('shortLinks', productShortLinks(config.shortUrls.base));
  app.decorate('dataAccess', dataAccessLog(database.db));
  // Callback hooks where they run on every answer (the redirect too): no promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  installErrorHandler(app);
  // First of the hooks, so answers the guards give (401, 403, 429) are measured too.
  await registerMetrics(app, config, database.db);
  // The short-link redirect answers before the console's hooks run (it needs none of them).
  const redirect = installRedirectHook(app as unknown as App);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  installInputGuards(app);
  installApiCacheControl(app);
  await registerOpenApi(app, config.product.name);
  installCsrf(app, config);
  await installGuard(app, database);
  // After the guard's hooks: a write's answer carries the WAL position the session has seen.
  installReadYourWrites(app, database.replicas, config);

  await app.register(async (api) => {
    const scoped = api as unknown as App;
    await healthRoutes(scoped, database);
    await authRoutes(scoped);
    await staffRoutes(scoped);
    await oidcRoutes(scoped);
    await accountRoutes(scoped);
    await passwordResetRoutes(scoped);
    await usersRoutes(scoped);
    await onboardingRoutes(scoped);
    await numbersRoutes(scoped);
    await internalLeadsRoutes(scoped);
    await eventActionsRoutes(scoped);
    await auditRoutes(scoped);
    await timelineRoutes(scoped);
    await outboxRoutes(scoped, whatsappWebhookReceiver(scoped.db));
    await filesRoutes(scoped);
    await dashboardsRoutes(scoped);
    await kycRoutes(scoped);
    await kycAssignRoutes(scoped);
    await kycSubmissionRoutes(scoped);
    await digioRoutes(scoped);
    await teamsRoutes(scoped);
    await notesRoutes(scoped);
    await paymentsRoutes(scoped);
    await subscriptionsRoutes(scoped);
    await catalogueRoutes(scoped);
    await callsRoutes(scoped);
    await leadStagesRoutes(scoped);
    await integrationsRoutes(scoped);
    await whatsappRoutes(scoped);
    await presenceRoutes(scoped, database);
    await remindersRoutes(scoped);
    await customersRoutes(scoped);
    await shortUrlsRoutes(scoped);
    await inviteCodesRoutes(scoped, billingBenefits(scoped));
    await referralsRoutes(scoped, billingBenefits(scoped));
    await personalDataRoutes(scoped);
    await campaignsRoutes(scoped);
    await searchRoutes(scoped);
    await savedViewsRoutes(scoped);
    await redirectRoutes(scoped, redirect);
  });

  await registerWeb(app, webDist);
  return app as unknown as App;
}
