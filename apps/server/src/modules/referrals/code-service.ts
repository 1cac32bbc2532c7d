import { formatMessage } from '@switchboard/contract/messages';
import type { ReferralCodeAction } from '@switchboard/contract/referrals';
import { newReferralCode } from '../../platform/accounts/customers';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { codeOf, setCode } from './repository';
import { notFound } from '../../platform/errors';

/**
 * A customer user's referral code: staff make a new one (the old one stops working at once) or
 * switch it off and on. Referrals already made stay as they are.
 */
export async function changeReferralCode(
  db: Db,
  actor: Actor,
  userId: number,
  action: ReferralCodeAction,
) {
  return db.transaction(async (tx) => {
    const before = await codeOf(tx, userId, true);
    if (!before) throw notFound('User');
    const after = await setCode(
      tx,
      userId,
      action === 'REGENERATE'
        ? { code: newReferralCode(), disabled: false }
        : { disabled: action === 'DISABLE' },
    );
    await audit(tx, actor, {
      action: `user.referral_code.${action.toLowerCase()}`,
      subjectType: 'User',
      subjectId: userId,
      summary: {
        referral_code: { before: before.referral_code, after: after.referral_code },
        disabled: { before: before.disabled, after: after.disabled },
      },
    });
    return { message: formatMessage('referralCodeChanged'), ...after };
  });
}

/** A user's referral code and whether it works, for their page. */
export async function referralCodeOf(db: Db, userId: number) {
  const row = await codeOf(db, userId);
  if (!row) throw notFound('User');
  return row;
}
