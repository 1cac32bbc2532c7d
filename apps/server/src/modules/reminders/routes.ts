import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  createReminderBody,
  reminderListQuery,
  reminderListSchema,
  reminderSchema,
  updateReminderBody,
} from '@switchboard/contract/reminders';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { changeReminder, createReminder, notifyDueReminders, remindersOf } from './service';

const tags = ['reminders'];
const one = { 200: envelope(reminderSchema) };

/** Staff reminders on orgs and users; an alarm in each instance emails assignees when due. */
export async function remindersRoutes(app: App): Promise<void> {
  app.post(
    '/api/reminders',
    {
      schema: { tags, body: createReminderBody, response: one },
      config: { access: ['create', 'Note'] },
    },
    async (request) => ({ data: await createReminder(app.db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/reminders',
    {
      schema: {
        tags,
        querystring: reminderListQuery,
        response: { 200: envelope(reminderListSchema) },
      },
      config: { access: ['read', 'Note'] },
    },
    async (request) => ({ data: await remindersOf(app.db, actorOf(request), request.query) }),
  );

  app.put(
    '/api/reminders/:id',
    {
      schema: { tags, params: idParam, body: updateReminderBody, response: one },
      config: { access: ['update', 'Note'] },
    },
    async (request) => ({
      data: await changeReminder(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  const every = app.config.reminderCheckMs;
  if (every > 0) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = notifyDueReminders(app.db).catch((error: unknown) =>
          app.log.error({ err: error }, 'reminder alarm failed'),
        );
      }, every);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}
