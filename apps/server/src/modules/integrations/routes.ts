import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  businessCategories,
  categoryListSchema,
  customerFilterListSchema,
  customerFilters,
  gmbLocationListSchema,
  gmbLocationsQuery,
  heltarLookupSchema,
  integrationSettingPage,
  integrationSettingsQuery,
  orgIdParam,
  type GmbLocation,
  type HeltarLookup,
  type IntegrationSetting,
} from '@switchboard/contract/integrations';
import { gmbLocations, heltarAccounts, integrationSettings } from '../../db/schema/integrations';
import { orgs } from '../../db/schema/teams';
import { toIso, type DbOrTx } from '../../platform/db/client';
import { cappedCount, offsetOf } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';

const tags = ['integrations'];
/** An org has a handful of locations; this only guards against a runaway one. */
const GMB_LIMIT = 200;

async function findOrg(db: DbOrTx, id: number) {
  const [org] = await db
    .select({ id: orgs.id, name: orgs.name, deletedAt: orgs.deletedAt })
    .from(orgs)
    .where(eq(orgs.id, id));
  if (!org || org.deletedAt) throw notFound('Org');
  return org;
}

const settingToWire = (r: typeof integrationSettings.$inferSelect): IntegrationSetting => ({
  id: r.id,
  org_id: r.orgId,
  provider: r.provider as IntegrationSetting['provider'],
  is_active: r.isActive,
  config: r.config,
  last_synced_at: toIso(r.lastSyncedAt),
  created_at: toIso(r.createdAt),
});

const gmbToWire = (r: typeof gmbLocations.$inferSelect): GmbLocation => ({
  id: r.id,
  org_id: r.orgId,
  user_id: r.userId,
  location_name: r.locationName,
  address: r.address,
  place_id: r.placeId,
  status: r.status as GmbLocation['status'],
  rating: r.rating === null ? null : Number(r.rating),
  review_count: r.reviewCount,
});

/** Integration settings, WhatsApp (Heltar) accounts, GMB locations and the customer-list catalogues. */
export async function integrationsRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/integration/setting/org/:orgId',
    {
      schema: {
        tags,
        params: orgIdParam,
        querystring: integrationSettingsQuery,
        response: { 200: envelope(integrationSettingPage) },
      },
      config: { access: ['read', 'Integration'] },
    },
    async (request) => {
      const { orgId } = request.params;
      const { page, page_size: pageSize } = request.query;
      await findOrg(db, orgId);
      const rows = await db
        .select()
        .from(integrationSettings)
        .where(eq(integrationSettings.orgId, orgId))
        .orderBy(desc(integrationSettings.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize));
      const count = await cappedCount(db, sql`from integration_settings where org_id = ${orgId}`);
      return { data: { rows: rows.map(settingToWire), ...count, page, page_size: pageSize } };
    },
  );

  app.get(
    '/api/customer/filters',
    {
      schema: { tags, response: { 200: envelope(customerFilterListSchema) } },
      config: { access: ['read', 'Integration'] },
    },
    async () => ({ data: customerFilters }),
  );

  app.get(
    '/api/categories',
    {
      schema: { tags, response: { 200: envelope(categoryListSchema) } },
      config: { access: ['read', 'Integration'] },
    },
    async () => ({ data: businessCategories }),
  );

  // `id` is the org's id: staff look up the WhatsApp number an org has connected.
  app.get(
    '/api/whatsapp/heltar/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(heltarLookupSchema) } },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => {
      const org = await findOrg(db, request.params.id);
      const [account] = await db
        .select()
        .from(heltarAccounts)
        .where(eq(heltarAccounts.orgId, org.id));
      const data: HeltarLookup = {
        org_id: org.id,
        org_name: org.name,
        account: account
          ? {
              id: account.id,
              phone_number: account.phoneNumber,
              display_name: account.displayName,
              status: account.status as NonNullable<HeltarLookup['account']>['status'],
              quality_rating: account.qualityRating as NonNullable<
                HeltarLookup['account']
              >['quality_rating'],
              messaging_limit: account.messagingLimit,
              waba_id: account.wabaId,
              updated_at: toIso(account.updatedAt),
            }
          : null,
      };
      return { data };
    },
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
    async (request) => {
      const { org_id: orgId, user_id: userId } = request.query;
      await findOrg(db, orgId);
      const where =
        userId === undefined
          ? eq(gmbLocations.orgId, orgId)
          : and(eq(gmbLocations.orgId, orgId), eq(gmbLocations.userId, userId));
      const rows = await db
        .select()
        .from(gmbLocations)
        .where(where)
        .orderBy(asc(gmbLocations.id))
        .limit(GMB_LIMIT);
      return { data: rows.map(gmbToWire) };
    },
  );
}
