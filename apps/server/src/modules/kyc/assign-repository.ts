import { sql } from 'drizzle-orm';
import type { AbilityRule } from '@switchboard/contract/permissions';
import type { Role } from '@switchboard/contract/roles';
import { assignableStaffRoles } from '@switchboard/contract/teams';
import { rowsOf, type DbOrTx } from '../../platform/db/client';

/** An active console staff member, with what the reviewer rule needs to know of them. */
export type StaffCandidate = { id: number; name: string; role: Role; grants: AbilityRule[] };

const roles = sql.join(
  assignableStaffRoles.map((role) => sql`${role}`),
  sql`, `,
);
const candidates = sql`select id, trim(first_name || ' ' || last_name) as name, role, grants from users
  where role in (${roles}) and status = 'ACTIVE' and deleted_at is null`;

/** The console's active staff by name; a handful, the cap only guards a surprise. */
export const staffCandidates = (db: DbOrTx) =>
  rowsOf<StaffCandidate>(db, sql`${candidates} order by first_name, last_name, id limit 500`);

/** One active staff member, or undefined for anyone else (a customer, a deactivated user). */
export async function staffCandidate(db: DbOrTx, id: number): Promise<StaffCandidate | undefined> {
  const [row] = await rowsOf<StaffCandidate>(db, sql`${candidates} and id = ${id}`);
  return row;
}

/** A user's name as the queue shows it (whoever they are now). */
export async function userName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select trim(first_name || ' ' || last_name) as name from users where id = ${id}`,
  );
  return row?.name ?? null;
}

/** The org's name, for the answer's message. */
export async function orgName(db: DbOrTx, orgId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from orgs where id = ${orgId}`);
  return row?.name ?? String(orgId);
}

/** The review's assignee; the KYC's version is left alone (an assignment is not a review). */
export async function setAssignee(
  tx: DbOrTx,
  orgId: number,
  assigneeId: number | null,
): Promise<void> {
  await tx.execute(
    sql`update kyc set assignee_id = ${assigneeId}, updated_at = now() where org_id = ${orgId}`,
  );
}

/** Names of the given staff, by id, for a page of the queue. */
export async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, trim(first_name || ' ' || last_name) as name from users
         where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
