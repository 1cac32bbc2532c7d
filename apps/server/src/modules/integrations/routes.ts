import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  appGmbReviewsBody,
  appGmbReviewsResult,
  createIntegrationSettingBody,
  gmbLocationListSchema,
  gmbLocationResultSchema,
  gmbLocationsQuery,
  integrationSettingPage,
  integrationSettingResultSchema,
  integrationSettingsQuery,
  linkGmbLocationBody,
  removedResultSchema,
  updateGmbLocationBody,
  updateIntegrationSettingBody,
} from '@switchboard/contract/integrations';
import { checkApiKey } from '../../platform/auth/api-key';
import { actorOf } from '../../platform/audit/audit';
import { orgIdCamelParam } from '@switchboard/contract/params';
import type { App } from '../../platform/http/types';
import { gmbLocationsOf, integrationSettingsPage } from './service';
import {
  addIntegration,
  changeGmbLocation,
  changeIntegration,
  linkGmbLocation,
  receiveGmbReviews,
  removeIntegration,
  unlinkGmbLocation,
} from './write-service';

const tags = ['integrations'];

/** Integration settings, GMB locations and the customer-list catalogues. */
export async function integrationsRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/integration/setting/org/:orgId',
    {
      schema: {
        tags,
        params: orgIdCamelParam,
        querystring: integrationSettingsQuery,
        response: { 200: envelope(integrationSettingPage) },
      },
      config: { access: ['read', 'Integration'] },
    },
    async (request) => ({
      data: await integrationSettingsPage(
        db,
        request.params.orgId,
        request.query.page,
        request.query.page_size,
      ),
    }),
  );

  app.put(
    '/api/app/gmb-locations/reviews',
    {
      schema: { tags, body: appGmbReviewsBody, response: { 200: envelope(appGmbReviewsResult) } },
      config: { public: true, csrf: false, apiKey: 'APP_API_KEY' },
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({ data: await receiveGmbReviews(db, request.body) }),
  );

  app.get(
    '/api/gmb-locations/admin/org',
    {
      schema: {
        tags,
        querystring: gmbLocationsQuery,
        response: { 200: envelope(gmbLocationListSchema) },
      },
      config: { access: ['read', 'Integration'] },
    },
    async (request) => ({
      data: await gmbLocationsOf(db, request.query.org_id, request.query.user_id),
    }),
  );

  app.post(
    '/api/admin/integration/setting',
    {
      schema: {
        tags,
        body: createIntegrationSettingBody,
        response: { 200: envelope(integrationSettingResultSchema) },
      },
      config: { access: ['create', 'Integration'] },
    },
    async (request) => ({ data: await addIntegration(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/admin/integration/setting/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateIntegrationSettingBody,
        response: { 200: envelope(integrationSettingResultSchema) },
      },
      config: { access: ['update', 'Integration'] },
    },
    async (request) => ({
      data: await changeIntegration(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/integration/setting/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(removedResultSchema) } },
      config: { access: ['delete', 'Integration'] },
    },
    async (request) => ({
      data: await removeIntegration(db, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/gmb-locations/admin',
    {
      schema: {
        tags,
        body: linkGmbLocationBody,
        response: { 200: envelope(gmbLocationResultSchema) },
      },
      config: { access: ['create', 'Integration'] },
    },
    async (request) => ({ data: await linkGmbLocation(db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/gmb-locations/admin/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateGmbLocationBody,
        response: { 200: envelope(gmbLocationResultSchema) },
      },
      config: { access: ['update', 'Integration'] },
    },
    async (request) => ({
      data: await changeGmbLocation(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/gmb-locations/admin/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(removedResultSchema) } },
      config: { access: ['delete', 'Integration'] },
    },
    async (request) => ({
      data: await unlinkGmbLocation(db, actorOf(request), request.params.id),
    }),
  );
}
