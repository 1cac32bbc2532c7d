import { eq, sql } from 'drizzle-orm';
import type { Role } from '@switchboard/contract/roles';
import type { Config } from '../config';
import { hashPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import { users } from '../db/schema/auth';

export type StaffInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
};

/** Creates a staff user, or resets the password, name and role of the one with that email. */
export async function upsertStaffUser(db: Db, input: StaffInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    passwordHash,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
    if (existing) {
      await tx
        .update(users)
        .set({ ...fields, status: 'ACTIVE', deletedAt: null })
        .where(eq(users.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(users)
      .values({ ...fields, email: input.email.toLowerCase() })
      .returning({ id: users.id });
    if (!row) throw new Error(`could not save staff user ${input.email}`);
    return row.id;
  });
}

/**
 * Deactivates the staff user with that email (the `users_revoke_sessions` trigger ends their
 * sessions). False when there is none.
 */
export async function deactivateStaffUser(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: 'INACTIVE' })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.role} in ('SU', 'ADMIN')`)
    .returning({ id: users.id });
  return rows.length > 0;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD, when set, create that SU at start. */
export async function ensureAdminFromEnv(db: Db, config: Config): Promise<void> {
  if (!config.admin) return;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${config.admin.email.toLowerCase()}`);
  if (existing) return;
  await upsertStaffUser(db, {
    email: config.admin.email,
    password: config.admin.password,
    firstName: 'Admin',
    lastName: '',
    role: 'SU',
  });
}
