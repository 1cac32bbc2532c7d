import {
  integrationProviderNames,
  type GmbLocation,
  type IntegrationSetting,
  type createIntegrationSettingBody,
  type linkGmbLocationBody,
  type updateGmbLocationBody,
  type updateIntegrationSettingBody,
} from '@switchboard/contract/integrations';
import type { AppGmbReviewsBody } from '@switchboard/contract/integrations';
import { formatMessage } from '@switchboard/contract/messages';
import type { z } from 'zod';
import { audit, diff, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  deleteGmbLocation,
  deleteSetting,
  findGmbLocation,
  findOrg,
  findSetting,
  insertGmbLocation,
  insertSetting,
  isOrgMember,
  setGmbReviews,
  updateGmbLocation,
  updateSetting,
} from './repository';

// Staff connect, change and remove an org's integrations and Google Business locations; each
// change is audited in its own transaction, naming the org.

async function liveOrg(db: DbOrTx, id: number) {
  const org = await findOrg(db, id);
  if (!org || org.deletedAt) throw notFound('Org');
  return org;
}

const providerName = (setting: Pick<IntegrationSetting, 'provider'>) =>
  integrationProviderNames[setting.provider];

export async function addIntegration(
  db: Db,
  actor: Actor,
  input: z.output<typeof createIntegrationSettingBody>,
) {
  return db.transaction(async (tx) => {
    const org = await liveOrg(tx, input.org_id);
    const setting = await insertSetting(tx, {
      orgId: org.id,
      provider: input.provider,
      isActive: input.is_active,
      config: input.config,
    });
    await audit(tx, actor, {
      action: 'integration.create',
      subjectType: 'Integration',
      subjectId: setting.id,
      orgId: org.id,
      summary: { provider: input.provider, is_active: input.is_active, config: input.config },
    });
    return {
      setting,
      message: formatMessage('integrationAdded', {
        provider: providerName(setting),
        org: org.name,
      }),
    };
  });
}

/** A setting, locked, with its live org; 404 when either is gone. */
async function settingOf(tx: DbOrTx, id: number) {
  const setting = await findSetting(tx, id);
  if (!setting) throw notFound('Integration');
  return { setting, org: await liveOrg(tx, setting.org_id) };
}

export async function changeIntegration(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateIntegrationSettingBody>,
) {
  return db.transaction(async (tx) => {
    const { setting: before, org } = await settingOf(tx, id);
    const changes = diff({ is_active: before.is_active, config: before.config }, input);
    const setting =
      Object.keys(changes).length === 0
        ? before
        : await updateSetting(tx, id, { isActive: input.is_active, config: input.config });
    if (Object.keys(changes).length > 0)
      await audit(tx, actor, {
        action: 'integration.update',
        subjectType: 'Integration',
        subjectId: id,
        orgId: org.id,
        summary: { provider: before.provider, ...changes },
      });
    return {
      setting,
      message: formatMessage('integrationUpdated', {
        provider: providerName(setting),
        org: org.name,
      }),
    };
  });
}

export async function removeIntegration(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const { setting, org } = await settingOf(tx, id);
    await deleteSetting(tx, id);
    await audit(tx, actor, {
      action: 'integration.delete',
      subjectType: 'Integration',
      subjectId: id,
      orgId: org.id,
      summary: { provider: setting.provider, config: setting.config },
    });
    return {
      id,
      message: formatMessage('integrationRemoved', {
        provider: providerName(setting),
        org: org.name,
      }),
    };
  });
}

/** A location's user must be a member of its org. */
async function checkMember(tx: DbOrTx, org: { id: number; name: string }, userId?: number | null) {
  if (userId && !(await isOrgMember(tx, org.id, userId)))
    throw badRequest(formatMessage('gmbUserNotMember', { id: userId, org: org.name }), [
      { field: 'user_id', message: 'is not a member of the team' },
    ]);
}

export async function linkGmbLocation(
  db: Db,
  actor: Actor,
  input: z.output<typeof linkGmbLocationBody>,
): Promise<{ location: GmbLocation; message: string }> {
  return db.transaction(async (tx) => {
    const org = await liveOrg(tx, input.org_id);
    await checkMember(tx, org, input.user_id);
    const location = await insertGmbLocation(tx, {
      orgId: org.id,
      userId: input.user_id ?? null,
      locationName: input.location_name,
      address: input.address,
      placeId: input.place_id,
      status: input.status,
    });
    if (!location)
      throw conflict(formatMessage('gmbPlaceTaken', { place: input.place_id, org: org.name }));
    await audit(tx, actor, {
      action: 'gmb_location.link',
      subjectType: 'GmbLocation',
      subjectId: location.id,
      orgId: org.id,
      summary: { place_id: input.place_id, name: input.location_name, user_id: input.user_id },
    });
    return {
      location,
      message: formatMessage('gmbLinked', { name: location.location_name, org: org.name }),
    };
  });
}

async function locationOf(tx: DbOrTx, id: number) {
  const location = await findGmbLocation(tx, id);
  if (!location) throw notFound('GmbLocation');
  return { location, org: await liveOrg(tx, location.org_id) };
}

export async function changeGmbLocation(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof updateGmbLocationBody>,
) {
  return db.transaction(async (tx) => {
    const { location: before, org } = await locationOf(tx, id);
    await checkMember(tx, org, input.user_id);
    const changes = diff({ user_id: before.user_id, status: before.status }, input);
    const location =
      Object.keys(changes).length === 0
        ? before
        : await updateGmbLocation(tx, id, { userId: input.user_id, status: input.status });
    if (Object.keys(changes).length > 0)
      await audit(tx, actor, {
        action: 'gmb_location.update',
        subjectType: 'GmbLocation',
        subjectId: id,
        orgId: org.id,
        summary: changes,
      });
    return { location, message: formatMessage('gmbUpdated', { name: location.location_name }) };
  });
}

export async function unlinkGmbLocation(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const { location, org } = await locationOf(tx, id);
    await deleteGmbLocation(tx, id);
    await audit(tx, actor, {
      action: 'gmb_location.unlink',
      subjectType: 'GmbLocation',
      subjectId: id,
      orgId: org.id,
      summary: { place_id: location.place_id, name: location.location_name },
    });
    return {
      id,
      message: formatMessage('gmbUnlinked', { name: location.location_name, org: org.name }),
    };
  });
}

/**
 * PUT /app/gmb-locations/reviews: Google's rating and review count per place, from the
 * product's app (which reads them from Google). One transaction, audited once per batch.
 */
export async function receiveGmbReviews(db: Db, body: AppGmbReviewsBody) {
  return db.transaction(async (tx) => {
    const matched = new Set(await setGmbReviews(tx, body.locations));
    const known = body.locations.filter((l) => matched.has(l.place_id));
    if (known.length > 0)
      await audit(
        tx,
        { actorId: null, ip: null },
        {
          action: 'gmb_location.reviews',
          subjectType: 'GmbLocation',
          summary: { places: known.length },
        },
      );
    return {
      updated: matched.size,
      unknown_place_ids: body.locations.map((l) => l.place_id).filter((id) => !matched.has(id)),
    };
  });
}
