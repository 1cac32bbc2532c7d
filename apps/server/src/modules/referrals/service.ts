import { formatMessage } from '@switchboard/contract/messages';
import type { RecordReferralBody } from '@switchboard/contract/referrals';
import { auditedRows, audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { lockLiveOrg } from '../../platform/db/org-lock';
import { requireUserId } from '../../platform/db/parent-rows';
import { AppError, conflict, notFound } from '../../platform/errors';
import {
  addEvent,
  findCodeOwner,
  fraudFlags,
  insertReferral,
  linkReferredUser,
  lockReferrer,
  referralById,
  referralEventsOf,
  referralOfOrg,
  referralPage,
  updateReferral,
  walkReferrals,
  type ReferralFilters,
} from './repository';
import { rewardsOfReferral } from './rewards-repository';

/**
 * POST /app/referrals: the sign-up app tells that team `org_id` came by a referral code. The
 * team's row is locked, so a repeat waits and answers the first referral; the fraud checks
 * flag it (never drop it) for staff to look at.
 */
export async function recordReferral(db: Db, actor: Actor, body: RecordReferralBody) {
  const code = body.referral_code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    if (!(await lockLiveOrg(tx, body.org_id))) throw notFound('Org');
    const earlier = await referralOfOrg(tx, body.org_id);
    if (earlier)
      return {
        referral_id: earlier.id,
        status: earlier.status,
        flags: earlier.flags,
        replayed: true,
      };
    const owner = await findCodeOwner(tx, code);
    if (!owner)
      throw new AppError(404, 'NOT_FOUND', formatMessage('referralCodeUnknown', { code }));
    if (owner.disabled) throw conflict(formatMessage('referralCodeDisabled', { code }));
    // One referrer's referrals are counted one at a time (the daily limit).
    await lockReferrer(tx, owner.id);
    const userId = body.user_id ?? null;
    // An unknown user is the caller's mistake (a 404 naming user_id), not a broken foreign key.
    if (userId !== null) await requireUserId(tx, userId);
    const flags = await fraudFlags(tx, owner.id, body.org_id, userId);
    const id = await insertReferral(tx, {
      code,
      referrerUserId: owner.id,
      referrerOrgId: owner.org_id,
      referredOrgId: body.org_id,
      referredUserId: userId,
      flags,
    });
    await addEvent(tx, id, 'SIGNED_UP', { user_id: userId });
    if (flags.length > 0) await addEvent(tx, id, 'FLAGGED', { flags });
    // The user page's "referred by" reads the user's own link.
    if (userId) await linkReferredUser(tx, userId, owner.id);
    await audit(tx, actor, {
      action: 'referral.record',
      subjectType: 'Referral',
      subjectId: id,
      orgId: body.org_id,
      summary: { code, referrer_user_id: owner.id, flags },
    });
    return { referral_id: id, status: 'SIGNED_UP' as const, flags, replayed: false };
  });
}

export const referralsPage = (db: Db, q: ReferralFilters) => referralPage(db, q);

/**
 * The referrals the list's filters pick, as CSV rows streamed page by page; who exported
 * which referrals is audited before the first row goes out.
 */
export function exportReferrals(
  db: Db,
  actor: Actor,
  q: Omit<ReferralFilters, 'page' | 'page_size'>,
) {
  async function* rows() {
    for await (const page of walkReferrals(db, q))
      for (const referral of page) yield { ...referral, flags: referral.flags.join(' ') };
  }
  return auditedRows(
    db,
    actor,
    {
      action: 'referrals.export',
      subjectType: 'Referral',
      summary: { filters: q },
    },
    rows(),
  );
}

export async function referralDetail(db: Db, id: number) {
  const referral = await referralById(db, id);
  if (!referral) throw notFound('Referral');
  const [events, rewards] = await Promise.all([
    referralEventsOf(db, id),
    rewardsOfReferral(db, id),
  ]);
  return { ...referral, events, rewards };
}

/** Staff rule a referral out: it earns nothing more (rewards already PENDING stay for review). */
export async function invalidateReferral(db: Db, actor: Actor, id: number, comment: string) {
  await db.transaction(async (tx) => {
    const referral = await referralById(tx, id);
    if (!referral) throw notFound('Referral');
    if (referral.status === 'INVALID') throw conflict(formatMessage('referralAlreadyInvalid'));
    await updateReferral(tx, id, { status: 'INVALID', invalidReason: comment });
    await addEvent(tx, id, 'INVALIDATED', { comment, by: actor.actorId });
    await audit(tx, actor, {
      action: 'referral.invalidate',
      subjectType: 'Referral',
      subjectId: id,
      orgId: referral.referred_org_id,
      summary: { status: { before: referral.status, after: 'INVALID' }, comment },
    });
  });
  return { message: formatMessage('referralInvalidated'), referral: await referralDetail(db, id) };
}
