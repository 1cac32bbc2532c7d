import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/** Internal leads (some tied to demo orgs) and the orgs' event-action settings. */
export async function seedInternalLeadsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into internal_leads (org_id, name, phone, email, source, stage, assigned_staff_id, created_at)
      select case when g % 4 = 0 then null else (select min(id) from orgs) + g % 12 end,
             (array['Suresh', 'Nandini', 'Rakesh', 'Fatima', 'Gopal', 'Shalini', 'Manoj', 'Anjali'])[1 + (g / 12) % 8] || ' ' ||
             (array['Agarwal', 'Pillai', 'Bose', 'Sheikh', 'Yadav', 'Hegde'])[1 + (g + g / 12) % 6],
             (7 + g % 3)::text || lpad((300000000 + g * 7919)::text, 9, '0'),
             case when (g / 12) % 3 = 0 then null else 'lead' || g || '@example.in' end,
             (array['WEBSITE', 'REFERRAL', 'EVENT', 'CALL', 'PARTNER'])[1 + g % 5],
             (array['NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'])[1 + g % 5],
             (select id from users where role in ('SU', 'ADMIN') order by id limit 1 offset g % 2),
             now() - (61 - g) * interval '7 hours'
        from generate_series(1, 60) g`);
    await tx.execute(sql`
      insert into event_action_settings (org_id, event, action, config, is_active)
      select o.id, e.event, e.action, e.config::jsonb, o.id % 5 <> 0
        from orgs o cross join (values
          ('CALL_MISSED', 'SEND_SMS', '{"template":"Sorry we missed your call. We will call you back shortly."}'),
          ('LEAD_CREATED', 'NOTIFY_OWNER', '{}')
        ) as e(event, action, config)
       where o.id % 2 = 0`);
  });
}
