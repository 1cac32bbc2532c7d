import type { HeltarLookup } from '@switchboard/contract/integrations';
import { toIso, type Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { findOrg, heltarAccountOf, orgGmbLocations, orgIntegrationSettings } from './repository';

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

/** The WhatsApp number an org has connected, for staff to look up. */
export async function heltarLookup(db: Db, orgId: number): Promise<HeltarLookup> {
  const org = await requireOrg(db, orgId);
  const account = await heltarAccountOf(db, org.id);
  return {
    org_id: org.id,
    org_name: org.name,
    account: account
      ? {
          id: account.id,
          phone_number: account.phoneNumber,
          display_name: account.displayName,
          status: account.status as NonNullable<HeltarLookup['account']>['status'],
          quality_rating: account.qualityRating as NonNullable<
            HeltarLookup['account']
          >['quality_rating'],
          messaging_limit: account.messagingLimit,
          waba_id: account.wabaId,
          updated_at: toIso(account.updatedAt),
        }
      : null,
  };
}

export async function gmbLocationsOf(db: Db, orgId: number, userId: number | undefined) {
  await requireOrg(db, orgId);
  return orgGmbLocations(db, orgId, userId);
}
