import { and, asc, eq } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  eventActionListSchema,
  eventActionSchema,
  saveEventActionBody,
  updateEventActionBody,
  type EventAction,
} from '@switchboard/contract/event-actions';
import { formatMessage } from '@switchboard/contract/messages';
import { z } from 'zod';
import { eventActionSettings } from '../../db/schema/event-actions';
import { orgs } from '../../db/schema/teams';
import { actorOf, audit, diff } from '../../platform/audit/audit';
import { toIso, type DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';

type Row = typeof eventActionSettings.$inferSelect;
const toWire = (r: Row): EventAction => ({
  id: r.id,
  org_id: r.orgId,
  event: r.event as EventAction['event'],
  action: r.action as EventAction['action'],
  config: r.config,
  is_active: r.isActive,
  created_at: toIso(r.createdAt),
  updated_at: toIso(r.updatedAt),
});
const saved = z.object({ message: z.string(), setting: eventActionSchema });

/** A deleted org's settings stay readable (its data is kept); changing them waits for a restore (409). */
async function requireOrg(db: DbOrTx, id: number, forChange = false) {
  const [org] = await db.select({ id: orgs.id, deletedAt: orgs.deletedAt }).from(orgs).where(eq(orgs.id, id));
  if (!org) throw notFound('Org');
  if (forChange && org.deletedAt) throw conflict('This org is deleted; restore it first');
}

export async function eventActionsRoutes(app: App): Promise<void> {
  const { db } = app;
  const message = formatMessage('actionSettingSaved');
  const tags = ['event-actions'];

  app.get(
    '/api/admin/event/action-setting/org/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(eventActionListSchema) } }, config: { access: ['read', 'Integration'] } },
    async (request) => {
      await requireOrg(db, request.params.id);
      const rows = await db
        .select()
        .from(eventActionSettings)
        .where(eq(eventActionSettings.orgId, request.params.id))
        .orderBy(asc(eventActionSettings.id))
        .limit(200);
      return { data: rows.map(toWire) };
    },
  );

  // Creates the org's setting for this event and action, or updates the one that exists.
  app.post(
    '/api/admin/event/action-setting',
    { schema: { tags, body: saveEventActionBody, response: { 200: envelope(saved) } }, config: { access: ['update', 'Integration'] } },
    async (request) => {
      const body = request.body;
      const setting = await db.transaction(async (tx) => {
        await requireOrg(tx, body.org_id, true);
        const match = and(
          eq(eventActionSettings.orgId, body.org_id),
          eq(eventActionSettings.event, body.event),
          eq(eventActionSettings.action, body.action),
        );
        const [before] = await tx.select().from(eventActionSettings).where(match).for('update');
        const values = { config: body.config, isActive: body.is_active };
        const [row] = before
          ? await tx.update(eventActionSettings).set(values).where(eq(eventActionSettings.id, before.id)).returning()
          : await tx.insert(eventActionSettings).values({ orgId: body.org_id, event: body.event, action: body.action, ...values }).returning();
        if (!row) throw new Error('event action save failed');
        await audit(tx, actorOf(request), {
          action: before ? 'event_actions.update' : 'event_actions.create',
          subjectType: 'Org',
          subjectId: body.org_id,
          orgId: body.org_id,
          summary: before
            ? { setting_id: row.id, ...diff({ config: before.config, is_active: before.isActive }, { config: body.config, is_active: body.is_active }) }
            : { setting_id: row.id, event: body.event, action: body.action, config: body.config, is_active: body.is_active },
        });
        return row;
      });
      return { data: { message, setting: toWire(setting) } };
    },
  );

  app.put(
    '/api/admin/event/action-setting/:id',
    {
      schema: { tags, params: idParam, body: updateEventActionBody, response: { 200: envelope(saved) } },
      config: { access: ['update', 'Integration'] },
    },
    async (request) => {
      const setting = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(eventActionSettings).where(eq(eventActionSettings.id, request.params.id)).for('update');
        if (!before) throw notFound('Action setting');
        await requireOrg(tx, before.orgId, true);
        const config = request.body.config ?? before.config;
        const isActive = request.body.is_active ?? before.isActive;
        // The same rules as a create: the action's required keys, an https webhook URL.
        const check = saveEventActionBody.safeParse({ org_id: before.orgId, event: before.event, action: before.action, config, is_active: isActive });
        if (!check.success) {
          const details = check.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
          throw badRequest(`Invalid ${details.map((d) => d.field).join(', ')}`, details);
        }
        const [row] = await tx
          .update(eventActionSettings)
          .set({ config, isActive })
          .where(eq(eventActionSettings.id, before.id))
          .returning();
        if (!row) throw notFound('Action setting');
        await audit(tx, actorOf(request), {
          action: 'event_actions.update',
          subjectType: 'Org',
          subjectId: before.orgId,
          orgId: before.orgId,
          summary: { setting_id: row.id, ...diff({ config: before.config, is_active: before.isActive }, { config, is_active: isActive }) },
        });
        return row;
      });
      return { data: { message, setting: toWire(setting) } };
    },
  );
}
