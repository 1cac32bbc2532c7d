import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';

/** Orgs with a WhatsApp number: one in five of the first 100,000. */
const ACCOUNTS = 20_000;

/**
 * WhatsApp numbers for one org in five, and messages over them: a tenth to the ten first
 * accounts (large senders), the rest spread evenly; one in three received, the rest sent in
 * every status, over customers' numbers that repeat (so a number has a history), one per
 * 6 seconds up to now.
 */
export async function seedWhatsapp(db: Db, count: number, log: (m: string) => void) {
  await db.execute(sql`
    insert into heltar_accounts (org_id, phone_number, display_name, status, quality_rating,
                                 messaging_tier, messaging_limit, waba_id, phone_number_id, synced_at)
    select o.id, '7' || lpad((o.id % 1000000000)::text, 9, '0'), o.name,
           (array['CONNECTED','CONNECTED','CONNECTED','FLAGGED','RESTRICTED','PENDING','DISCONNECTED'])[1 + o.id % 7],
           (array['GREEN','GREEN','YELLOW','RED'])[1 + o.id % 4], 'TIER_1K', 1000,
           'bench-waba-' || o.id, 'bench-' || o.id, now()
      from (select id, name from orgs order by id limit ${ACCOUNTS}) o
    on conflict do nothing`);
  const accounts = await rowsOf<{ n: number; min: number }>(
    db,
    sql`select count(*)::int as n, min(id)::int as min from heltar_accounts where phone_number_id like 'bench-%'`,
  );
  const { n, min } = accounts[0] ?? { n: 0, min: 0 };
  if (n === 0) throw new Error('seed orgs before WhatsApp messages');
  const batch = 500_000;
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    await db.execute(sql`
      insert into whatsapp_messages (org_id, account_id, direction, counterpart, kind, template_name,
                                     category, body, status, wamid, created_at, status_at)
      select a.org_id, a.id,
             case when g % 3 = 0 then 'IN' else 'OUT' end,
             '91' || (9000000000 + (g::bigint * 7919) % 2000000)::text,
             case when g % 3 = 0 then 'TEXT' else 'TEMPLATE' end,
             case when g % 3 = 0 then null else 'payment_reminder' end,
             case when g % 3 = 0 then 'SERVICE' else 'UTILITY' end,
             'Hi, your payment of Rs ' || (g % 5000) || ' is due.',
             case when g % 3 = 0 then 'RECEIVED'
                  else (array['SENT','DELIVERED','READ','READ','READ','FAILED'])[1 + g % 6] end,
             'wamid.bench-' || ${done}::bigint + g,
             now() - ((${count - done}::int - g) * interval '6 seconds'),
             now() - ((${count - done}::int - g) * interval '6 seconds') + interval '1 minute'
        from generate_series(1, ${size}) g
        join heltar_accounts a on a.id = ${min}::int +
             case when g % 10 = 0 then (g / 10) % 10 else (g::bigint * 104729 % ${n}::int)::int end`);
    log(`whatsapp messages: ${done + size}/${count}`);
  }
}
