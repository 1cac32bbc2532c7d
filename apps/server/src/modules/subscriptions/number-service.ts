import { formatMessage } from '@switchboard/contract/messages';
import { normalizeIndianPhone, samePhone } from '@switchboard/contract/rules/phone';
import type { SubscriptionActionResponse } from '@switchboard/contract/subscriptions';
import { formatDate } from '@switchboard/contract/format';
import { askSwitch } from '../../platform/providers/telephony';
import { audit } from '../../platform/audit/audit';
import {
  recordNumberHistory,
  releaseNumber,
  takeNumber,
  type TakeRefusal,
} from '../../platform/numbers/inventory';
import type { Tx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { lockLiveOrg, numberHeldElsewhere, setProductNumberOf } from './number-repository';
import { findCurrentSubscription, findSubscription } from './repository';
import type { ServiceContext } from './rules-context';

type NumberChange = {
  orgId: number;
  oldNumber: string | null;
  newNumber: string;
  paid: boolean;
  /** How long a released number rests before it can be given again (NUMBER_QUARANTINE_DAYS). */
  quarantineDays: number;
};

/**
 * POST /subscription/change-number and /assign-number: the org's {product} number. Numbers
 * compare equal without the +91 prefix and are stored as their national digits; a number
 * another org holds is refused.
 */
export async function setProductNumber(
  ctx: ServiceContext,
  change: NumberChange,
): Promise<SubscriptionActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const org = await lockLiveOrg(tx, change.orgId);
    if (!org) throw notFound('Org');
    if (change.oldNumber === null && org.productNumber) {
      throw conflict(
        formatMessage('orgHasNumberChangeIt', {
          product: ctx.product.name,
          number: org.productNumber,
        }),
      );
    }
    if (
      change.oldNumber !== null &&
      (!org.productNumber || !samePhone(org.productNumber, change.oldNumber))
    ) {
      throw badRequest(
        formatMessage('orgNumberIsNot', {
          product: ctx.product.name,
          number: org.productNumber ?? 'not set',
          old: change.oldNumber,
        }),
        [{ field: 'old_number', message: 'does not match the org' }],
      );
    }
    const newNumber = normalizeIndianPhone(change.newNumber);
    if (org.productNumber && samePhone(org.productNumber, newNumber))
      throw badRequest(formatMessage('newNumberSameAsOld'));
    await assertFree(tx, newNumber, org.id, ctx.product.name);
    // The inventory, the org's number and its history move together, in this transaction.
    const refused = await takeNumber(tx, newNumber, org.id, change.quarantineDays);
    if (refused) throw numberRefusal(newNumber, refused, change.quarantineDays, ctx.product.name);
    if (org.productNumber) await releaseNumber(tx, org.productNumber, org.id);
    await setProductNumberOf(tx, org.id, newNumber);
    // The switch routes the new number to the team (and lets the old one go) once this commits.
    if (org.productNumber)
      await askSwitch(tx, { action: 'release-number', number: org.productNumber, orgId: org.id });
    await askSwitch(tx, { action: 'assign-number', number: newNumber, orgId: org.id });
    await recordNumberHistory(tx, {
      orgId: org.id,
      number: newNumber,
      action: org.productNumber ? 'CHANGED' : 'ASSIGNED',
      details: { product_number: true, before: org.productNumber, paid: change.paid },
      actorId: ctx.actor.actorId,
    });
    await audit(tx, ctx.actor, {
      action:
        change.oldNumber === null ? 'subscription.assign_number' : 'subscription.change_number',
      subjectType: 'Org',
      subjectId: org.id,
      orgId: org.id,
      summary: {
        product_number: { before: org.productNumber, after: newNumber },
        paid: change.paid,
      },
    });
    const current = await findCurrentSubscription(tx, org.id);
    return {
      message: formatMessage('numberChangedOrAssigned', { product: ctx.product.name }),
      subscription: current ? await findSubscription(tx, current.id) : null,
    };
  });
}

function numberRefusal(
  number: string,
  refused: TakeRefusal,
  quarantineDays: number,
  productName: string,
) {
  if (refused.status === 'QUARANTINED' && refused.releasedAt) {
    const until = new Date(Date.parse(refused.releasedAt) + quarantineDays * 86_400_000);
    return conflict(formatMessage('numberResting', { number, date: formatDate(until) }));
  }
  if (refused.status === 'RESERVED' && refused.reservedUntil)
    return conflict(
      formatMessage('numberReservedForOther', {
        number,
        org: `#${refused.orgId}`,
        date: formatDate(refused.reservedUntil),
      }),
    );
  return conflict(formatMessage('numberOfAnotherOrg', { product: productName, number }));
}

async function assertFree(
  tx: Tx,
  number: string,
  orgId: number,
  productName: string,
): Promise<void> {
  if (await numberHeldElsewhere(tx, number, orgId))
    throw conflict(formatMessage('numberOfAnotherOrg', { product: productName, number }));
}
