import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { addMember, auditOf, insertOrg } from '../../test/factories';
import { notifyDueReminders } from './service';

const app = useTestApp();
let orgId: number;
let customerId: number;
beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Reminder Traders' })).id;
  customerId = await addMember(app.ctx.db, orgId, 'Ravi');
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('reminders', () => {
  it('sets a reminder on an org for oneself, audited, and lists it as mine', async () => {
    const res = await app.su.post('/api/reminders', {
      org_id: orgId,
      text: 'Call about the renewal',
      due_at: inHours(2),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reminder = res.json().data;
    expect(reminder).toMatchObject({
      org_id: orgId,
      org_name: 'Reminder Traders',
      assignee_id: app.su.userId,
      status: 'OPEN',
      overdue: false,
      notified_at: null,
    });
    expect(await auditOf(app.ctx.db, 'reminder.create', orgId)).toHaveLength(1);
    const mine = (await app.su.get('/api/reminders?mine=true')).json().data as { id: number }[];
    expect(mine.map((r) => r.id)).toContain(reminder.id);
  });

  it('lists overdue first, and another staff member sees only theirs as mine', async () => {
    const admin = await app.ctx.loginAs('ADMIN');
    const later = (
      await app.su.post('/api/reminders', {
        user_id: customerId,
        text: 'Later',
        due_at: inHours(5),
      })
    ).json().data;
    const overdue = (
      await app.su.post('/api/reminders', {
        user_id: customerId,
        text: 'Late',
        due_at: inHours(-1),
      })
    ).json().data;
    const forAdmin = (
      await app.su.post('/api/reminders', {
        user_id: customerId,
        text: 'For Vikram',
        due_at: inHours(1),
        assignee_id: admin.userId,
      })
    ).json().data;
    const ofUser = (await app.su.get(`/api/reminders?user_id=${customerId}`)).json().data as {
      id: number;
      overdue: boolean;
    }[];
    expect(ofUser.map((r) => r.id)).toEqual([overdue.id, forAdmin.id, later.id]);
    expect(ofUser[0]!.overdue).toBe(true);
    const adminsOwn = (await admin.get('/api/reminders?mine=true')).json().data as { id: number }[];
    expect(adminsOwn.map((r) => r.id)).toEqual([forAdmin.id]);
  });

  it('refuses a customer as assignee and a deleted or missing target', async () => {
    const res = await app.su.post('/api/reminders', {
      org_id: orgId,
      text: 'x',
      due_at: inHours(1),
      assignee_id: customerId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A reminder can only be assigned to a staff member');
    const missing = await app.su.post('/api/reminders', {
      org_id: 99_999_999,
      text: 'x',
      due_at: inHours(1),
    });
    expect(missing.statusCode).toBe(404);
    const both = await app.su.post('/api/reminders', {
      org_id: orgId,
      user_id: customerId,
      text: 'x',
      due_at: inHours(1),
    });
    expect(both.statusCode).toBe(400);
  });

  it('emails the assignee once when due, even when two alarms run at once, and again after a snooze', async () => {
    const { id } = (
      await app.su.post('/api/reminders', {
        org_id: orgId,
        text: 'Send GST invoice',
        due_at: inHours(1),
      })
    ).json().data;
    const emails = async () =>
      (await app.ctx.db.select().from(outbox).where(eq(outbox.channel, 'EMAIL'))).filter(
        (m) => (m.payload as { reminder_id?: number }).reminder_id === id,
      );
    // Not due yet.
    await notifyDueReminders(app.ctx.db, new Date());
    expect(await emails()).toHaveLength(0);

    const due = new Date(Date.now() + 2 * 3_600_000);
    await Promise.all([notifyDueReminders(app.ctx.db, due), notifyDueReminders(app.ctx.db, due)]);
    await notifyDueReminders(app.ctx.db, due);
    expect(await emails()).toHaveLength(1);
    expect((await emails())[0]!.payload).toMatchObject({ subject: 'Reminder: Send GST invoice' });

    // Snoozed to a later time: it is due (and emailed) once more then.
    const snoozed = await app.su.put(`/api/reminders/${id}`, { due_at: inHours(3) });
    expect(snoozed.json().data).toMatchObject({ notified_at: null, status: 'OPEN' });
    await notifyDueReminders(app.ctx.db, new Date(Date.now() + 4 * 3_600_000));
    expect(await emails()).toHaveLength(2);
  });

  it('marks a reminder done (never emailed afterwards) and opens it again', async () => {
    const { id } = (
      await app.su.post('/api/reminders', { org_id: orgId, text: 'Check KYC', due_at: inHours(1) })
    ).json().data;
    const done = await app.su.put(`/api/reminders/${id}`, { status: 'DONE' });
    expect(done.json().data).toMatchObject({ status: 'DONE' });
    expect(done.json().data.done_at).not.toBeNull();
    await notifyDueReminders(app.ctx.db, new Date(Date.now() + 5 * 3_600_000));
    const emailed = (await app.ctx.db.select().from(outbox).where(eq(outbox.channel, 'EMAIL'))).map(
      (m) => (m.payload as { reminder_id?: number }).reminder_id,
    );
    expect(emailed).not.toContain(id);
    const listed = (await app.su.get(`/api/reminders?org_id=${orgId}&status=DONE`)).json().data;
    expect(listed.map((r: { id: number }) => r.id)).toContain(id);
    const reopened = await app.su.put(`/api/reminders/${id}`, { status: 'OPEN' });
    expect(reopened.json().data).toMatchObject({ status: 'OPEN', done_at: null });
    expect((await app.su.put(`/api/reminders/999999`, { status: 'DONE' })).statusCode).toBe(404);
  });
});
