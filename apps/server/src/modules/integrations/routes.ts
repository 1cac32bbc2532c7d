import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  gmbLocationListSchema,
  gmbLocationsQuery,
  heltarLookupSchema,
  integrationSettingPage,
  integrationSettingsQuery,
} from '@switchboard/contract/integrations';
import { orgIdCamelParam } from '@switchboard/contract/params';
import type { App } from '../../platform/http/types';
import { gmbLocationsOf, heltarLookup, integrationSettingsPage } from './service';

const tags = ['integrations'];

/** Integration settings, WhatsApp (Heltar) accounts, GMB locations and the customer-list catalogues. */
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

  // `id` is the org's id: staff look up the WhatsApp number an org has connected.
  app.get(
    '/api/whatsapp/heltar/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(heltarLookupSchema) } },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({ data: await heltarLookup(db, request.params.id) }),
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
}
