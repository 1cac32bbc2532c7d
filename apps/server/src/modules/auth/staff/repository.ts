import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema/outbox';
import { alias } from 'drizzle-orm/pg-core';
import { consoleRoles } from '@switchboard/contract/roles';
import { staffInvitations, users } from '../../../db/schema/auth';
import type { DbOrTx } from '../../../platform/db/client';

/** Every staff member (SU, ADMIN) not deleted, by name. */
export function listStaffUsers(db: DbOrTx) {
  return db
    .select()
    .from(users)
    .where(and(inArray(users.role, [...consoleRoles]), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.id));
}

const inviter = alias(users, 'inviter');

/** Invitations neither accepted nor revoked (expired ones too: an SU resends or revokes them). */
export function listOpenInvitations(db: DbOrTx) {
  return db
    .select({
      invitation: staffInvitations,
      inviterFirst: inviter.firstName,
      inviterLast: inviter.lastName,
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedById))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(asc(staffInvitations.createdAt));
}

export async function findStaffUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...consoleRoles]), isNull(users.deletedAt)));
  return row ?? null;
}

/** Anyone (staff or customer) holding this email, deleted or not: the email is unique. */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function findOpenInvitation(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.id, id),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  return row ?? null;
}

/** The invitation behind a link: open and not expired. */
export async function findUsableInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Marks the invitation used, once: of two tabs accepting the same link at the same moment, one
 * gets the row back and the other nothing.
 */
export async function claimInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The active SUs, their rows locked until the transaction ends: two SUs demoting or
 * deactivating each other at once cannot both pass the last-SU check.
 */
export async function lockActiveSus(tx: DbOrTx) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SU'), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)))
    .for('update');
}

type NewInvitation = typeof staffInvitations.$inferInsert;
type NewUser = typeof users.$inferInsert;

/** Null when the address already has an open invitation (the partial unique index). */
export async function insertInvitation(db: DbOrTx, values: NewInvitation) {
  const [row] = await db.insert(staffInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateInvitation(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<NewInvitation, 'tokenHash' | 'expiresAt' | 'revokedAt' | 'userId'>>,
): Promise<void> {
  await db.update(staffInvitations).set(values).where(eq(staffInvitations.id, id));
}

export async function insertStaffUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('could not create the staff member');
  return row;
}

export async function updateStaffUser(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<NewUser, 'role' | 'status' | 'grants'>>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`staff member ${id} is gone`);
  return row;
}

/**
 * The text of the newest staff email of a kind (an invitation, a password reset) about one
 * record, unmasked: the sandbox hands it over.
 */
export async function newestStaffEmail(
  db: DbOrTx,
  kind: 'staff_invitation' | 'password_reset',
  about: { field: 'invitation_id' | 'user_id'; id: number },
) {
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'EMAIL'),
        sql`${outbox.payload}->>'kind' = ${kind}`,
        sql`(${outbox.payload}->>${about.field})::int = ${about.id}`,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ? String(row.payload.text ?? '') : null;
}

/** The text of the newest email sent for an invitation. */
export const newestInvitationEmail = (db: DbOrTx, invitationId: number) =>
  newestStaffEmail(db, 'staff_invitation', { field: 'invitation_id', id: invitationId });
