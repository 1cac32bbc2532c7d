import { START_WORDS, STOP_WORDS } from '@switchboard/contract/campaigns';
import { formatMessage } from '@switchboard/contract/messages';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import {
  deleteOptOut,
  deleteStopReply,
  insertOptOut,
  optOutPage,
  withdrawSmsConsent,
} from './opt-out-repository';

/** The reason a STOP reply is kept under; START takes back only these (not staff's entries). */
export const STOP_REPLY = 'STOP reply';

export const optOutsPage = optOutPage;

/** A number campaigns never message from now on (its queued messages fail as opted out). */
export async function addOptOut(db: Db, actor: Actor, phone: string, reason: string) {
  return db.transaction(async (tx) => {
    if (!(await insertOptOut(tx, phone, reason)))
      throw conflict(formatMessage('optOutExists', { phone }));
    await withdrawSmsConsent(tx, phone, 'STAFF');
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

/** Ten national digits of an Indian mobile, from +91 98…, 9198…, 098…; null when not one. */
const nationalNumber = (raw: string) => {
  const digits = raw.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
};

/**
 * A person's reply to the company's SMS: STOP (and its synonyms) opts the number out of
 * campaigns, START lets it back in when a STOP had put it there. A repeat changes nothing, so a
 * gateway retrying its forward is harmless. Anything else is not ours to act on.
 */
export async function receiveSmsReply(db: Db, from: string, text: string) {
  const phone = nationalNumber(from);
  const word =
    text
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z]/g, '') ?? '';
  if (!phone) return { applied: 'NONE' as const };
  const system: Actor = { actorId: null, ip: null };
  if (STOP_WORDS.includes(word))
    return db.transaction(async (tx) => {
      await withdrawSmsConsent(tx, phone, 'STOP_REPLY');
      if (await insertOptOut(tx, phone, STOP_REPLY))
        await audit(tx, system, {
          action: 'sms_opt_out.stop_reply',
          subjectType: 'SmsOptOut',
          subjectId: phone,
        });
      return { applied: 'STOP' as const };
    });
  if (START_WORDS.includes(word))
    return db.transaction(async (tx) => {
      if (await deleteStopReply(tx, phone, STOP_REPLY))
        await audit(tx, system, {
          action: 'sms_opt_out.start_reply',
          subjectType: 'SmsOptOut',
          subjectId: phone,
        });
      return { applied: 'START' as const };
    });
  return { applied: 'NONE' as const };
}
