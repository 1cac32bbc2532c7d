import { sql } from 'drizzle-orm';
import type { PresenceEventInput } from '@switchboard/contract/presence';
import { applyPresenceEvents } from '../modules/presence/service';
import { linkSimConnection } from '../modules/users/service';
import { recordAppSignIn } from '../modules/users/sign-in-service';
import { rowsOf, type Db } from '../platform/db/client';

/**
 * Customer users' devices, softphones, SIM connections and referrals, the demo orgs'
 * onboardings, and a few new customers not onboarded yet (for the Onboard User screen).
 * Derived in SQL from the members demo.ts made, so it stays in step with them.
 */
export async function seedUsersDemo(db: Db): Promise<void> {
  await seedSoftphones(db);
  // SIM phones as the product's app reports them (POST /app/sim-phone-connections).
  const owners = await rowsOf<{ id: number; phone: string }>(
    db,
    sql`select id, phone from users where role = 'ORG_ADMIN' and phone is not null and id % 2 = 0
         order by id`,
  );
  for (const owner of owners)
    await linkSimConnection(db, {
      user_id: owner.id,
      phone: owner.phone,
      device_model: 'Dual SIM handset',
    });
  // Their sign-ins to the product's app within the last three days, as the app reports them
  // (POST /app/sign-ins); the teams' Timelines list them.
  for (const owner of owners)
    await recordAppSignIn(db, {
      sign_in_id: `demo-sign-in-${owner.id}`,
      user_id: owner.id,
      at: new Date(Date.now() - ((owner.id * 7) % 72) * 3_600_000).toISOString(),
      ip: `49.36.${owner.id % 200}.${(owner.id % 250) + 1}`,
      platform: owner.id % 4 === 0 ? 'android' : 'web',
    });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update users set last_ip = '49.36.' || (id % 200) || '.' || (id % 250 + 1)
       where role in ('ORG_ADMIN', 'ORG_USER')`);
    // Every third customer was referred by the customer before them.
    await tx.execute(sql`
      update users u set referred_by_id = p.id
        from users p where p.id = u.id - 1 and u.id % 3 = 0
         and u.role in ('ORG_ADMIN', 'ORG_USER') and p.role in ('ORG_ADMIN', 'ORG_USER')`);
    // Demo orgs with an owner count as onboarded, all but the last few (to resume from).
    await tx.execute(sql`
      insert into org_onboardings (org_id, user_id, created_at)
      select o.id, o.owner_id, o.created_at from orgs o
       where o.owner_id is not null and o.id <= (select max(id) - 3 from orgs)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into users (first_name, last_name, phone, email, role, referral_code)
      values ('Harish', 'Venkatesh', '9445500011', 'harish@venkatesh-textiles.in', 'ORG_ADMIN', 'NEWHARISH'),
             ('Pooja', 'Bhatt', '9445500022', 'pooja.bhatt@example.in', 'ORG_ADMIN', 'NEWPOOJA'),
             ('Imran', 'Qureshi', '9445500033', null, 'ORG_ADMIN', 'NEWIMRAN')
      on conflict do nothing`);
  });
}

const models = ['Pixel 8', 'Galaxy S23', 'iPhone 14', 'Redmi Note 13', 'OnePlus 12'];
const lastEvents = ['idle', 'on_call', 'unregistered', 'away'] as const;

/**
 * Softphones and devices as the switch reports them (POST /presence/events), through the same
 * service: most customer users registered a softphone on a phone, then went idle, on a call,
 * away or offline.
 */
async function seedSoftphones(db: Db): Promise<void> {
  const customers = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where role in ('ORG_ADMIN', 'ORG_USER') and id % 4 <> 3 order by id`,
  );
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  const events: PresenceEventInput[] = customers.flatMap(({ id }) => {
    const ios = id % 3 === 0;
    return [
      {
        user_id: id,
        event: 'registered' as const,
        at: at(((id % 48) + 1) * 3_600_000),
        sip_username: `sip${String(id).padStart(6, '0')}`,
        device: {
          platform: ios ? 'ios' : 'android',
          model: models[id % models.length],
          os_version: ios ? '17.4' : '14',
          app_version: `5.${id % 9}.2`,
          ...(id % 4 === 0 ? {} : { push_token: `demo-push-${id}` }),
        },
      },
      { user_id: id, event: lastEvents[id % lastEvents.length]!, at: at((id % 30) * 60_000) },
    ];
  });
  for (let i = 0; i < events.length; i += 500) {
    await applyPresenceEvents(db, events.slice(i, i + 500));
  }
}
