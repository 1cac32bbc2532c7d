import { sql } from 'drizzle-orm';
import {
  internalLeadSources,
  internalLeadStages,
  type InternalLeadStage,
} from '@switchboard/contract/internal-leads';
import { saveEventAction } from '../modules/event-actions/service';
import { createLead, updateLead } from '../modules/internal-leads/service';
import type { Actor } from '../platform/audit/audit';
import { rowsOf, type Db } from '../platform/db/client';

const first = ['Suresh', 'Nandini', 'Rakesh', 'Fatima', 'Gopal', 'Shalini', 'Manoj', 'Anjali'];
const last = ['Agarwal', 'Pillai', 'Bose', 'Sheikh', 'Yadav', 'Hegde'];
/** The demo is seeded by the system, not by a staff member. */
const system: Actor = { actorId: null, ip: null };

/**
 * Sixty internal leads (three in four tied to a demo org), owned by the demo SU and ADMIN in
 * turn and moved through every stage, and the orgs' event-action settings: made through the
 * services staff use, so the demo holds nothing the product could not write.
 */
export async function seedInternalLeadsDemo(db: Db): Promise<void> {
  const staff = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where role in ('SU', 'ADMIN') order by id limit 2`,
  );
  const allOrgs = await rowsOf<{ id: number }>(db, sql`select id from orgs order by id`);
  const orgs = allOrgs.slice(0, 12);
  for (let g = 1; g <= 60; g += 1) {
    const orgId = g % 4 === 0 ? undefined : orgs[g % orgs.length]?.id;
    const { lead } = await createLead(db, system, {
      name: `${first[Math.floor(g / 12) % 8]} ${last[(g + Math.floor(g / 12)) % 6]}`,
      phone: `${7 + (g % 3)}${String(300000000 + g * 7919).padStart(9, '0')}`,
      email: Math.floor(g / 12) % 3 === 0 ? undefined : `lead${g}@example.in`,
      source: internalLeadSources[g % 5]!,
      owner_id: staff[g % staff.length]?.id,
      org_id: orgId,
    });
    // WON by hand is for a team's lead; one without a team stays QUALIFIED until converted.
    const stage: InternalLeadStage = internalLeadStages[g % 5]!;
    const reached = stage === 'WON' && orgId === undefined ? 'QUALIFIED' : stage;
    if (reached !== 'NEW') await updateLead(db, system, lead.id, { stage: reached });
  }
  for (const org of allOrgs.filter((o) => o.id % 2 === 0)) {
    await saveEventAction(db, system, {
      org_id: org.id,
      event: 'CALL_MISSED',
      action: 'SEND_SMS',
      config: { template: 'Sorry we missed your call. We will call you back shortly.' },
      is_active: org.id % 5 !== 0,
    });
    await saveEventAction(db, system, {
      org_id: org.id,
      event: 'LEAD_CREATED',
      action: 'NOTIFY_OWNER',
      config: {},
      is_active: org.id % 5 !== 0,
    });
  }
}
