import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../platform/db/client';
import { recordReferral } from '../modules/referrals/service';
import { createRewardRule } from '../modules/referrals/rewards-service';

const demoActor = { actorId: null, ip: null };

/**
 * Demo referrals, made as the product's app and an SU make them: a reward rule for a first
 * paid subscription, and a few teams whose KYC waits for review, each referred by the owner of
 * an older team (one of them from within its own team, so the fraud flags show).
 */
export async function seedReferralsDemo(db: Db): Promise<void> {
  await createRewardRule(db, demoActor, {
    name: 'First paid subscription',
    trigger: 'PAID',
    min_amount: 100000,
    kind: 'TALK_TIME_MINUTES',
    referrer_value: 500,
    referred_value: 250,
    monthly_cap: 20,
    active: true,
  });
  const pairs = await rowsOf<{ referred: number; code: string }>(
    db,
    sql`with waiting as (
          select o.id, row_number() over (order by o.id) as n
            from orgs o join kyc k on k.org_id = o.id
           where k.status = 'PENDING' and o.deleted_at is null),
        referrers as (
          select u.referral_code as code, row_number() over (order by o.id) as n
            from orgs o join users u on u.id = o.owner_id
           where u.referral_code is not null)
        select w.id as referred, r.code from waiting w join referrers r on r.n = w.n
         where w.n between 2 and 5
        union all
        -- A member referring their own team: the self-referral flag.
        select w.id, u.referral_code from waiting w
          join org_members m on m.org_id = w.id and m.role <> 'OWNER'
          join users u on u.id = m.user_id
         where w.n = 6`,
  );
  for (const { referred, code } of pairs)
    await recordReferral(db, demoActor, { referral_code: code, org_id: referred });
}
