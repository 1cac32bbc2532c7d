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

/** GET /customer/filters: the filters a customer list offers, each with its kind and choices. */
export const customerFilterSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'select', 'date_range', 'number_range']),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type CustomerFilter = z.infer<typeof customerFilterSchema>;
export const customerFilterListSchema = z.array(customerFilterSchema);
export const customerFilters: CustomerFilter[] = [
  { key: 'text', label: 'Name, number or email', kind: 'text' },
  {
    key: 'source',
    label: 'Source',
    kind: 'select',
    options: ['CALL', 'WEBSITE', 'WHATSAPP', 'INDIAMART', 'JUSTDIAL', 'FACEBOOK', 'MANUAL'].map(
      (v) => ({ value: v, label: v.charAt(0) + v.slice(1).toLowerCase() }),
    ),
  },
  { key: 'lead_stage_id', label: 'Lead stage', kind: 'select' },
  { key: 'lead_group_id', label: 'Lead group', kind: 'select' },
  { key: 'assigned_user_id', label: 'Assigned to', kind: 'select' },
  { key: 'created_at', label: 'Created', kind: 'date_range' },
  { key: 'last_call_at', label: 'Last call', kind: 'date_range' },
  { key: 'call_count', label: 'Number of calls', kind: 'number_range' },
];

/** GET /categories: the business categories an org picks from. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export const categoryListSchema = z.array(categorySchema);
export const businessCategories = [
  'Real Estate',
  'Education',
  'Healthcare',
  'Retail',
  'Automobile',
  'Banking & Finance',
  'Insurance',
  'Travel & Tourism',
  'Hospitality',
  'Logistics',
  'Manufacturing',
  'IT & Software',
  'Legal',
  'Beauty & Wellness',
  'Food & Restaurants',
  'Other',
].map((name, i) => ({
  id: i + 1,
  name,
  slug: name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-'),
}));

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
