import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createUserBody,
  inviteResultSchema,
  inviteUserBody,
  orgUserPageSchema,
  orgUsersQuery,
  presenceListSchema,
  reconnectResultSchema,
  recentDeviceSchema,
  sendPushBody,
  sendPushResultSchema,
  appSignInBody,
  appSignInResultSchema,
  appSimLinkBody,
  simConnectionSchema,
  softphoneStateSchema,
  unlinkSimBody,
  userDetailSchema,
  userExportQuery,
  userPageSchema,
  userRowSchema,
  userSearchQuery,
} from '@switchboard/contract/users';
import { checkApiKey } from '../../platform/auth/api-key';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers, errorAnswer } from '../../platform/http/file-answers';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { shortenerFor } from '../../platform/links/shortener';
import { recordAppSignIn } from './sign-in-service';
import {
  exportCustomers,
  lastDevice,
  orgMembersPage,
  orgMembersPresence,
  searchCustomers,
  userDetail,
  userSoftphone,
} from './read-service';
import {
  createUser,
  inviteUser,
  reconnectSoftphone,
  sendPush,
  linkSimConnection,
  unlinkSimConnection,
} from './service';

const tags = ['users'];
/** The customer CSV's columns, in order: what the list shows. */
const userCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email' },
  { key: 'role', header: 'Role' },
  { key: 'status', header: 'Status' },
  timeColumn('created_at', 'Created'),
];

export async function usersRoutes(app: App): Promise<void> {
  const { db } = app;

  app.get(
    '/api/users/search',
    {
      schema: { tags, querystring: userSearchQuery, response: { 200: envelope(userPageSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await searchCustomers(readsFor(request), request.query) }),
  );

  // The filtered customer list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/users/export',
    {
      schema: { tags, querystring: userExportQuery },
      config: { access: ['read', 'User'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'users',
        columns: userCsvColumns,
        rows: exportCustomers(readsFor(request), actorOf(request), request.query),
        // Newest first is the list's default, not a filter: only oldest first is named.
        filters: { ...request.query, order: request.query.order === 'ASC' ? 'ASC' : undefined },
      }),
  );

  app.get(
    '/api/users/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(userDetailSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await userDetail(db, request.params.id) }),
  );

  app.get(
    '/api/users/:id/recent-device',
    {
      schema: { tags, params: idParam, response: { 200: envelope(recentDeviceSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await lastDevice(db, request.params.id) }),
  );

  app.get(
    '/api/users/:id/softphone',
    {
      schema: { tags, params: idParam, response: { 200: envelope(softphoneStateSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await userSoftphone(db, request.params.id) }),
  );

  // The spec makes this a GET; it still changes state, so it needs update rights and is audited.
  // The GET stays for the clients that call it (deprecated in the API document, CSRF-checked);
  // the console and new clients POST.
  const reconnect = { tags, params: idParam, response: { 200: envelope(reconnectResultSchema) } };
  app.get(
    '/api/users/:id/reconnect-softphone',
    {
      schema: { ...reconnect, deprecated: true },
      config: { access: ['update', 'User'], csrf: 'always' },
    },
    async (request) => ({
      data: await reconnectSoftphone(db, actorOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/users/:id/reconnect-softphone',
    { schema: reconnect, config: { access: ['update', 'User'] } },
    async (request) => ({
      data: await reconnectSoftphone(db, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/users',
    {
      schema: { tags, body: createUserBody, response: { 200: envelope(userRowSchema) } },
      config: { access: ['create', 'User'] },
    },
    async (request) => ({ data: await createUser(db, actorOf(request), request.body) }),
  );

  app.post(
    '/api/admin/users/invite',
    {
      schema: { tags, body: inviteUserBody, response: { 200: envelope(inviteResultSchema) } },
      config: { access: ['create', 'User'] },
    },
    async (request) => ({
      data: await inviteUser(db, actorOf(request), request.body, {
        joinUrl: app.config.inviteLinkUrl,
        shorten: shortenerFor(app, request),
      }),
    }),
  );

  app.post(
    '/api/admin/send-pn',
    {
      schema: { tags, body: sendPushBody, response: { 200: envelope(sendPushResultSchema) } },
      config: { access: ['update', 'User'] },
    },
    async (request) => ({ data: await sendPush(db, actorOf(request), request.body) }),
  );

  // The product's app reports a SIM phone a customer linked (the console only unlinks them).
  app.post(
    '/api/app/sim-phone-connections',
    {
      schema: { tags, body: appSimLinkBody, response: { 200: envelope(simConnectionSchema) } },
      config: { public: true, csrf: false, apiKey: 'APP_API_KEY' },
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({ data: await linkSimConnection(db, request.body) }),
  );

  // The product's app reports a customer's sign-in; the team's Timeline lists it.
  app.post(
    '/api/app/sign-ins',
    {
      schema: { tags, body: appSignInBody, response: { 200: envelope(appSignInResultSchema) } },
      config: {
        public: true,
        csrf: false,
        apiKey: 'APP_API_KEY',
        answers: { 409: errorAnswer('The sign-in id was already reported for another user') },
      },
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({ data: await recordAppSignIn(db, request.body) }),
  );

  app.post(
    '/api/admin/user-sim-phone-connection/:id/unlink',
    {
      schema: {
        tags,
        params: idParam,
        body: unlinkSimBody,
        response: { 200: envelope(simConnectionSchema) },
      },
      config: { access: ['update', 'User'] },
    },
    async (request) => ({
      data: await unlinkSimConnection(db, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/users/org/:id',
    {
      schema: {
        tags,
        params: idParam,
        querystring: orgUsersQuery,
        response: { 200: envelope(orgUserPageSchema) },
      },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({
      data: await orgMembersPage(
        db,
        request.params.id,
        request.query.page,
        request.query.page_size,
      ),
    }),
  );

  app.get(
    '/api/presence/org/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(presenceListSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await orgMembersPresence(db, request.params.id) }),
  );
}
