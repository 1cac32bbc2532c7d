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
