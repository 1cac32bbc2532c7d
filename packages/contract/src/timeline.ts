import { z } from 'zod';
import type { AreaOperations } from './operation-name';

/**
 * GET /org/{id}/timeline: everything that happened to one org, in one list, newest first.
 * Each kind is read from where it is recorded:
 * - audit: the audit log's changes (with their before/after values), except those a kind below shows;
 * - note: notes; kyc: the KYC reviews, toggles and Digio requests (audit entries `kyc.*`);
 * - sale: plans sold (subscriptions); payment: money received; refund: money returned;
 * - number: the org's number history (assigned, changed, released);
 * - message: SMS, email, push and WhatsApp messages sent for the org (the outbox);
 * - login: sign-ins of the org's users to the product's app (POST /app/sign-ins).
 */
export const timelineKinds = [
  'audit',
  'note',
  'kyc',
  'sale',
  'payment',
  'refund',
  'number',
  'message',
  'login',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/**
 * Where the next (older) page starts: the last entry's instant to the microsecond, its kind and
 * id, as `2025-06-01T10:00:00.123456Z_audit_42`. Entries are ordered by instant (newest
 * first), then kind (in the order above), then id (highest first), so the cursor is exact.
 */
export const TIMELINE_CURSOR = new RegExp(
  `^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)_(${timelineKinds.join('|')})_(\\d{1,18})$`,
);

/** `kinds=audit,note` (or repeated `kinds=`): a comma list becomes the list of kinds. */
const kindList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== ''),
  z.array(z.enum(timelineKinds)).min(1).max(timelineKinds.length),
);

export const timelineQuery = z.object({
  /** Only these kinds; all when missing. */
  kinds: kindList.optional(),
  /** The `next_before` of the previous page. */
  before: z.string().regex(TIMELINE_CURSOR, 'must be a next_before of this list').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TimelineQuery = z.output<typeof timelineQuery>;

/** One changed field of an audit entry: its value before and after the change. */
export const timelineChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TimelineChange = z.infer<typeof timelineChangeSchema>;

export const timelineEntrySchema = z.object({
  kind: z.enum(timelineKinds),
  /** The record's id where it is kept (an audit entry's, a note's, a payment's…). */
  id: z.number().int(),
  at: z.string(),
  /**
   * What happened: an audit action ('org.update', 'kyc.approve'), a sale's order type, a
   * payment's type, a number's ASSIGNED / CHANGED / RELEASED, a message's channel, 'login'.
   */
  action: z.string(),
  /** Who did it; null for the system (a webhook, the delivery worker). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The text to show: a note, a plan's name, a payment's description, a message's headline, a number. */
  summary: z.string().nullable(),
  /** Paise, for sales, payments and refunds. */
  amount: z.number().int().nullable(),
  /** The fields a change moved, from the audit summary's `{ before, after }` values. */
  changes: z.array(timelineChangeSchema),
  /** Everything else recorded about it (the rest of an audit summary, a message's status…). */
  details: z.record(z.string(), z.unknown()),
  /** Where the console shows the object, when it has a page or tab of its own. */
  link: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  rows: z.array(timelineEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().nullable(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const timelineOperations = {
  'GET /api/org/:id/timeline': [
    'listOrgTimeline',
    'Everything that happened to an org, newest first, by kind (keyset paged)',
  ],
} as const satisfies AreaOperations;
