import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

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
export type IntegrationProvider = (typeof integrationProviders)[number];
/** Their names as the providers write them (the server's messages use these). */
export const integrationProviderNames: Record<IntegrationProvider, string> = {
  ZAPIER: 'Zapier',
  HUBSPOT: 'HubSpot',
  ZOHO_CRM: 'Zoho CRM',
  GOOGLE_SHEETS: 'Google Sheets',
  INDIAMART: 'IndiaMART',
  JUSTDIAL: 'Justdial',
  FACEBOOK_LEADS: 'Facebook Lead Ads',
  SHOPIFY: 'Shopify',
};

export const integrationSettingSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  provider: z.enum(integrationProviders),
  is_active: z.boolean(),
  config: z.record(z.string(), z.string()),
  last_synced_at: instant.nullable(),
  created_at: instant,
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;
/** GET /admin/integration/setting/org/{orgId}?page&page_size: spec section 9, page 1 and 10 by default. */
export const integrationSettingsQuery = pageQuery;
export const integrationSettingPage = pageOf(integrationSettingSchema);
export type IntegrationSettingPage = z.infer<typeof integrationSettingPage>;

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

const positiveId = z.number().int().positive().max(2_147_483_647);

/**
 * What staff see of an integration (account name, sheet, pipeline…): never a secret, so a key
 * that names one (token, secret, password, API key) is refused; at most 10 entries.
 */
export const integrationConfigSchema = z
  .record(z.string(), z.string().trim().min(1).max(300))
  .superRefine((config, ctx) => {
    const keys = Object.keys(config);
    if (keys.length > 10) ctx.addIssue({ code: 'custom', message: 'at most 10 entries' });
    for (const key of keys) {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must be lower-case letters, digits and _',
        });
      else if (/secret|token|password|passwd|api_?key|private/.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'must not hold a secret: keep credentials in the integration itself',
        });
    }
  });

/** POST /admin/integration/setting: an integration an org has connected. */
export const createIntegrationSettingBody = z.object({
  org_id: positiveId,
  provider: z.enum(integrationProviders),
  is_active: z.boolean().default(true),
  config: integrationConfigSchema.default({}),
});
export type CreateIntegrationSettingBody = z.input<typeof createIntegrationSettingBody>;

/** PUT /admin/integration/setting/{id}: pause or resume it, or correct what it shows. */
export const updateIntegrationSettingBody = z
  .object({ is_active: z.boolean(), config: integrationConfigSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateIntegrationSettingBody = z.input<typeof updateIntegrationSettingBody>;

export const integrationSettingResultSchema = z.object({
  setting: integrationSettingSchema,
  message: z.string(),
});

/** POST /gmb-locations/admin: a Google Business Profile location linked to an org (and a member). */
export const linkGmbLocationBody = z.object({
  org_id: positiveId,
  user_id: positiveId.optional(),
  location_name: z.string().trim().min(2).max(200),
  address: z.string().trim().min(5).max(300),
  /** Google's place id of the location (ChIJ…). */
  place_id: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{10,300}$/,
      "must be Google's place id, such as ChIJN1t_tDeuEmsRUsoyG83frY4",
    ),
  status: z.enum(gmbStatuses).default('PENDING'),
});
export type LinkGmbLocationBody = z.input<typeof linkGmbLocationBody>;

/** PUT /gmb-locations/admin/{id}: the member it is linked to (null: the org only), its status. */
export const updateGmbLocationBody = z
  .object({ user_id: positiveId.nullable(), status: z.enum(gmbStatuses) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateGmbLocationBody = z.input<typeof updateGmbLocationBody>;

export const gmbLocationResultSchema = z.object({
  location: gmbLocationSchema,
  message: z.string(),
});
export const removedResultSchema = z.object({ id: z.number().int(), message: z.string() });

/**
 * PUT /app/gmb-locations/reviews (the product's app, APP_API_KEY): Google's rating and review
 * count of each place, as the app last read them from Google. Every org's location of the place
 * takes them; places no org has linked are named back.
 */
export const appGmbReviewsBody = z.object({
  locations: z
    .array(
      z.object({
        place_id: z.string().trim().min(3).max(200),
        rating: z.number().min(1).max(5).nullable(),
        review_count: z.number().int().min(0).max(100_000_000),
      }),
    )
    .min(1)
    .max(1000),
});
export type AppGmbReviewsBody = z.infer<typeof appGmbReviewsBody>;
export const appGmbReviewsResult = z.object({
  updated: z.number().int(),
  unknown_place_ids: z.array(z.string()),
});

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const integrationsOperations = {
  'GET /api/admin/integration/setting/org/:orgId': [
    'listOrgIntegrations',
    "An org's integration settings",
  ],
  'GET /api/gmb-locations/admin/org': ['listGmbLocations', 'Google Business locations of an org'],
  'PUT /api/app/gmb-locations/reviews': [
    'appGmbReviews',
    "The product's app reports Google ratings and review counts by place (APP_API_KEY)",
  ],
  'POST /api/admin/integration/setting': ['addIntegration', 'Connect an integration to an org'],
  'PUT /api/admin/integration/setting/:id': [
    'changeIntegration',
    'Pause, resume or correct an integration',
  ],
  'DELETE /api/admin/integration/setting/:id': ['removeIntegration', 'Remove an integration'],
  'POST /api/gmb-locations/admin': ['linkGmbLocation', 'Link a Google Business location'],
  'PUT /api/gmb-locations/admin/:id': ['changeGmbLocation', "Change a location's member or status"],
  'DELETE /api/gmb-locations/admin/:id': ['unlinkGmbLocation', 'Unlink a Google Business location'],
} as const satisfies AreaOperations;
