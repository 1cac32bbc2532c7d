import { z } from 'zod';
import { pageOf, pageQuery } from './paging';

/** Third-party systems an org can connect. */
export const integrationProviders = [
  'ZAPIER',
  'HUBSPOT',
  'ZOHO_CRM',
  'GOOGLE_SHEETS',
  'INDIAMART',
  'JUSTDIAL',
  'FACEBOOK_LEADS',
  'SHOPIFY',
] as const;

export const integrationSettingSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  provider: z.enum(integrationProviders),
  is_active: z.boolean(),
  config: z.record(z.string(), z.string()),
  last_synced_at: z.string().nullable(),
  created_at: z.string(),
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;
/** GET /admin/integration/setting/org/{orgId}?page&page_size: spec section 9, page 1 and 10 by default. */
export const integrationSettingsQuery = pageQuery;
export const integrationSettingPage = pageOf(integrationSettingSchema);
export type IntegrationSettingPage = z.infer<typeof integrationSettingPage>;

export const heltarStatuses = ['CONNECTED', 'PENDING', 'DISCONNECTED', 'BANNED'] as const;
export const heltarQualities = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;
export const heltarAccountSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  display_name: z.string(),
  status: z.enum(heltarStatuses),
  quality_rating: z.enum(heltarQualities),
  messaging_limit: z.number().int().nullable(),
  waba_id: z.string().nullable(),
  updated_at: z.string(),
});
/** GET /whatsapp/heltar/{id} (the org's id): the org, and its account or null when it has none. */
export const heltarLookupSchema = z.object({
  org_id: z.number().int(),
  org_name: z.string(),
  account: heltarAccountSchema.nullable(),
});
export type HeltarLookup = z.infer<typeof heltarLookupSchema>;

export const gmbStatuses = ['VERIFIED', 'PENDING', 'SUSPENDED'] as const;
/** GET /gmb-locations/admin/org?org_id&user_id */
export const gmbLocationsQuery = z.object({
  org_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive().optional(),
});
export const gmbLocationSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  user_id: z.number().int().nullable(),
  location_name: z.string(),
  address: z.string(),
  place_id: z.string(),
  status: z.enum(gmbStatuses),
  rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type GmbLocation = z.infer<typeof gmbLocationSchema>;
export const gmbLocationListSchema = z.array(gmbLocationSchema);
