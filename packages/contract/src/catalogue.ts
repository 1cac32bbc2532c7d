import { z } from 'zod';
import type { AreaOperations } from './operation-name';

/**
 * Catalogue management (issue 12; SU changes, ADMIN reads): plans, their variants and the
 * add-ons. Amounts are paise. A price change makes a new price version: what was sold keeps
 * the amount it was sold at (subscriptions and invoices hold their own amounts).
 */

const paise = z.number().int().min(0).max(10_000_000_00);
const id = z.number().int().positive().max(2_147_483_647);
/** A product as plans list it: `{key}_phone`, `{key}_crm`, `{key}_X` (lite)… */
const product = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+_[A-Za-z0-9_]+$/, 'must look like sf_phone or sf_X');

export const priceVersionSchema = z.object({
  amount: z.number().int(),
  revenue_duration: z.number().int().nullable(),
  /** When this price began; null for the catalogue's first price. */
  valid_from: z.string().nullable(),
  changed_by: z.string().nullable(),
});
export type PriceVersion = z.infer<typeof priceVersionSchema>;

export const catalogueVariantSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  revenue_duration: z.number().int(),
  /** Newest first; empty while the price never changed. */
  prices: z.array(priceVersionSchema),
});
export const cataloguePlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  products: z.array(z.string()),
  addon_ids: z.array(z.number().int()),
  /** Current plans are offered first; legacy ones after them. */
  is_current: z.boolean(),
  /** A retired plan is no longer sold; what was sold stays. */
  active: z.boolean(),
  variants: z.array(catalogueVariantSchema),
  /** Subscriptions ever sold on it. */
  sold: z.number().int(),
});
export type CataloguePlanRow = z.infer<typeof cataloguePlanSchema>;
export const catalogueAddonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  gross_amount: z.number().int(),
  prices: z.array(priceVersionSchema),
});
export type CatalogueAddonRow = z.infer<typeof catalogueAddonSchema>;
/** GET /admin/catalogue: every plan (retired ones too), with its variants, and the add-ons. */
export const catalogueSchema = z.object({
  plans: z.array(cataloguePlanSchema),
  addons: z.array(catalogueAddonSchema),
});
export type CatalogueView = z.infer<typeof catalogueSchema>;

const variantFields = {
  name: z.string().trim().min(1).max(60),
  amount: paise,
  /** Days a sale of it lasts. */
  revenue_duration: z.number().int().min(1).max(3660),
};

/** POST /admin/catalogue/plans: a new plan with at least one variant. */
export const createPlanBody = z.object({
  name: z.string().trim().min(2).max(80),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -'),
  description: z.string().trim().max(500).default(''),
  products: z.array(product).min(1).max(10),
  addon_ids: z.array(id).max(20).default([]),
  is_current: z.boolean().default(true),
  variants: z.array(z.object(variantFields)).min(1).max(12),
});
export type CreatePlanBody = z.input<typeof createPlanBody>;

/** PUT /admin/catalogue/plans/{id}: its words, products, add-ons, current or legacy, retired. */
export const updatePlanBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    description: z.string().trim().max(500),
    products: z.array(product).min(1).max(10),
    addon_ids: z.array(id).max(20),
    is_current: z.boolean(),
    active: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdatePlanBody = z.input<typeof updatePlanBody>;

/** POST /admin/catalogue/plans/{id}/variants */
export const createVariantBody = z.object(variantFields);
export type CreateVariantBody = z.input<typeof createVariantBody>;

/** PUT /admin/catalogue/variants/{id}: a new amount or duration is a new price version. */
export const updateVariantBody = z
  .object(variantFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateVariantBody = z.input<typeof updateVariantBody>;

/** POST /admin/catalogue/addons */
export const createAddonBody = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -'),
  name: z.string().trim().min(2).max(80),
  kind: z.enum(['users', 'automation', 'webhook', 'recording', 'other']),
  /** Paise per 30 days. */
  gross_amount: paise,
});
export type CreateAddonBody = z.input<typeof createAddonBody>;

/** PUT /admin/catalogue/addons/{id}: its name, or a new price (a new price version). */
export const updateAddonBody = z
  .object({ name: z.string().trim().min(2).max(80), gross_amount: paise })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateAddonBody = z.input<typeof updateAddonBody>;

/** Every catalogue change answers with the whole catalogue as it now stands, and a message. */
export const catalogueChangeResult = z.object({ catalogue: catalogueSchema, message: z.string() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const catalogueOperations = {
  'GET /api/admin/catalogue': ['getCatalogue', 'The plan and add-on catalogue, with prices'],
  'POST /api/admin/catalogue/plans': ['createCataloguePlan', 'Create a plan (SU)'],
  'PUT /api/admin/catalogue/plans/:id': [
    'updateCataloguePlan',
    'Change, make legacy or retire a plan (SU)',
  ],
  'POST /api/admin/catalogue/plans/:id/variants': ['createCatalogueVariant', 'Add a variant (SU)'],
  'PUT /api/admin/catalogue/variants/:id': [
    'updateCatalogueVariant',
    'Change a variant; a new price is a new version (SU)',
  ],
  'POST /api/admin/catalogue/addons': ['createCatalogueAddon', 'Create an add-on (SU)'],
  'PUT /api/admin/catalogue/addons/:id': [
    'updateCatalogueAddon',
    'Rename an add-on or change its price (SU)',
  ],
} as const satisfies AreaOperations;
