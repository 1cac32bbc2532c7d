import { z } from 'zod';
import { pageOf, pageQuery } from './paging';
import { indianMobileSchema } from './rules/phone';
import type { AreaOperations } from './operation-name';
import { instant, oneOf } from './answer-formats';

export const userStatuses = ['ACTIVE', 'INACTIVE'] as const;
export const customerRoles = ['ORG_ADMIN', 'ORG_USER'] as const;
export type CustomerRole = (typeof customerRoles)[number];

/** GET /users/search: order defaults to DESC (newest first), text is matched anywhere. */
export const userSearchQuery = pageQuery.extend({
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  status: z.enum(userStatuses).optional(),
  text: z.string().trim().max(100).optional(),
});
export type UserSearchQuery = z.input<typeof userSearchQuery>;
export type UserSearchParams = z.output<typeof userSearchQuery>;
/** GET /users/export: the list's filters and order, every matching customer (no paging). */
export const userExportQuery = userSearchQuery.omit({ page: true, page_size: true });

export const userRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  status: oneOf(userStatuses),
  created_at: instant,
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userPageSchema = pageOf(userRowSchema);

const personSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const simConnectionSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  device_model: z.string().nullable(),
  status: z.enum(['LINKED', 'UNLINKED']),
  linked_at: instant,
  unlinked_at: instant.nullable(),
});
export type SimConnection = z.infer<typeof simConnectionSchema>;
/**
 * POST /app/sim-phone-connections (the product's app, APP_API_KEY): a customer linked their
 * phone's SIM for calling. Reported twice, it is linked once.
 */
export const appSimLinkBody = z.object({
  user_id: z.number().int().positive().max(2_147_483_647),
  phone: z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
  device_model: z.string().trim().min(1).max(100).optional(),
});
export type AppSimLinkBody = z.infer<typeof appSimLinkBody>;
/**
 * POST /app/sign-ins: the product's app reports that a customer user signed in (staff read it on
 * the team's Timeline). `sign_in_id` is the app's own id of that sign-in (its session id): the
 * app may send it again after a timeout, and it is recorded once.
 */
export const appSignInBody = z.object({
  sign_in_id: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,100}$/, 'letters, digits and . : _ - (up to 100)'),
  user_id: z.number().int().positive().max(2_147_483_647),
  /** When the user signed in, on the app's clock. */
  at: z.iso.datetime({ offset: true }),
  /** The address the app saw the sign-in come from. */
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  /** Where: `android`, `ios`, `web`, `desktop`. */
  platform: z.string().trim().min(1).max(40).optional(),
  app_version: z.string().trim().min(1).max(40).optional(),
});
export type AppSignInBody = z.infer<typeof appSignInBody>;
export const appSignInResultSchema = z.object({
  id: z.number().int(),
  /** False when this sign-in had been reported before (nothing new was written). */
  recorded: z.boolean(),
});
export type AppSignInResult = z.infer<typeof appSignInResultSchema>;

/** POST /admin/user-sim-phone-connection/{id}/unlink: no fields; the console may send `{}`. */
export const unlinkSimBody = z.object({}).optional();

/** GET /users/{id}: the user with their org(s), IP, referrals and SIM connections. */
export const userDetailSchema = userRowSchema.extend({
  ip: z.string().nullable(),
  orgs: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.string(),
      product_number: z.string().nullable(),
    }),
  ),
  referral_code: z.string().nullable(),
  referred_by: personSchema.nullable(),
  /** The newest 50 users this user referred, and how many in all. */
  referrals: z.array(personSchema.extend({ created_at: instant })),
  referral_count: z.number().int(),
  sim_connections: z.array(simConnectionSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const deviceSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  model: z.string().nullable(),
  os_version: z.string().nullable(),
  app_version: z.string().nullable(),
  ip: z.string().nullable(),
  has_push_token: z.boolean(),
  last_seen_at: instant,
});
/** GET /users/{id}/recent-device: null when the user never signed in on a device. */
export const recentDeviceSchema = deviceSchema.nullable();
export type Device = z.infer<typeof deviceSchema>;

export const softphoneSchema = z.object({
  user_id: z.number().int(),
  sip_username: z.string(),
  status: z.enum(['REGISTERED', 'UNREGISTERED', 'RECONNECTING']),
  presence: z.enum(['AVAILABLE', 'BUSY', 'AWAY', 'OFFLINE']),
  registered_at: instant.nullable(),
  last_reconnect_at: instant.nullable(),
  last_seen_at: instant.nullable(),
});
/** GET /users/{id}/softphone: null when the user has no softphone. */
export const softphoneStateSchema = softphoneSchema.nullable();
export type Softphone = z.infer<typeof softphoneSchema>;

/** GET /users/{id}/reconnect-softphone: the request sent to the switch. */
export const reconnectResultSchema = z.object({
  softphone: softphoneSchema,
  request_id: z.number().int(),
});

const nameField = z.string().trim().min(1).max(80);

/** POST /admin/users */
export const createUserBody = z.object({
  first_name: nameField,
  last_name: z.string().trim().max(80).default(''),
  phone: indianMobileSchema,
  email: z.email().max(200).optional(),
  role: z.enum(customerRoles).default('ORG_USER'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** POST /admin/users/invite {first_name, last_name, phone, org_id} */
export const inviteUserBody = z.object({
  first_name: nameField,
  last_name: z.string().trim().max(80).default(''),
  phone: indianMobileSchema,
  org_id: z.number().int().positive(),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;
export const inviteResultSchema = z.object({
  user: userRowSchema,
  org_id: z.number().int(),
  created: z.boolean(),
});

/** POST /admin/send-pn */
export const sendPushBody = z.object({
  user_id: z.number().int().positive(),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(500),
});
export type SendPushBody = z.infer<typeof sendPushBody>;
export const sendPushResultSchema = z.object({
  message_id: z.number().int(),
  device_id: z.number().int(),
});

/** GET /users/org/{id}: the org's members. */
export const orgUserRowSchema = userRowSchema.extend({
  org_role: z.string(),
  joined_at: instant,
});
export type OrgUserRow = z.infer<typeof orgUserRowSchema>;
export const orgUsersQuery = pageQuery;
export const orgUserPageSchema = pageOf(orgUserRowSchema);

/** GET /presence/org/{id}: every member's presence and softphone state. */
export const presenceRowSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  presence: softphoneSchema.shape.presence,
  softphone_status: softphoneSchema.shape.status.nullable(),
  last_seen_at: instant.nullable(),
  /** When the current presence began (null when never reported). */
  presence_since: z.string().nullable(),
});
export type PresenceRow = z.infer<typeof presenceRowSchema>;
export const presenceListSchema = z.array(presenceRowSchema);

/** The area's API operations: their operationId and summary in the OpenAPI document. */
export const usersOperations = {
  'GET /api/users/search': ['searchUsers', 'Search users'],
  'GET /api/users/export': ['exportUsers', 'The filtered user list as CSV (streamed, audited)'],
  'GET /api/users/:id': ['getUser', 'A user with their orgs, devices and SIM connections'],
  'GET /api/users/:id/recent-device': ['getUserRecentDevice', "A user's most recent device"],
  'GET /api/users/:id/softphone': ['getUserSoftphone', "A user's softphone"],
  'GET /api/users/:id/reconnect-softphone': [
    'reconnectUserSoftphone',
    "Reconnect a user's softphone (deprecated: a change on GET; POST the same path)",
  ],
  'POST /api/users/:id/reconnect-softphone': [
    'reconnectUserSoftphonePost',
    "Reconnect a user's softphone",
  ],
  'POST /api/admin/users': ['createUser', 'Create a customer user'],
  'POST /api/admin/users/invite': ['inviteUser', 'Invite a user to an org'],
  'POST /api/admin/send-pn': ['sendPushNotification', 'Send a push notification'],
  'POST /api/app/sim-phone-connections': [
    'appLinkSimPhone',
    "The product's app reports a customer's SIM phone link (APP_API_KEY)",
  ],
  'POST /api/app/sign-ins': [
    'appReportSignIn',
    "The product's app reports a customer's sign-in (APP_API_KEY)",
  ],
  'POST /api/admin/user-sim-phone-connection/:id/unlink': [
    'unlinkSimConnection',
    "Unlink a user's SIM phone connection",
  ],
  'GET /api/users/org/:id': ['listOrgMembers', "An org's members"],
  'GET /api/presence/org/:id': [
    'listOrgPresence',
    "Presence and softphone state of an org's members",
  ],
} as const satisfies AreaOperations;
