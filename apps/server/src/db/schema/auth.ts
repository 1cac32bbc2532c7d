import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AbilityRule } from '@switchboard/contract/permissions';
import { createdAt, searchText, tstz, updatedAt } from './columns';

/** Staff and customer users share one table; `role` tells them apart. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email'),
    /** Ten national digits: +91 is stripped before storing (spec section 5). */
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    /** Extra ability rules granted to this user on top of the role's. */
    grants: jsonb('grants').$type<AbilityRule[]>().notNull().default([]),
    status: text('status').notNull().default('ACTIVE'),
    referralCode: text('referral_code'),
    /** Set while staff have switched the user's referral code off. */
    referralCodeDisabledAt: tstz('referral_code_disabled_at'),
    referredById: integer('referred_by_id'),
    lastIp: text('last_ip'),
    /** Staff: the last successful sign-in (the Staff page shows it). */
    lastSignInAt: tstz('last_sign_in_at'),
    /** Staff: the TOTP secret (base32), set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code at or before it is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
    search: searchText(
      `first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || id::text`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_role_idx').on(t.role),
    index('users_status_id_idx').on(t.status, t.id),
    // A user's page lists who they referred (modules/users).
    index('users_referred_by_idx').on(t.referredById),
    index('users_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/** A login session; only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * Failed logins per account and address, shared by every instance and kept across restarts.
 * Past the limit each further failure doubles the wait; a success deletes the row, so other
 * addresses (the account's owner) are never locked out by someone else's tries.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The email as typed, lower case: unknown accounts are throttled alike. */
    account: text('account').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: tstz('last_failed_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.address] }),
    index('login_failures_address_idx').on(t.address, t.lastFailedAt),
    index('login_failures_last_failed_idx').on(t.lastFailedAt),
  ],
);

/**
 * A staff invitation: the invitee sets their password through a single-use link that expires.
 * Only the token's SHA-256 is stored; accepting, revoking or resending (a new token) ends it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    revokedAt: tstz('revoked_at'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per address.
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** A single-use password-reset link: only its hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Ten single-use recovery codes per staff member with a second factor, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A password accepted for an account with a second factor: the code (or recovery code) must
 * follow within minutes. Only the hash of the challenge token (an httpOnly cookie) is stored.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash)],
);

/**
 * A staff member's passkey (WebAuthn credential), a second factor: the authenticator keeps the
 * private key; the server keeps the public key and the signature counter it last saw.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The credential's id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The name its owner gave it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge handed to the browser (enrolling a passkey, or the second step of a
 * sign-in): single use, minutes long, bound to the staff member it was made for.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `register` or `sign_in`. */
    purpose: text('purpose').notNull(),
    /** The random challenge, base64url (public: the browser sees it; its single use matters). */
    challenge: text('challenge').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge)],
);

/**
 * The console's own settings an SU changes from the Staff page, one row per key (a missing
 * row is the default). `mfa_required_for_everyone` (true/false): every staff member must set up
 * a second factor at their next sign-in, whatever MFA_REQUIRED_ROLES names.
 */
export const consoleSettings = pgTable('console_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
