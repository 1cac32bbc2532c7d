import { eq, sql } from 'drizzle-orm';
import { assignableStaffRoles, type StaffMember } from '@switchboard/contract/teams';
import { orgs } from '../../db/schema/teams';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

export type OrgRecord = typeof orgs.$inferSelect;
type OrgValues = Partial<typeof orgs.$inferInsert>;

/** The org row, locked for the rest of the transaction; null when there is no such org. */
export async function findOrgForUpdate(tx: DbOrTx, id: number): Promise<OrgRecord | null> {
  const [org] = await tx.select().from(orgs).where(eq(orgs.id, id)).for('update');
  return org ?? null;
}

/** Writes the given columns of one org (undefined ones are left as they are). */
export async function updateOrgRecord(tx: DbOrTx, id: number, values: OrgValues): Promise<void> {
  await tx.update(orgs).set(values).where(eq(orgs.id, id));
}

/** Adds CRM to the org's products (the caller checks that it is not there yet). */
export async function addCrmProduct(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(orgs)
    .set({ products: sql`array_append(${orgs.products}, 'crm')` })
    .where(eq(orgs.id, id));
}

/** The id of the org holding this product number, if any. */
export async function orgIdByProductNumber(db: DbOrTx, number: string): Promise<number | null> {
  const [holder] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(eq(orgs.productNumber, number));
  return holder?.id ?? null;
}

/** The org's stored settings (deleted or not); null when there is no such org. */
export async function storedOrgSettings(
  db: DbOrTx,
  id: number,
): Promise<Record<string, unknown> | null> {
  const [org] = await db.select({ settings: orgs.settings }).from(orgs).where(eq(orgs.id, id));
  return org ? org.settings : null;
}

const roles = sql.join(
  assignableStaffRoles.map((role) => sql`${role}`),
  sql`, `,
);

/** Whether this user can be an org's assigned staff member: an active SU or ADMIN. */
export async function isAssignableStaff(db: DbOrTx, userId: number): Promise<boolean> {
  const found = await rowsOf(
    db,
    sql`select 1 from users where id = ${userId} and role in (${roles}) and status = 'ACTIVE' and deleted_at is null`,
  );
  return found.length > 0;
}

/** The staff an org can be assigned to, by name; a handful, the cap only guards a surprise. */
export async function listAssignableStaff(
  db: DbOrTx,
  role: StaffMember['role'] | undefined,
): Promise<StaffMember[]> {
  return rowsOf<StaffMember>(
    db,
    sql`select id, trim(first_name || ' ' || last_name) as name, role from users
         where role in (${role ? sql`${role}` : roles}) and status = 'ACTIVE' and deleted_at is null
         order by first_name, last_name, id limit 500`,
  );
}
