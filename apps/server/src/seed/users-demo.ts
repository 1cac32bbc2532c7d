import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/**
 * Customer users' devices, softphones, SIM connections and referrals, the demo orgs'
 * onboardings, and a few new customers not onboarded yet (for the Onboard User screen).
 * Derived in SQL from the members demo.ts made, so it stays in step with them.
 */
export async function seedUsersDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update users set last_ip = '49.36.' || (id % 200) || '.' || (id % 250 + 1)
       where role in ('ORG_ADMIN', 'ORG_USER')`);
    await tx.execute(sql`
      insert into user_devices (user_id, platform, model, os_version, app_version, push_token, ip, last_seen_at)
      select id, case when id % 3 = 0 then 'ios' else 'android' end,
             (array['Pixel 8', 'Galaxy S23', 'iPhone 14', 'Redmi Note 13', 'OnePlus 12'])[1 + id % 5],
             case when id % 3 = 0 then '17.4' else '14' end, '5.' || (id % 9) || '.2',
             case when id % 4 = 0 then null else 'demo-push-' || id end,
             last_ip, now() - (id % 72) * interval '1 hour'
        from users where role in ('ORG_ADMIN', 'ORG_USER') and id % 5 <> 0`);
    await tx.execute(sql`
      insert into softphone_states (user_id, sip_username, status, presence, registered_at, last_seen_at)
      select id, 'sip' || lpad(id::text, 6, '0'),
             (array['REGISTERED', 'REGISTERED', 'UNREGISTERED'])[1 + id % 3],
             (array['AVAILABLE', 'BUSY', 'OFFLINE', 'AWAY'])[1 + id % 4],
             now() - (id % 48) * interval '1 hour', now() - (id % 30) * interval '1 minute'
        from users where role in ('ORG_ADMIN', 'ORG_USER') and id % 4 <> 3`);
    await tx.execute(sql`
      insert into sim_phone_connections (user_id, phone, device_model, status, linked_at)
      select id, phone, 'Dual SIM handset', 'LINKED', now() - (id % 90) * interval '1 day'
        from users where role = 'ORG_ADMIN' and phone is not null and id % 2 = 0`);
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
