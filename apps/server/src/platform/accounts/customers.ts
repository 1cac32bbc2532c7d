import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatMessage } from '@switchboard/contract/messages';
import type { CustomerRole } from '@switchboard/contract/users';
import { users } from '../../db/schema/auth';
import { rowsOf, type DbOrTx } from '../db/client';
import { conflict } from '../errors';

// A new customer user: the users area makes them (create, invite) and so does onboarding, when
// staff convert a lead who has not signed up yet. One way to make one, so the same checks hold.

/** A short code customers share; unambiguous letters and digits only. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export type NewCustomer = {
  first_name: string;
  last_name: string;
  /** Ten national digits. */
  phone: string;
  email?: string | null | undefined;
  role: CustomerRole;
};

/** The customer user (not staff, not deleted) with this phone. */
export async function customerIdOfPhone(db: DbOrTx, phone: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from users
         where phone = ${phone} and role in ('ORG_ADMIN', 'ORG_USER') and deleted_at is null
         limit 1`,
  );
  return row?.id ?? null;
}

/** Inserts a customer user; 409 when the phone or the email is someone's already. Answers the id. */
export async function insertCustomer(tx: DbOrTx, input: NewCustomer): Promise<number> {
  if (await customerIdOfPhone(tx, input.phone)) throw conflict(formatMessage('userPhoneTaken'));
  if (input.email) {
    const taken = await rowsOf(
      tx,
      sql`select 1 from users where lower(email) = lower(${input.email})`,
    );
    if (taken.length > 0) throw conflict(formatMessage('userEmailTaken'));
  }
  const [row] = await tx
    .insert(users)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      email: input.email ?? null,
      role: input.role,
      referralCode: newReferralCode(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return row.id;
}
