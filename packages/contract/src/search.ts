import { z } from 'zod';
import type { AreaOperations } from './operation-name';

/**
 * GET /admin/search?q=: one box for everything staff look up (the Ctrl+K palette). What `q`
 * looks like decides where it looks: a phone or a {product} number (10 digits, with or
 * without +91), an id (org, user, call, KYC, payment), an email, a gateway reference (pay_…,
 * a mandate id), else names of teams and people.
 */
export const searchKinds = ['ORG', 'USER', 'CALL', 'KYC', 'PAYMENT', 'MANDATE'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchQuery = z.object({ q: z.string().trim().min(1).max(100) });

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  /** The object's own id (a mandate's is text). */
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Where the console shows it. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.array(searchResultSchema);

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const searchOperations = {
  'GET /api/admin/search': [
    'searchEverything',
    'Teams, people, numbers, calls, KYC, payments and mandates matching what was typed',
  ],
} as const satisfies AreaOperations;
