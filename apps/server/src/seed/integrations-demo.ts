import { sql } from 'drizzle-orm';
import { gmbStatuses, integrationProviders } from '@switchboard/contract/integrations';
import {
  addIntegration,
  changeIntegration,
  linkGmbLocation,
  receiveGmbReviews,
} from '../modules/integrations/write-service';
import { disconnectAccount, linkAccount } from '../modules/whatsapp/account-service';
import { whatsappWebhookReceiver } from '../modules/whatsapp/webhook-service';
import type { Actor } from '../platform/audit/audit';
import { sandboxWhatsAppBsp } from '../platform/providers/adapters/sandbox-whatsapp-bsp';
import { rowsOf, type Db } from '../platform/db/client';

const system: Actor = { actorId: null, ip: null };
const cities = [
  { city: 'Mumbai', street: '14 Linking Road, Bandra West' },
  { city: 'Pune', street: '7 FC Road, Shivajinagar' },
  { city: 'Bengaluru', street: '22 100 Feet Road, Indiranagar' },
];

/**
 * Integration settings (odd orgs; a few with more than one page of them) and Google Business
 * locations tied to orgs and their first member, made through the services staff use, with
 * Google's ratings as the product's app reports them; then WhatsApp numbers for every third org.
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
  // Most places have a rating by now; a new one has no reviews yet.
  const places = await rowsOf<{ place_id: string; id: number }>(
    db,
    sql`select place_id, id from gmb_locations order by id`,
  );
  await receiveGmbReviews(db, {
    locations: places.map((p) => ({
      place_id: p.place_id,
      rating: p.id % 5 === 4 ? null : 3.6 + (p.id % 14) / 10,
      review_count: p.id % 5 === 4 ? 0 : 12 + ((p.id * 37) % 400),
    })),
  });
  await seedWhatsappDemo(db);
}

/**
 * WhatsApp numbers of every third org, linked through the sandbox BSP as staff would link
 * them; one in four disconnected again, one flagged by a quality event and a few customers'
 * messages, both through the BSP's webhook receiver.
 */
async function seedWhatsappDemo(db: Db): Promise<void> {
  const orgs = await rowsOf<{ id: number }>(
    db,
    sql`select id from orgs where id % 3 = 0 and deleted_at is null order by id`,
  );
  const bsp = sandboxWhatsAppBsp();
  const receive = whatsappWebhookReceiver(db);
  for (const org of orgs) {
    const phoneNumberId = `10${String(org.id * 7907).padStart(9, '0')}`;
    const { account } = await linkAccount(db, bsp, system, {
      org_id: org.id,
      waba_id: `20${String(org.id * 104729).padStart(11, '0')}`,
      phone_number_id: phoneNumberId,
    });
    if (org.id % 4 === 3) await disconnectAccount(db, system, account.id);
    else if (org.id % 5 === 0)
      await receive({
        entry: [
          {
            changes: [
              {
                field: 'phone_number_quality_update',
                value: {
                  display_phone_number: `91${account.phone_number}`,
                  event: 'FLAGGED',
                  current_limit: 'TIER_250',
                },
              },
            ],
          },
        ],
      });
    else
      await receive({
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: {
                  metadata: { phone_number_id: phoneNumberId },
                  messages: [
                    {
                      id: `wamid.demo-${org.id}`,
                      from: `9198450${String(10000 + org.id).slice(-5)}`,
                      timestamp: String(Math.floor(Date.now() / 1000) - org.id * 60),
                      type: 'text',
                      text: { body: 'Hi, is my number active yet?' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
  }
}
