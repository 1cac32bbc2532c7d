import type {
  ConsentChangeBody,
  ConsentChannel,
  ConsentGivenHow,
} from '@switchboard/contract/personal-data';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { consentsOf, personExists, upsertGiven, upsertWithdrawn } from './consent-repository';

export async function personConsents(db: Db, userId: number) {
  if (!(await personExists(db, userId))) throw notFound('Person');
  return consentsOf(db, userId);
}

/** Staff record a person's consent on a channel (given through them or an import) or its withdrawal. */
export async function changeConsent(
  db: Db,
  actor: Actor,
  userId: number,
  channel: ConsentChannel,
  body: ConsentChangeBody,
) {
  return db.transaction(async (tx) => {
    if (!(await personExists(tx, userId))) throw notFound('Person');
    const changed = body.given
      ? (await upsertGiven(tx, [userId], [channel], body.how)) > 0
      : await upsertWithdrawn(tx, userId, channel, 'STAFF');
    if (changed)
      await audit(tx, actor, {
        action: body.given ? 'consent.give' : 'consent.withdraw',
        subjectType: 'User',
        subjectId: userId,
        summary: { channel, how: body.given ? body.how : 'STAFF' },
      });
    return consentsOf(tx, userId);
  });
}

/**
 * Consent many people gave at once (the app's sign-up screen reported in bulk, an import, the
 * demo seed): one transaction, one audit entry naming how many.
 */
export async function giveConsents(
  db: Db,
  actor: Actor,
  userIds: number[],
  channels: readonly ConsentChannel[],
  how: ConsentGivenHow,
) {
  return db.transaction(async (tx) => {
    const changed = await upsertGiven(tx, userIds, channels, how);
    await audit(tx, actor, {
      action: 'consent.give_many',
      subjectType: 'User',
      summary: { people: userIds.length, channels, how, changed },
    });
    return changed;
  });
}
