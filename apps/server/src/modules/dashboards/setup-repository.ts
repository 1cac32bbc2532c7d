import { eq, sql } from 'drizzle-orm';
import { setupDismissals, setupMarks } from '../../db/schema/dashboards';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

type Row = Record<string, boolean | null>;

/**
 * What the data says of each setup step, in one round trip. Each is an `exists` (or a count
 * over a handful of staff rows), so an old company's dashboard pays nothing for it.
 */
export async function setupFacts(db: DbOrTx, staffId: number) {
  const [row = {}] = await rowsOf<Row>(
    db,
    sql`select
      exists (select 1 from setup_marks where step = 'catalogue') as catalogue,
      exists (select 1 from voip_numbers) as numbers,
      exists (select 1 from orgs where deleted_at is null) as team,
      exists (select 1 from kyc_queue_counts
               where review_status in ('APPROVED', 'REJECTED') and n > 0) as kyc,
      exists (select 1 from subscriptions) as plan,
      (select count(*) from users where role in ('SU', 'ADMIN') and deleted_at is null
          and status = 'ACTIVE') > 1 as staff,
      exists (select 1 from setup_dismissals where staff_id = ${staffId}) as dismissed`,
  );
  return {
    catalogue: row.catalogue === true,
    numbers: row.numbers === true,
    team: row.team === true,
    kyc: row.kyc === true,
    plan: row.plan === true,
    staff: row.staff === true,
    dismissed: row.dismissed === true,
  };
}

/** Hides the checklist for one staff member; false when it was hidden already. */
export async function insertDismissal(tx: DbOrTx, staffId: number): Promise<boolean> {
  const rows = await tx
    .insert(setupDismissals)
    .values({ staffId })
    .onConflictDoNothing()
    .returning({ staffId: setupDismissals.staffId });
  return rows.length > 0;
}

/** Shows it again; false when it was not hidden. */
export async function deleteDismissal(tx: DbOrTx, staffId: number): Promise<boolean> {
  const rows = await tx
    .delete(setupDismissals)
    .where(eq(setupDismissals.staffId, staffId))
    .returning({ staffId: setupDismissals.staffId });
  return rows.length > 0;
}

/** Ticks a step for the company; false when someone had ticked it already. */
export async function insertMark(tx: DbOrTx, step: string, markedBy: number): Promise<boolean> {
  const rows = await tx
    .insert(setupMarks)
    .values({ step, markedBy })
    .onConflictDoNothing()
    .returning({ step: setupMarks.step });
  return rows.length > 0;
}
