import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/**
 * Integration settings (odd orgs; a few with more than one page of them), WhatsApp (Heltar)
 * accounts for every third org, and Google Business locations tied to orgs and their members.
 */
export async function seedIntegrationsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into integration_settings (org_id, provider, is_active, config, last_synced_at, created_at)
      select o.id,
             (array['ZAPIER', 'HUBSPOT', 'ZOHO_CRM', 'GOOGLE_SHEETS', 'INDIAMART', 'JUSTDIAL', 'FACEBOOK_LEADS', 'SHOPIFY'])[1 + (o.id + g) % 8],
             g % 4 <> 3,
             jsonb_build_object('account', lower(replace(o.name, ' ', '-')) || '-' || g),
             case when g % 4 <> 3 then now() - g * interval '5 hours' end,
             now() - g * interval '3 days'
        from orgs o cross join generate_series(1, 14) g
       where o.id % 2 = 1 and g <= 2 + o.id % 13`);
    await tx.execute(sql`
      insert into heltar_accounts (org_id, phone_number, display_name, status, quality_rating, messaging_limit, waba_id)
      select o.id,
             (7 + o.id % 3)::text || lpad((400000000 + o.id * 7907)::text, 9, '0'),
             o.name,
             (array['CONNECTED', 'CONNECTED', 'PENDING', 'DISCONNECTED'])[1 + o.id % 4],
             (array['GREEN', 'GREEN', 'YELLOW', 'RED', 'UNKNOWN'])[1 + o.id % 5],
             case when o.id % 4 < 2 then (array[250, 1000, 10000])[1 + o.id % 3] end,
             '10' || lpad((o.id * 104729)::text, 13, '0')
        from orgs o
       where o.id % 3 = 0`);
    await tx.execute(sql`
      insert into gmb_locations (org_id, user_id, location_name, address, place_id, status, rating, review_count)
      select o.id,
             (select m.user_id from org_members m where m.org_id = o.id order by m.user_id limit 1),
             o.name || ' - ' || c.city,
             c.street || ', ' || c.city,
             'ChIJ' || md5(o.id || c.city)::text,
             (array['VERIFIED', 'VERIFIED', 'PENDING', 'SUSPENDED'])[1 + (o.id + c.n) % 4],
             round((3.5 + ((o.id * 7 + c.n) % 15) / 10.0)::numeric, 1),
             (o.id * 13 + c.n * 29) % 400
        from orgs o cross join (values
          (1, 'Mumbai', '14 Linking Road, Bandra West'), (2, 'Pune', '7 FC Road, Shivajinagar'), (3, 'Bengaluru', '22 100 Feet Road, Indiranagar')
        ) as c(n, city, street)
       where o.id % 4 <> 3 and c.n <= 1 + o.id % 3`);
  });
}
