import { sql } from 'drizzle-orm';
import { addonCatalogue, currentPlanIds, planCatalogue } from '@switchboard/contract/rules/plans';
import { addons, plans, planVariants } from '../../db/schema/subscriptions';
import type { DbOrTx } from './types';

const UNLIMITED = 'unlimited calling minutes (fair usage applies)';
const WABA_ADVANCED =
  'WABA Advanced: higher WhatsApp Business API limits, broadcasts and automations';

/** What each plan is for, as staff read it beside the plan in the Create Plan modal (spec section 3: description). */
export const planDescriptions: Record<number, string> = {
  19: 'Entry all-in-one plan for small teams: calls on the app from a business number, with the CRM included.',
  1015: 'All-in-one Lite at the current price: calls on the app from a business number, with the CRM included.',
  20: 'Business phone system with the full CRM: IVR, call routing and call recording for growing teams.',
  1016: 'All-in-one Pro at the current price: IVR, call routing, call recording and the full CRM.',
  1017: 'Business phone number with IVR, call routing and call recording, and the CRM for contacts and notes.',
  9: 'Legacy standard phone plan: a business number with call routing. CRM and WhatsApp plans cannot be added on top.',
  17: 'WhatsApp Business API only: templates, broadcasts and a shared inbox, without calling.',
  15: 'Free CRM with WhatsApp Business API access, to try the product; no calling.',
  21: 'Biz Phone with the WhatsApp Business API: calls and WhatsApp conversations in one place.',
  10: 'Legacy price of WABA & Biz Phone: calls and WhatsApp conversations in one place.',
  22: 'All-in-one Lite with the WhatsApp Business API, for small teams that sell on calls and WhatsApp.',
  16: 'The CRM with the WhatsApp Business API, without calling.',
  14: 'Time-limited trial of the CRM, without calling.',
  13: 'The CRM on its own: contacts, lead stages, notes and reminders, without calling.',
  12: `Legacy all-in-one phone and CRM plan with ${WABA_ADVANCED}.`,
  23: 'Legacy standard phone plan bundled with the CRM.',
  1018: `All-in-one Pro with ${WABA_ADVANCED}.`,
  1019: `Biz Phone with ${WABA_ADVANCED}.`,
  11: 'Legacy plan: the CRM with a business phone number.',
  1020: `All-in-one Lite with ${WABA_ADVANCED}.`,
  1021: `All-in-one Lite with ${UNLIMITED}.`,
  1026: `Unlimited Lite (${UNLIMITED}) with ${WABA_ADVANCED}.`,
  1023: `Biz Phone with ${UNLIMITED}.`,
  1022: `All-in-one Pro with ${UNLIMITED}.`,
  24: 'For demos and internal testing only; not sold to customers.',
  1025: `Unlimited Biz Phone (${UNLIMITED}) with ${WABA_ADVANCED}.`,
  1024: `Unlimited Pro (${UNLIMITED}) with ${WABA_ADVANCED}.`,
};

/**
 * Writes the plan and add-on catalogue of spec section 3 with `{key}` products for this
 * PRODUCT_KEY: adds missing rows, leaves existing ones as they are, except that a plan whose
 * description is still empty (written before plans had descriptions) gets its description.
 * Safe to run again. Reference data version 1 (reference-data.ts) runs it once per database.
 */
export async function writePlanCatalogue(db: DbOrTx, productKey: string): Promise<void> {
  const catalogue = planCatalogue(productKey);
  await db
    .insert(addons)
    .values(
      addonCatalogue.map((a) => ({
        id: a.id,
        slug: a.slug,
        name: a.name,
        grossAmount: a.gross_amount,
        kind: a.kind,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(
      catalogue.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        description: planDescriptions[p.id] ?? '',
        products: p.products,
        addonIds: p.addon_ids,
      })),
    )
    // A database seeded before plans had descriptions gets them; a description already set stays.
    .onConflictDoUpdate({
      target: plans.id,
      set: { description: sql`excluded.description` },
      setWhere: sql`${plans.description} = ''`,
    });
  await db
    .insert(planVariants)
    .values(
      catalogue.flatMap((p) =>
        p.variants.map((v) => ({
          id: v.id,
          planId: p.id,
          name: v.name,
          amount: v.amount,
          revenueDuration: v.revenue_duration,
        })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * Reference data version 2: the plans spec section 3 calls current. Only rows still holding
 * the column's first value change, so a plan staff made legacy meanwhile stays legacy.
 */
export async function markCurrentPlans(db: DbOrTx): Promise<void> {
  await db
    .update(plans)
    .set({ isCurrent: true })
    .where(
      sql`${plans.id} in (select value::int from json_array_elements_text(${JSON.stringify(currentPlanIds)}::json)) and ${plans.isCurrent} = false`,
    );
}
