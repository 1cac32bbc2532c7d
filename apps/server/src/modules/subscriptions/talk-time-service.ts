import { formatMessage } from '@switchboard/contract/messages';
import { audit } from '../../platform/audit/audit';
import { notFound } from '../../platform/errors';
import { findOrgContext } from './repository';
import type { ServiceContext } from './rules-context';
import { addLedgerEntry, talkTimeOf } from './talk-time-repository';

/** POST /subscription/talk-time/{id} {talk_time}: one ledger entry of the difference. */
export async function setTalkTime(ctx: ServiceContext, orgId: number, target: number) {
  return ctx.db.transaction(async (tx) => {
    // The org row lock keeps two staff setting the balance at once from both adding entries.
    if (!(await findOrgContext(tx, orgId, true))) throw notFound('Org');
    const before = (await talkTimeOf(tx, orgId)).talk_time;
    const delta = target - before;
    if (delta !== 0) {
      await addLedgerEntry(tx, {
        orgId,
        deltaMinutes: delta,
        reason: 'Set by staff',
        createdById: ctx.actor.actorId,
      });
      await audit(tx, ctx.actor, {
        action: 'subscription.set_talk_time',
        subjectType: 'TalkTime',
        subjectId: orgId,
        orgId,
        summary: { talk_time: { before, after: target }, delta_minutes: delta },
      });
    }
    return { message: formatMessage('talktimeUpdated'), ...(await talkTimeOf(tx, orgId)) };
  });
}
