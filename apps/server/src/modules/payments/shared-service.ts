import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { enqueue } from '../../platform/providers/outbox';
import { orgExists, type PayingOrg } from './shared-repository';

/** What the payments sub-areas' services share: the org money is taken from, and what it is sent. */

const DAY_MS = 86_400_000;

/** The live org a payment, link or mandate is for; 404 when there is none. */
export async function payingOrg(tx: DbOrTx, orgId: number): Promise<PayingOrg> {
  const org = await orgExists(tx, orgId);
  if (!org) throw notFound('Org');
  return org;
}

/** When a link or mandate created now stops being valid. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Sends the org a gateway page (a payment link, a mandate registration) by email, through the
 * outbox in the caller's transaction: the built-in gateway's stand-in for the gateway's own mail.
 */
export async function sendToOrg(
  tx: DbOrTx,
  org: PayingOrg,
  payload: { kind: 'payment_link' | 'mandate_registration' } & Record<string, unknown>,
): Promise<void> {
  await enqueue(tx, {
    channel: 'EMAIL',
    recipient: org.email ?? `org:${org.id}`,
    orgId: org.id,
    payload,
  });
}
