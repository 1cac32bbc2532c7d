import { envelope } from '@switchboard/contract/envelope';
import { idempotencyHeaders } from '@switchboard/contract/idempotency';
import { idParam } from '@switchboard/contract/params';
import {
  heltarLookupSchema,
  linkWhatsappAccountBody,
  orgWhatsappSchema,
  sendWhatsappMessageBody,
  sentWhatsappMessageResult,
  serviceWindowQuery,
  serviceWindowSchema,
  whatsappAccountListQuery,
  whatsappAccountPage,
  whatsappAccountResult,
  whatsappMessageListQuery,
  whatsappMessagePage,
  whatsappUsageQuery,
  whatsappUsageSchema,
} from '@switchboard/contract/whatsapp';
import { actorOf } from '../../platform/audit/audit';
import { moneyRequestOf } from '../../platform/billing/request-once';
import { providerAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import {
  disconnectAccount,
  heltarLookup,
  linkAccount,
  orgWhatsapp,
  resyncAccount,
  whatsappAccounts,
} from './account-service';
import { sendMessage, serviceWindow, whatsappMessages, whatsappUsage } from './message-service';

const tags = ['whatsapp'];

/** Numbers in full for an SU; masked for everyone else. */
const fullNumbers = (role: string | undefined) => role === 'SU';

/** WhatsApp accounts, templates, messages and usage (menu "Whatsapp" and the team hub's tab). */
export async function whatsappRoutes(app: App): Promise<void> {
  const db = app.db;

  // `id` is the org's id: staff look up the WhatsApp number an org has connected (spec).
  app.get(
    '/api/whatsapp/heltar/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(heltarLookupSchema) } },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({ data: await heltarLookup(db, request.params.id) }),
  );

  app.get(
    '/api/admin/whatsapp/accounts',
    {
      schema: {
        tags,
        querystring: whatsappAccountListQuery,
        response: { 200: envelope(whatsappAccountPage) },
      },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({ data: await whatsappAccounts(db, request.query) }),
  );

  app.post(
    '/api/admin/whatsapp/accounts',
    {
      schema: {
        tags,
        body: linkWhatsappAccountBody,
        response: { 200: envelope(whatsappAccountResult) },
      },
      config: { access: ['create', 'Whatsapp'], answers: providerAnswers('The WhatsApp BSP') },
    },
    async (request) => ({
      data: await linkAccount(db, app.whatsapp, actorOf(request), request.body),
    }),
  );

  app.post(
    '/api/admin/whatsapp/accounts/:id/sync',
    {
      schema: { tags, params: idParam, response: { 200: envelope(whatsappAccountResult) } },
      config: { access: ['update', 'Whatsapp'], answers: providerAnswers('The WhatsApp BSP') },
    },
    async (request) => ({
      data: await resyncAccount(db, app.whatsapp, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/whatsapp/accounts/:id/disconnect',
    {
      schema: { tags, params: idParam, response: { 200: envelope(whatsappAccountResult) } },
      config: { access: ['update', 'Whatsapp'] },
    },
    async (request) => ({
      data: await disconnectAccount(db, actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/whatsapp/accounts/:id/window',
    {
      schema: {
        tags,
        params: idParam,
        querystring: serviceWindowQuery,
        response: { 200: envelope(serviceWindowSchema) },
      },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({
      data: await serviceWindow(db, request.params.id, request.query.to),
    }),
  );

  app.post(
    '/api/admin/whatsapp/accounts/:id/messages',
    {
      schema: {
        tags,
        params: idParam,
        headers: idempotencyHeaders,
        body: sendWhatsappMessageBody,
        response: { 200: envelope(sentWhatsappMessageResult) },
      },
      config: { access: ['create', 'Whatsapp'] },
    },
    async (request) => {
      const { message, text } = await sendMessage(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        moneyRequestOf(request),
        fullNumbers(request.user?.role),
      );
      return { data: { sent: message, message: text } };
    },
  );

  app.get(
    '/api/admin/whatsapp/messages',
    {
      schema: {
        tags,
        querystring: whatsappMessageListQuery,
        response: { 200: envelope(whatsappMessagePage) },
      },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({
      data: await whatsappMessages(db, request.query, fullNumbers(request.user?.role)),
    }),
  );

  app.get(
    '/api/admin/whatsapp/orgs/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(orgWhatsappSchema) } },
      config: { access: ['read', 'Whatsapp'], answers: providerAnswers('The WhatsApp BSP') },
    },
    async (request) => ({ data: await orgWhatsapp(db, app.whatsapp, request.params.id) }),
  );

  app.get(
    '/api/admin/whatsapp/orgs/:id/usage',
    {
      schema: {
        tags,
        params: idParam,
        querystring: whatsappUsageQuery,
        response: { 200: envelope(whatsappUsageSchema) },
      },
      config: { access: ['read', 'Whatsapp'] },
    },
    async (request) => ({
      data: await whatsappUsage(db, request.params.id, request.query.month),
    }),
  );
}
