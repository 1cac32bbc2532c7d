import { formatMessage } from '@switchboard/contract/messages';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { deleteOptOut, insertOptOut, optOutPage } from './repository';

export const optOutsPage = optOutPage;

/** A number campaigns never message from now on (its queued messages fail as opted out). */
export async function addOptOut(db: Db, actor: Actor, phone: string, reason: string) {
  return db.transaction(async (tx) => {
    if (!(await insertOptOut(tx, phone, reason)))
      throw conflict(formatMessage('optOutExists', { phone }));
    await audit(tx, actor, {
      action: 'sms_opt_out.add',
      subjectType: 'SmsOptOut',
      subjectId: phone,
      summary: { reason },
    });
    return { message: formatMessage('optOutAdded', { phone }) };
  });
}

/** The number may be messaged by campaigns again (staff only, when the person asks). */
export async function removeOptOut(db: Db, actor: Actor, phone: string) {
  return db.transaction(async (tx) => {
    if (!(await deleteOptOut(tx, phone))) throw notFound('Opt-out');
    await audit(tx, actor, {
      action: 'sms_opt_out.remove',
      subjectType: 'SmsOptOut',
      subjectId: phone,
    });
    return { message: formatMessage('optOutRemoved', { phone }) };
  });
}
