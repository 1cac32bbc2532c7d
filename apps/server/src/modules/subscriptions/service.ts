import type {
  OrgContext,
  Plan,
  Subscription,
  subscriptionListQuery,
  TalkTime,
  TopUp,
} from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { auditedRows, type Actor } from '../../platform/audit/audit';
import { rupeesCell } from '../../platform/csv/send-csv';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { loadCatalogue } from './plans-repository';
import {
  findCurrentSubscription,
  findOrgContext,
  findSubscription,
  listOrgSubscriptions,
  listSubscriptions,
  walkSubscriptions,
} from './repository';
import { talkTimeOf } from './talk-time-repository';
import { listDailyTopUps } from './top-up-repository';
import { withParent } from '../../platform/db/parent-rows';

/** Add-on ids on the org's current subscription: shown as 'Purchased' in the modal. */
export async function activeAddonIds(db: Db, orgId: number): Promise<number[]> {
  const current = await findCurrentSubscription(db, orgId);
  return current ? current.addons.map((a) => a.addon_id) : [];
}

/** The plan catalogue; with an org, its current add-ons are marked on each plan. */
export async function plansFor(db: Db, orgId?: number): Promise<Plan[]> {
  const active = orgId ? await activeAddonIds(db, orgId) : [];
  return (await loadCatalogue(db, active)).plans;
}

/** All subscriptions, newest first, a page at a time. */
export const subscriptionList = (db: Db, query: z.output<typeof subscriptionListQuery>) =>
  listSubscriptions(db, query);

/**
 * The subscriptions the list's filters pick, as CSV rows streamed page by page (amounts in
 * rupees); who exported which subscriptions is audited before the first row goes out.
 */
export function exportSubscriptions(
  db: Db,
  actor: Actor,
  query: Omit<z.output<typeof subscriptionListQuery>, 'page' | 'page_size'>,
) {
  async function* rows() {
    for await (const page of walkSubscriptions(db, query))
      for (const s of page)
        yield {
          ...s,
          amount: rupeesCell(s.amount),
          catalogue_amount: rupeesCell(s.catalogue_amount),
        };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'subscriptions.export',
      subjectType: 'Subscription',
      summary: { filters: query },
    },
    rows(),
  );
}

/** What the Create Plan rules need about an org; 404 for an org that is gone. */
export async function orgContext(db: Db, orgId: number): Promise<OrgContext> {
  const org = await findOrgContext(db, orgId);
  if (!org) throw notFound('Org');
  return org;
}

export const orgSubscriptions = (
  db: Db,
  orgId: number,
  order: 'ASC' | 'DESC',
): Promise<Subscription[]> =>
  withParent(db, 'org', orgId, () => listOrgSubscriptions(db, orgId, order));

/** The org's daily talk-time top-ups, newest first. */
export const dailyTopUps = (db: Db, orgId: number): Promise<TopUp[]> =>
  withParent(db, 'org', orgId, () => listDailyTopUps(db, orgId));

/** The org's talk-time balance and its newest ledger entries. */
export const talkTime = (db: Db, orgId: number): Promise<TalkTime> =>
  withParent(db, 'org', orgId, () => talkTimeOf(db, orgId));

export async function subscription(db: Db, id: number): Promise<Subscription> {
  const found = await findSubscription(db, id);
  if (!found) throw notFound('Subscription');
  return found;
}
