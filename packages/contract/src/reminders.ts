import { z } from 'zod';
import type { AreaOperations } from './operation-name';
import { instant } from './answer-formats';

/**
 * Reminders staff set on an org or a user: what to do, when (IST on screen), and who does it.
 * At the due time the assignee is emailed once; "My reminders" on the dashboard lists them,
 * overdue first.
 */
export const reminderStatuses = ['OPEN', 'DONE'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

const dueAt = z.iso.datetime({ offset: true });
const text = z.string().trim().min(1).max(500);

export const createReminderBody = z
  .object({
    org_id: z.number().int().positive().max(2_147_483_647).optional(),
    user_id: z.number().int().positive().max(2_147_483_647).optional(),
    text,
    due_at: dueAt,
    /** Staff user who does it; the creator when left out. */
    assignee_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((b) => (b.org_id === undefined) !== (b.user_id === undefined), {
    message: 'give org_id or user_id, not both',
    path: ['org_id'],
  });
export type CreateReminderBody = z.infer<typeof createReminderBody>;

/** Mark done (or open again), snooze or reschedule (`due_at`), reword or hand over. */
export const updateReminderBody = z
  .object({
    status: z.enum(reminderStatuses).optional(),
    due_at: dueAt.optional(),
    text: text.optional(),
    assignee_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateReminderBody = z.infer<typeof updateReminderBody>;

export const reminderListQuery = z.object({
  /** Only the caller's own reminders. */
  mine: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  org_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(reminderStatuses).default('OPEN'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReminderListQuery = z.infer<typeof reminderListQuery>;

export const reminderSchema = z.object({
  id: z.number().int(),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  text: z.string(),
  due_at: instant,
  overdue: z.boolean(),
  status: z.enum(reminderStatuses),
  assignee_id: z.number().int(),
  assignee_name: z.string(),
  created_by_name: z.string().nullable(),
  /** When the assignee was emailed (once), null before the due time. */
  notified_at: instant.nullable(),
  done_at: instant.nullable(),
  created_at: instant,
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.array(reminderSchema);

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const remindersOperations = {
  'POST /api/reminders': ['createReminder', 'Set a reminder on an org or a user'],
  'GET /api/reminders': ['listReminders', 'Reminders: mine, or of an org or a user'],
  'PUT /api/reminders/:id': ['updateReminder', 'Mark a reminder done, snooze or reassign it'],
} as const satisfies AreaOperations;
