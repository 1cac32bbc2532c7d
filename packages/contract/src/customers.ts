import { z } from 'zod';
import { indianMobileSchema } from './rules/phone';
import { pageOf, pageQuery } from './paging';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * An org's own CRM customers (spec section 3, team and user state "customers"): written by the
 * product's app through the app API (upsert by the app's id), editable by staff.
 */
const id32 = z.number().int().positive().max(2_147_483_647);
const tag = z.string().trim().min(1).max(40);
const tags = z.array(tag).max(20);

export const appCustomerSchema = z.object({
  /** The app's own id of the customer: a repeat updates the same row. */
  app_id: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,100}$/, 'letters, digits and . : _ - (up to 100)'),
  name: z.string().trim().min(1).max(120),
  phone: indianMobileSchema.optional(),
  email: z.email().max(200).optional(),
  tags: tags.optional(),
  /** A business category by name; a new name becomes a category. */
  category: z.string().trim().min(1).max(60).optional(),
  source: z.string().trim().min(1).max(40).optional(),
  last_call_at: z.iso.datetime({ offset: true }).optional(),
});
export type AppCustomer = z.infer<typeof appCustomerSchema>;

/** PUT /app/customers: the product's app (APP_API_KEY) writes an org's customers. */
export const appCustomersBody = z.object({
  org_id: id32,
  customers: z.array(appCustomerSchema).min(1).max(500),
});
export const appCustomersResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});

export const customerSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  app_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  category_id: z.number().int().nullable(),
  category: z.string().nullable(),
  source: z.string().nullable(),
  last_call_at: instant.nullable(),
  updated_at: instant,
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /org/{id}/customers: searched by name, phone or email; filtered by tag, category, source. */
export const customerListQuery = pageQuery.extend({
  text: z.string().trim().max(100).optional(),
  tag: tag.optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  source: z.string().trim().max(40).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;
export const customerPageSchema = pageOf(customerSchema);

/** PUT /customers/{id}: what staff may correct. */
export const customerUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    phone: indianMobileSchema.nullable(),
    email: z.email().max(200).nullable(),
    tags,
    category_id: id32.nullable(),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type CustomerUpdate = z.infer<typeof customerUpdateBody>;

/** GET /customer/filters?org_id: the filters a customer list offers; choices come from the data. */
export const customerFiltersQuery = z.object({
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const customerFilterSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'select', 'date_range', 'number_range']),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type CustomerFilter = z.infer<typeof customerFilterSchema>;
export const customerFilterListSchema = z.array(customerFilterSchema);

/** GET /categories: the business categories, as stored (the defaults and any the app added). */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export const categoryListSchema = z.array(categorySchema);

/** 'Banking & Finance' -> 'banking-and-finance'. */
export const categorySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const customersOperations = {
  'GET /api/customer/filters': ['listCustomerFilters', 'The filters a customer list offers'],
  'GET /api/categories': ['listCategories', 'Business categories'],
  'PUT /api/app/customers': ['upsertAppCustomers', "The product app writes an org's customers"],
  'GET /api/org/:id/customers': ['listOrgCustomers', "An org's CRM customers"],
  'PUT /api/customers/:id': ['updateCustomer', 'Correct a customer'],
} as const satisfies AreaOperations;
