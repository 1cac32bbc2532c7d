import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/** A typical sales pipeline and a few lead groups for most demo orgs (every fifth has none yet). */
export async function seedLeadStagesDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into lead_stages (org_id, name, type, position)
      select o.id, s.name, s.type, s.position
        from orgs o cross join (values
          ('New', 'OPEN', 1), ('Contacted', 'OPEN', 2), ('Demo scheduled', 'OPEN', 3),
          ('Negotiation', 'OPEN', 4), ('Won', 'WON', 5), ('Lost', 'LOST', 6)
        ) as s(name, type, position)
       where o.id % 5 <> 0`);
    await tx.execute(sql`
      insert into lead_groups (org_id, name, type)
      select o.id, g.name, g.type
        from orgs o cross join (values
          ('Website enquiries', 'SOURCE'), ('Diwali campaign', 'CAMPAIGN'), ('North India', 'REGION')
        ) as g(name, type)
       where o.id % 5 <> 0`);
  });
}
