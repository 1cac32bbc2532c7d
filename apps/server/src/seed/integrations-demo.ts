import { sql } from 'drizzle-orm';
import { gmbStatuses, integrationProviders } from '@switchboard/contract/integrations';
import {
  addIntegration,
  changeIntegration,
  linkGmbLocation,
} from '../modules/integrations/write-service';
import type { Actor } from '../platform/audit/audit';
import { rowsOf, type Db } from '../platform/db/client';

const system: Actor = { actorId: null, ip: null };
const cities = [
  { city: 'Mumbai', street: '14 Linking Road, Bandra West' },
  { city: 'Pune', street: '7 FC Road, Shivajinagar' },
  { city: 'Bengaluru', street: '22 100 Feet Road, Indiranagar' },
];

/**
 * Integration settings (odd orgs; a few with more than one page of them) and Google Business
 * locations tied to orgs and their first member, made through the services staff use; then
 * WhatsApp (Heltar) accounts for every third org, which nothing in the product writes yet
 * (the WhatsApp issue links them through the BSP).
 */
export async function seedIntegrationsDemo(db: Db): Promise<void> {
  const orgs = await rowsOf<{ id: number; name: string; member: number | null }>(
    db,
    sql`select o.id, o.name,
               (select m.user_id from org_members m where m.org_id = o.id order by m.user_id limit 1) as member
          from orgs o order by o.id`,
  );
  for (const org of orgs.filter((o) => o.id % 2 === 1)) {
    for (let g = 1; g <= 2 + (org.id % 13); g += 1) {
      const { setting } = await addIntegration(db, system, {
        org_id: org.id,
        provider: integrationProviders[(org.id + g) % 8]!,
        is_active: true,
        config: { account: `${org.name.toLowerCase().replace(/\s+/g, '-')}-${g}` },
      });
      // Every fourth one paused by staff, as a real team's list would have.
      if (g % 4 === 3) await changeIntegration(db, system, setting.id, { is_active: false });
    }
  }
  for (const org of orgs.filter((o) => o.id % 4 !== 3)) {
    for (const [n, place] of cities.slice(0, 1 + (org.id % 3)).entries()) {
      await linkGmbLocation(db, system, {
        org_id: org.id,
        user_id: org.member ?? undefined,
        location_name: `${org.name} - ${place.city}`,
        address: `${place.street}, ${place.city}`,
        place_id: `ChIJdemo${String(org.id).padStart(4, '0')}${place.city}`,
        status: gmbStatuses[(org.id + n + 1) % 3]!,
      });
    }
  }
  await db.execute(sql`
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
}
