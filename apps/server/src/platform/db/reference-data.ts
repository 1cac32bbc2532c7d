import { sql } from 'drizzle-orm';
import { referenceDataVersions } from '../../db/schema/reference-data';
import type { Db, Tx } from './types';
import { markCurrentPlans, writePlanCatalogue } from './plan-catalogue';

/**
 * Reference data: the rows of the spec that every database needs, whatever SEED_DEMO says
 * (today the plan catalogue with its variants and the add-ons of spec section 3). Lead-stage
 * and lead-group types, KYC document lists and rejection messages are constants of the
 * contract, served without a table, so they need nothing here.
 *
 * The rule, for whoever adds a version:
 * - each version runs once per database, in order, in one transaction that also records it in
 *   reference_data_versions; a version that has shipped is never edited, a change is a new one;
 * - a version adds rows with `insert ... on conflict do nothing`, and changes an existing row
 *   only where it still holds the value an earlier version wrote (`... where price = <old>`),
 *   so whatever staff changed, and rows staff removed, stay as staff left them.
 */
type ReferenceVersion = {
  version: number;
  name: string;
  apply: (tx: Tx, productKey: string) => Promise<void>;
};

const versions: ReferenceVersion[] = [
  {
    version: 1,
    name: 'plan catalogue, plan variants and add-ons of spec section 3',
    apply: writePlanCatalogue,
  },
  {
    version: 2,
    name: 'the current plans of spec section 3 (staff manage it in the catalogue from here on)',
    apply: markCurrentPlans,
  },
];

export const REFERENCE_DATA_VERSION = versions.at(-1)?.version ?? 0;

/**
 * Brings the database's reference data up to the newest version; returns the versions it
 * applied (none when the database is current). Concurrent callers wait for each other on the
 * version table's lock, so each version still runs once.
 */
export async function applyReferenceData(db: Db, productKey: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${referenceDataVersions} in share row exclusive mode`);
    const [current] = await tx
      .select({ version: sql<number>`coalesce(max(${referenceDataVersions.version}), 0)::int` })
      .from(referenceDataVersions);
    const pending = versions.filter((v) => v.version > (current?.version ?? 0));
    for (const v of pending) {
      await v.apply(tx, productKey);
      await tx
        .insert(referenceDataVersions)
        .values({ version: v.version, name: v.name, productKey });
    }
    return pending.map((v) => v.version);
  });
}
