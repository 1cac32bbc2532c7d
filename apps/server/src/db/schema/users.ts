import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { users } from './auth';

/** A phone or desktop a customer user signed in from; the newest one is the user's "device detail". */
export const userDevices = pgTable(
  'user_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platform: text('platform').notNull(),
    model: text('model'),
    osVersion: text('os_version'),
    appVersion: text('app_version'),
    /** Push token of the app install; a push notification goes to the newest device that has one. */
    pushToken: text('push_token'),
    ip: text('ip'),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('user_devices_user_seen_idx').on(t.userId, t.lastSeenAt.desc().nullsFirst())],
);

/**
 * A customer user's sign-in to the product's app, as the app reports it (POST /app/sign-ins);
 * the team's Timeline lists them. `sign_in_key` is the app's own id of the sign-in, so a report
 * sent twice is kept once.
 */
export const appSignIns = pgTable(
  'app_sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    signInKey: text('sign_in_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    signedInAt: tstz('signed_in_at').notNull(),
    ip: text('ip'),
    platform: text('platform'),
    appVersion: text('app_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_sign_ins_key_idx').on(t.signInKey),
    index('app_sign_ins_user_time_idx').on(t.userId, t.signedInAt.desc(), t.id.desc()),
  ],
);

/**
 * The user's softphone registration on the switch and their presence, as the switch last
 * reported it. One row a user; a reconnect asks the switch to re-register (outbox SWITCH).
 */
export const softphoneStates = pgTable('softphone_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  sipUsername: text('sip_username').notNull(),
  /** REGISTERED, UNREGISTERED or RECONNECTING. */
  status: text('status').notNull().default('UNREGISTERED'),
  /** AVAILABLE, BUSY, AWAY or OFFLINE. */
  presence: text('presence').notNull().default('OFFLINE'),
  /** When the current presence began, as the switch reported it. */
  presenceSince: tstz('presence_since'),
  registeredAt: tstz('registered_at'),
  lastReconnectAt: tstz('last_reconnect_at'),
  lastSeenAt: tstz('last_seen_at'),
  updatedAt: updatedAt(),
});

/** A SIM phone linked to a user's account so calls on the SIM are logged; staff can unlink it. */
export const simPhoneConnections = pgTable(
  'sim_phone_connections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Ten national digits. */
    phone: text('phone').notNull(),
    deviceModel: text('device_model'),
    /** LINKED or UNLINKED. */
    status: text('status').notNull().default('LINKED'),
    linkedAt: tstz('linked_at').notNull().defaultNow(),
    unlinkedAt: tstz('unlinked_at'),
    unlinkedById: integer('unlinked_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('sim_phone_connections_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    // A phone is linked to a user once at a time: the app reporting it twice links it once.
    uniqueIndex('sim_phone_connections_linked_key')
      .on(t.userId, t.phone)
      .where(sql`status = 'LINKED'`),
  ],
);
