import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { findOrg, orgGmbLocations, orgIntegrationSettings } from './repository';

/** A live org, or a 404. */
async function requireOrg(db: Db, id: number) {
  const org = await findOrg(db, id);
  if (!org || org.deletedAt) throw notFound('Org');
  return org;
}

export async function integrationSettingsPage(
  db: Db,
  orgId: number,
  page: number,
  pageSize: number,
) {
  await requireOrg(db, orgId);
  return orgIntegrationSettings(db, orgId, page, pageSize);
}

export async function gmbLocationsOf(db: Db, orgId: number, userId: number | undefined) {
  await requireOrg(db, orgId);
  return orgGmbLocations(db, orgId, userId);
}
