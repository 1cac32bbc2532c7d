import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * The stored form (spec section 3): 'Action: {action}, comment: {comment}', both parts filled,
 * the action a short label on one line (the note dialog's list, or another word an API client uses).
 */
export const NOTE_TEXT_FORM = /^Action: [^\n,]{1,40}, comment: \S[\s\S]*$/;

/** Spec section 5: note text has no minimum shown; it must not be blank, has a sane cap, and has the stored form. */
const noteTextField = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(2000)
  .regex(NOTE_TEXT_FORM, "must read 'Action: {action}, comment: {comment}'")
  .meta({ examples: ['Action: Called, comment: Asked for a demo on Monday'] });

export const orgNoteBody = z.object({ org_id: z.number().int().positive(), note: noteTextField });
export type OrgNoteBody = z.infer<typeof orgNoteBody>;
export const userNoteBody = z.object({ user_id: z.number().int().positive(), note: noteTextField });
export type UserNoteBody = z.infer<typeof userNoteBody>;

export const noteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  org_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: instant,
});
export type Note = z.infer<typeof noteSchema>;

/** Newest first; pass the last id seen as `before` for older notes. */
export const noteListQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const noteListSchema = z.object({
  rows: z.array(noteSchema),
  next_before: z.number().int().nullable(),
});
export type NoteList = z.infer<typeof noteListSchema>;

/** The note dialog's fields, composed into 'Action: {action}, comment: {comment}'. */
export const noteActions = ['Called', 'Emailed', 'Messaged', 'Met', 'Follow-up', 'Other'] as const;

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const notesOperations = {
  'POST /api/org/notes': ['addOrgNote', 'Add a note to an org'],
  'GET /api/org/notes/:id': ['listOrgNotes', "An org's notes"],
  'POST /api/users/notes': ['addUserNote', 'Add a note to a user'],
  'GET /api/users/notes/:id': ['listUserNotes', "A user's notes"],
} as const satisfies AreaOperations;
