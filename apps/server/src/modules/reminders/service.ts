import { formatMessage } from '@switchboard/contract/messages';
import type {
  CreateReminderBody,
  Reminder,
  ReminderListQuery,
  UpdateReminderBody,
} from '@switchboard/contract/reminders';
import { formatDateTime } from '@switchboard/contract/format';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sendEmail } from '../../platform/providers/email';
import {
  claimDueReminders,
  findReminder,
  insertReminder,
  listReminders,
  lockReminder,
  orgIsLive,
  staffEmail,
  updateReminder,
  userIsLive,
  type NewReminder,
} from './repository';

async function checkAssignee(tx: Tx, assigneeId: number): Promise<void> {
  if ((await staffEmail(tx, assigneeId)) === null)
    throw badRequest(formatMessage('reminderAssigneeNotStaff'), [
      { field: 'assignee_id', message: 'must be a staff member' },
    ]);
}

/** POST /reminders: on a live org or user, for a staff member (the creator by default). */
export async function createReminder(
  db: Db,
  actor: Actor,
  body: CreateReminderBody,
): Promise<Reminder> {
  const assigneeId = body.assignee_id ?? actor.actorId;
  if (assigneeId === null) throw badRequest(formatMessage('reminderNeedsAssignee'));
  const id = await db.transaction(async (tx) => {
    if (body.org_id !== undefined && !(await orgIsLive(tx, body.org_id))) throw notFound('Org');
    if (body.user_id !== undefined && !(await userIsLive(tx, body.user_id))) throw notFound('User');
    await checkAssignee(tx, assigneeId);
    const id = await insertReminder(tx, {
      orgId: body.org_id ?? null,
      userId: body.user_id ?? null,
      text: body.text,
      dueAt: new Date(body.due_at),
      assigneeId,
      createdById: actor.actorId,
    });
    await audit(tx, actor, {
      action: 'reminder.create',
      subjectType: body.org_id !== undefined ? 'Org' : 'User',
      subjectId: body.org_id ?? body.user_id ?? null,
      orgId: body.org_id ?? null,
      summary: { reminder_id: id, text: body.text, due_at: body.due_at, assignee_id: assigneeId },
    });
    return id;
  });
  return (await findReminder(db, id))!;
}

/** PUT /reminders/{id}: done or open again, a new due time (snooze: notified again then), text, assignee. */
export async function changeReminder(
  db: Db,
  actor: Actor,
  id: number,
  body: UpdateReminderBody,
): Promise<Reminder> {
  await db.transaction(async (tx) => {
    const current = await lockReminder(tx, id);
    if (!current) throw notFound('Reminder');
    if (body.assignee_id !== undefined) await checkAssignee(tx, body.assignee_id);
    const values: Partial<NewReminder> = {};
    if (body.text !== undefined) values.text = body.text;
    if (body.assignee_id !== undefined) values.assigneeId = body.assignee_id;
    if (body.due_at !== undefined) {
      if (current.status === 'DONE' && body.status !== 'OPEN')
        throw conflict(formatMessage('reminderDoneCannotMove'));
      values.dueAt = new Date(body.due_at);
      values.notifiedAt = null;
    }
    if (body.status !== undefined && body.status !== current.status) {
      values.status = body.status;
      values.doneAt = body.status === 'DONE' ? new Date() : null;
    }
    await updateReminder(tx, id, values);
    await audit(tx, actor, {
      action: 'reminder.update',
      subjectType: current.orgId !== null ? 'Org' : 'User',
      subjectId: current.orgId ?? current.userId,
      orgId: current.orgId,
      summary: { reminder_id: id, ...body },
    });
  });
  return (await findReminder(db, id))!;
}

export const remindersOf = (db: Db, actor: Actor, query: ReminderListQuery) =>
  listReminders(db, {
    ...query,
    assigneeId: query.mine ? (actor.actorId ?? undefined) : undefined,
  });

/**
 * Emails the assignee of every reminder that fell due, once: the claim and the email's outbox
 * row commit together, so a crash either does both or neither, and a second instance finds
 * nothing left to claim.
 */
export async function notifyDueReminders(db: Db, now = new Date(), limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, limit);
    for (const r of due) {
      if (!r.email) continue;
      await sendEmail(tx, {
        to: r.email,
        orgId: r.org_id,
        subject: `Reminder: ${r.text.slice(0, 80)}`,
        text: `${r.text}\n\nDue ${formatDateTime(r.due_at)} IST.`,
        meta: { reminder_id: r.id },
      });
    }
    return due.length;
  });
}
