import type { DbOrTx } from '../platform/db/client';
import { writePlanCatalogue } from '../platform/db/plan-catalogue';

export { planDescriptions } from '../platform/db/plan-catalogue';

/**
 * The plan and add-on catalogue of spec section 3; safe to run again. Every migrated database
 * already has it (reference data, platform/db/reference-data.ts): this stays for scripts and
 * tests that restore a catalogue row on purpose, e.g. a description emptied by the test.
 */
export async function seedCatalogue(db: DbOrTx, productKey: string): Promise<void> {
  await writePlanCatalogue(db, productKey);
}
