import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * The lists a staff member can save views of: each list page with filters names itself by one
 * of these keys. A view is that list's URL search (filters and hidden columns, never the page).
 */
export const savedViewLists = [
  'teams',
  'users',
  'kyc',
  'subscriptions',
  'payments',
  'internal-leads',
  'trial-calls',
  'outbox',
  'campaigns',
  'invite-codes',
  'short-urls',
  'voip-numbers',
  'referrals',
  'rewards',
  'payment-links',
  'mandates',
  'whatsapp-accounts',
  'whatsapp-messages',
] as const;
export type SavedViewList = (typeof savedViewLists)[number];

/** How many views one staff member keeps on one list: a menu, not an archive. */
export const SAVED_VIEWS_PER_LIST = 50;
/** A list's search string is short (a handful of filters); a cap keeps junk out. */
export const SAVED_VIEW_QUERY_MAX = 1000;
export const SAVED_VIEW_NAME_MAX = 60;

/** URL parameters that say where in the list one is, not what the list shows: never saved. */
export const pagingParams = ['page', 'cursor', 'before'] as const;

const listField = z.enum(savedViewLists);

export const savedViewListQuery = z.object({ list: listField });

export const createSavedViewBody = z.object({
  list: listField,
  name: z.string().trim().min(1, 'must not be empty').max(SAVED_VIEW_NAME_MAX),
  // A search string as the URL holds it (encoded): no leading '?', no spaces, no fragment.
  query: z
    .string()
    .max(SAVED_VIEW_QUERY_MAX)
    .regex(/^[^?#\s]*$/, "must be a URL search string without '?', '#' or spaces"),
});
export type CreateSavedViewBody = z.infer<typeof createSavedViewBody>;

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: listField,
  name: z.string(),
  query: z.string(),
  created_at: instant,
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewsSchema = z.array(savedViewSchema);

export const savedViewSaved = z.object({ message: z.string(), view: savedViewSchema });
export const savedViewDeleted = z.object({ message: z.string(), id: z.number().int() });

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const savedViewsOperations = {
  'GET /api/admin/saved-views': ['listSavedViews', "The caller's saved views of one list"],
  'POST /api/admin/saved-views': [
    'createSavedView',
    "Save a list's filters and columns under a name",
  ],
  'DELETE /api/admin/saved-views/:id': ['deleteSavedView', 'Delete one of my saved views'],
} as const satisfies AreaOperations;
