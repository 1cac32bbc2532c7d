import { simPhoneConnections, softphoneStates, userDevices } from '../db/schema/users';
import { onboardedOrg } from './factories';
import { outbox } from '../db/schema/outbox';
import { useTestApp } from './app';
import {
  checkRoutes,
  customer,
  freshPhone,
  get,
  invalid,
  post,
  type RouteCase,
} from './route-contract';

// The Users & Teams issue's other routes: users, notes, onboarding, the org activity timeline
// and the outbox (numbers, leads and event actions: numbers-leads-routes.test.ts).
const app = useTestApp();

const cases: RouteCase[] = [
  // Users: list, detail and its parts, and the changes made from it.
  {
    route: 'GET /users/search',
    access: ['read', 'User'],
    make: async () => ({
      good: get('/api/users/search?text=route'),
      bad: invalid(get('/api/users/search?order=SIDEWAYS'), 'order'),
    }),
  },
  {
    route: 'GET /users/{id}',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/users/${(await customer(app.ctx.db)).id}`),
      bad: invalid(get('/api/users/x'), 'id'),
    }),
  },
  {
    route: 'GET /users/{id}/recent-device',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/users/${(await customer(app.ctx.db)).id}/recent-device`),
      bad: invalid(get('/api/users/x/recent-device'), 'id'),
    }),
  },
  {
    route: 'GET /users/{id}/softphone',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/users/${(await customer(app.ctx.db)).id}/softphone`),
      bad: invalid(get('/api/users/x/softphone'), 'id'),
    }),
  },
  {
    route: 'GET /users/{id}/reconnect-softphone',
    access: ['update', 'User'],
    audit: 'users.reconnect_softphone',
    make: async () => {
      const { id } = await customer(app.ctx.db);
      await app.ctx.db
        .insert(softphoneStates)
        .values({ userId: id, sipUsername: `sip-${id}`, status: 'REGISTERED' });
      return {
        good: get(`/api/users/${id}/reconnect-softphone`),
        bad: invalid(get('/api/users/x/reconnect-softphone'), 'id'),
      };
    },
  },
  {
    route: 'POST /users/{id}/reconnect-softphone',
    access: ['update', 'User'],
    audit: 'users.reconnect_softphone',
    make: async () => {
      const { id } = await customer(app.ctx.db);
      await app.ctx.db
        .insert(softphoneStates)
        .values({ userId: id, sipUsername: `sip-${id}`, status: 'REGISTERED' });
      return {
        good: post(`/api/users/${id}/reconnect-softphone`),
        bad: invalid(post('/api/users/x/reconnect-softphone'), 'id'),
      };
    },
  },
  {
    route: 'POST /admin/users',
    access: ['create', 'User'],
    audit: 'users.create',
    make: async () => ({
      good: post('/api/admin/users', {
        first_name: 'Nisha',
        phone: `+91 ${freshPhone()}`,
      }),
      bad: invalid(post('/api/admin/users', { first_name: 'Nisha', phone: '12345' }), 'phone'),
    }),
  },
  {
    route: 'POST /admin/users/invite',
    access: ['create', 'User'],
    audit: 'users.invite',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post('/api/admin/users/invite', {
          first_name: 'Tara',
          phone: freshPhone(),
          org_id: id,
        }),
        bad: invalid(
          post('/api/admin/users/invite', { first_name: 'Tara', phone: '98765', org_id: id }),
          'phone',
        ),
      };
    },
  },
  {
    route: 'POST /admin/send-pn',
    access: ['update', 'User'],
    audit: 'users.send_push',
    make: async () => {
      const { id } = await customer(app.ctx.db);
      await app.ctx.db
        .insert(userDevices)
        .values({ userId: id, platform: 'android', pushToken: `tok-${id}` });
      return {
        good: post('/api/admin/send-pn', {
          user_id: id,
          title: 'Hello',
          body: 'Plan renews tomorrow',
        }),
        bad: invalid(post('/api/admin/send-pn', { user_id: id, title: ' ', body: 'x' }), 'title'),
      };
    },
  },
  {
    route: 'POST /admin/user-sim-phone-connection/{id}/unlink',
    access: ['update', 'User'],
    audit: 'users.unlink_sim',
    make: async () => {
      const { id, phone } = await customer(app.ctx.db);
      const [sim] = await app.ctx.db
        .insert(simPhoneConnections)
        .values({ userId: id, phone: phone! })
        .returning({ id: simPhoneConnections.id });
      return {
        good: post(`/api/admin/user-sim-phone-connection/${sim!.id}/unlink`),
        bad: invalid(post('/api/admin/user-sim-phone-connection/x/unlink'), 'id'),
      };
    },
  },
  {
    route: 'GET /users/org/{id}',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/users/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/users/org/1?page_size=1000'), 'page_size'),
    }),
  },
  {
    route: 'GET /presence/org/{id}',
    access: ['read', 'User'],
    make: async () => ({
      good: get(`/api/presence/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/presence/org/x'), 'id'),
    }),
  },

  // Notes on orgs and users.
  {
    route: 'POST /org/notes',
    access: ['create', 'Note'],
    audit: 'note.create',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post('/api/org/notes', {
          org_id: id,
          note: 'Action: Called, comment: Asked for GST',
        }),
        bad: invalid(post('/api/org/notes', { org_id: id, note: ' ' }), 'note'),
      };
    },
  },
  {
    route: 'GET /org/notes/{id}',
    access: ['read', 'Note'],
    make: async () => ({
      good: get(`/api/org/notes/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/org/notes/1?limit=0'), 'limit'),
    }),
  },
  {
    route: 'POST /users/notes',
    access: ['create', 'Note'],
    audit: 'note.create',
    make: async () => ({
      good: post('/api/users/notes', {
        user_id: (await customer(app.ctx.db)).id,
        note: 'Action: Met, comment: Demo given',
      }),
      bad: invalid(post('/api/users/notes', { note: 'x' }), 'user_id'),
    }),
  },
  {
    route: 'GET /users/notes/{id}',
    access: ['read', 'Note'],
    make: async () => ({
      good: get(`/api/users/notes/${(await customer(app.ctx.db)).id}`),
      bad: invalid(get('/api/users/notes/x'), 'id'),
    }),
  },

  // Onboarding.
  {
    route: 'GET /admin/org/onboarding-ui-config/{user_id}',
    access: ['read', 'Onboarding'],
    make: async () => ({
      good: get(`/api/admin/org/onboarding-ui-config/${(await customer(app.ctx.db)).id}`),
      bad: invalid(get('/api/admin/org/onboarding-ui-config/x'), 'user_id'),
    }),
  },
  {
    route: 'POST /admin/org',
    access: ['create', 'Org'],
    audit: 'orgs.create',
    make: async () => {
      const { id } = await customer(app.ctx.db, { role: 'ORG_ADMIN' });
      return {
        good: post('/api/admin/org', { name: 'Route Case Traders', owner_user_id: id }),
        bad: invalid(post('/api/admin/org', { name: 'R', owner_user_id: id }), 'name'),
      };
    },
  },
  {
    route: 'POST /admin/org/onboard',
    access: ['create', 'Onboarding'],
    audit: 'onboarding.onboard',
    make: async () => {
      const { id } = await customer(app.ctx.db, { role: 'ORG_ADMIN' });
      return {
        good: post('/api/admin/org/onboard', { user_id: id, org: { name: 'Route Case Boutique' } }),
        bad: invalid(
          post('/api/admin/org/onboard', {
            user_id: id,
            org: { name: 'Route Case Boutique', gstin: 'nope' },
          }),
          'org.gstin',
        ),
      };
    },
  },

  // The activity timeline of an org.
  {
    route: 'GET /audit/org/{id}',
    access: ['read', 'AuditLog'],
    make: async () => ({
      good: get(`/api/audit/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/audit/org/1?limit=0'), 'limit'),
    }),
  },

  // Every message sent or being sent, and what staff do with one that failed.
  {
    route: 'GET /outbox/channels',
    access: ['read', 'Outbox'],
    make: async () => ({
      good: get('/api/outbox/channels?channel=SMS'),
      bad: invalid(get('/api/outbox/channels?channel=PIGEON'), 'channel'),
    }),
  },
  {
    route: 'GET /outbox/{id}',
    access: ['read', 'Outbox'],
    make: async () => ({
      good: get(`/api/outbox/${await failedMessage()}`),
      bad: invalid(get('/api/outbox/abc'), 'id'),
    }),
  },
  {
    route: 'POST /outbox/{id}/retry',
    access: ['update', 'Outbox'],
    audit: 'outbox.retry',
    make: async () => ({
      good: post(`/api/outbox/${await failedMessage()}/retry`),
      bad: invalid(post('/api/outbox/0/retry'), 'id'),
    }),
  },
  {
    route: 'POST /outbox/{id}/cancel',
    access: ['update', 'Outbox'],
    audit: 'outbox.cancel',
    make: async () => ({
      good: post(`/api/outbox/${await failedMessage()}/cancel`),
      bad: invalid(post('/api/outbox/-1/cancel'), 'id'),
    }),
  },
  {
    route: 'POST /outbox/bulk',
    access: ['update', 'Outbox'],
    audit: 'outbox.retry',
    make: async () => ({
      good: post('/api/outbox/bulk', { action: 'retry', ids: [await failedMessage()] }),
      bad: invalid(post('/api/outbox/bulk', { action: 'resend', ids: [1] }), 'action'),
    }),
  },
  {
    route: 'POST /outbox/bulk/count',
    access: ['update', 'Outbox'],
    make: async () => ({
      good: post('/api/outbox/bulk/count', { filter: { status: 'FAILED' } }),
      bad: invalid(post('/api/outbox/bulk/count', { filter: { status: 'LOST' } }), 'filter.status'),
    }),
  },
  {
    route: 'GET /outbox',
    access: ['read', 'Outbox'],
    make: async () => ({
      good: get(`/api/outbox?channel=SMS&org_id=${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/outbox?status=LOST'), 'status'),
    }),
  },
];

/** A switch request that failed for good, as the delivery worker leaves one. */
async function failedMessage(): Promise<number> {
  const [row] = await app.ctx.db
    .insert(outbox)
    .values({
      channel: 'SWITCH',
      recipient: '8047000001',
      payload: { action: 'refresh-trunk' },
      status: 'FAILED',
      attempts: 8,
      lastError: 'HTTP 503',
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const areas = ['users', 'notes', 'onboarding', 'audit', 'outbox'];
checkRoutes(
  'every user, note, onboarding, activity and outbox route',
  cases,
  () => app,
  // The product app's routes take its API key, not a staff grant (sim-links.test.ts); a CSV
  // export answers a file, not `{data}` (users-export.test.ts, outbox-export.test.ts read them).
  (path, tags) =>
    tags.some((tag) => areas.includes(tag)) &&
    !path.startsWith('/api/app/') &&
    !path.endsWith('/export'),
);
