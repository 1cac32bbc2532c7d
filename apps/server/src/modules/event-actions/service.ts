import {
  saveEventActionBody,
  type EventAction,
  type updateEventActionBody,
} from '@switchboard/contract/event-actions';
import { formatMessage } from '@switchboard/contract/messages';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  findOrg,
  insertSetting,
  lockSetting,
  lockSettingFor,
  orgSettings,
  toWire,
  updateSetting,
} from './repository';

/** A deleted org's settings stay readable (its data is kept); changing them waits for a restore (409). */
async function requireOrg(db: DbOrTx, id: number, forChange = false) {
  const org = await findOrg(db, id);
  if (!org) throw notFound('Org');
  if (forChange && org.deletedAt) throw conflict(formatMessage('orgDeletedRestoreFirst'));
}

const saved = (setting: Parameters<typeof toWire>[0]) => ({
  message: formatMessage('actionSettingSaved'),
  setting: toWire(setting),
});

export async function listEventActions(db: Db, orgId: number): Promise<EventAction[]> {
  await requireOrg(db, orgId);
  return (await orgSettings(db, orgId)).map(toWire);
}

/** Creates the org's setting for this event and action, or updates the one that exists. */
export async function saveEventAction(
  db: Db,
  actor: Actor,
  body: z.output<typeof saveEventActionBody>,
) {
  const setting = await db.transaction(async (tx) => {
    await requireOrg(tx, body.org_id, true);
    const before = await lockSettingFor(tx, {
      orgId: body.org_id,
      event: body.event,
      action: body.action,
    });
    const values = { config: body.config, isActive: body.is_active };
    const row = before
      ? await updateSetting(tx, before.id, values)
      : await insertSetting(tx, {
          orgId: body.org_id,
          event: body.event,
          action: body.action,
          ...values,
        });
    if (!row) throw new Error('event action save failed');
    await audit(tx, actor, {
      action: before ? 'event_actions.update' : 'event_actions.create',
      subjectType: 'Org',
      subjectId: body.org_id,
      orgId: body.org_id,
      summary: before
        ? {
            setting_id: row.id,
            ...diff(
              { config: before.config, is_active: before.isActive },
              { config: body.config, is_active: body.is_active },
            ),
          }
        : {
            setting_id: row.id,
            event: body.event,
            action: body.action,
            config: body.config,
            is_active: body.is_active,
          },
    });
    return row;
  });
  return saved(setting);
}

export async function updateEventAction(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof updateEventActionBody>,
) {
  const setting = await db.transaction(async (tx) => {
    const before = await lockSetting(tx, id);
    if (!before) throw notFound('Action setting');
    await requireOrg(tx, before.orgId, true);
    const config = body.config ?? before.config;
    const isActive = body.is_active ?? before.isActive;
    // The same rules as a create: the action's required keys, an https webhook URL.
    const check = saveEventActionBody.safeParse({
      org_id: before.orgId,
      event: before.event,
      action: before.action,
      config,
      is_active: isActive,
    });
    if (!check.success) {
      const details = check.error.issues.map((i) => ({
        field: i.path.join('.'),
        message: i.message,
      }));
      throw badRequest(`Invalid ${details.map((d) => d.field).join(', ')}`, details);
    }
    const row = await updateSetting(tx, before.id, { config, isActive });
    if (!row) throw notFound('Action setting');
    await audit(tx, actor, {
      action: 'event_actions.update',
      subjectType: 'Org',
      subjectId: before.orgId,
      orgId: before.orgId,
      summary: {
        setting_id: row.id,
        ...diff(
          { config: before.config, is_active: before.isActive },
          { config, is_active: isActive },
        ),
      },
    });
    return row;
  });
  return saved(setting);
}
