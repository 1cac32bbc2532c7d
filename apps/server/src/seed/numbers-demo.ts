import { sql } from 'drizzle-orm';
import { createTextVoiceMessage } from '../modules/numbers/service';
import { rowsOf, type Db } from '../platform/db/client';

/**
 * VoIP numbers and their history for the demo orgs (in SQL: their dates lie in the past, which
 * the inventory's moves cannot give), and text voice messages made as staff make them.
 */
export async function seedNumbersDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into voip_numbers (org_id, number, provider, status, assigned_at, released_at)
      select o.id, '80' || lpad((45000000 + o.id * 10 + k)::text, 8, '0'),
             (array['Tata Tele', 'Airtel', 'Jio'])[1 + (o.id + k) % 3],
             case when k = 2 then 'QUARANTINED' else 'ASSIGNED' end,
             o.created_at + k * interval '3 days',
             case when k = 2 then o.created_at + interval '20 days' end
        from orgs o cross join generate_series(0, 2) k
       where o.id % 3 <> 0 and (k < 2 or o.id % 2 = 0)`);
    await tx.execute(sql`
      insert into voip_number_history (org_id, number, action, details, actor_id, created_at)
      select v.org_id, v.number, 'ASSIGNED', jsonb_build_object('provider', v.provider), o.assigned_staff_id, v.assigned_at
        from voip_numbers v join orgs o on o.id = v.org_id
      union all
      select v.org_id, v.number, 'RELEASED', '{}'::jsonb, o.assigned_staff_id, v.released_at
        from voip_numbers v join orgs o on o.id = v.org_id where v.status = 'QUARANTINED'
      order by 6`);
  });
  const orgs = await rowsOf<{ id: number; name: string; staff: number | null }>(
    db,
    sql`select id, name, assigned_staff_id as staff from orgs where id % 2 = 1 order by id`,
  );
  for (const org of orgs) {
    const actor = { actorId: org.staff, ip: null };
    await createTextVoiceMessage(db, actor, {
      org_id: org.id,
      name: 'Welcome',
      text: `Thank you for calling ${org.name}. Please hold while we connect you.`,
    });
    await createTextVoiceMessage(db, actor, {
      org_id: org.id,
      name: 'After hours',
      text: 'Our office is closed now. Please call between 9 am and 7 pm, Monday to Saturday.',
    });
  }
}
