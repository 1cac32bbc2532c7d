import { bulkCountSchema, bulkResultSchema } from '@switchboard/contract/bulk';
import { envelope } from '@switchboard/contract/envelope';
import {
  channelModesQuery,
  channelModesSchema,
  outboxActionResultSchema,
  outboxBulkBody,
  outboxBulkCountBody,
  outboxDetailSchema,
  outboxExportQuery,
  outboxIdParam,
  outboxPageSchema,
  outboxQuery,
} from '@switchboard/contract/outbox';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { channelModes } from '../../platform/providers/registry';
import type { WhatsAppWebhookReceiver } from '../../platform/providers/whatsapp';
import { reportRoutes } from './report-routes';
import {
  bulkOutbox,
  cancelMessage,
  countOutboxBulk,
  exportOutbox,
  outboxDetail,
  outboxPage,
  retryMessage,
} from './service';

/** The outbox CSV's columns, in order: what the list and a message's page show. */
const outboxCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  timeColumn('created_at', 'Created'),
  { key: 'channel', header: 'Channel' },
  { key: 'recipient', header: 'Recipient' },
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'status', header: 'Status' },
  { key: 'attempts', header: 'Attempts' },
  { key: 'last_error', header: 'Last error' },
  { key: 'provider', header: 'Provider' },
  { key: 'provider_ref', header: 'Provider reference' },
  timeColumn('sent_at', 'Sent'),
  timeColumn('delivered_at', 'Delivered'),
  { key: 'payload', header: 'Message' },
];

/**
 * The Outbox page's API: every message the product sends (SMS, email, push, WhatsApp, switch
 * requests, webhooks), what each try got back from the provider, and staff's retry and cancel.
 */
export async function outboxRoutes(
  app: App,
  whatsappWebhook: WhatsAppWebhookReceiver,
): Promise<void> {
  const tags = ['outbox'];
  app.get(
    '/api/outbox',
    {
      schema: { tags, querystring: outboxQuery, response: { 200: envelope(outboxPageSchema) } },
      config: { access: ['read', 'Outbox'] },
    },
    async (request) => ({ data: await outboxPage(app.db, request.query) }),
  );
  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/outbox/export',
    {
      schema: { tags, querystring: outboxExportQuery },
      config: { access: ['read', 'Outbox'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'outbox',
        columns: outboxCsvColumns,
        rows: exportOutbox(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );
  app.get(
    '/api/outbox/channels',
    {
      schema: {
        tags,
        querystring: channelModesQuery,
        response: { 200: envelope(channelModesSchema) },
      },
      config: { access: ['read', 'Outbox'] },
    },
    async (request) => ({
      data: channelModes({ adapters: app.adapters, kyc: app.kyc }).filter(
        (mode) => !request.query.channel || mode.channel === request.query.channel,
      ),
    }),
  );
  app.get(
    '/api/outbox/:id',
    {
      schema: { tags, params: outboxIdParam, response: { 200: envelope(outboxDetailSchema) } },
      config: { access: ['read', 'Outbox'] },
    },
    async (request) => ({ data: await outboxDetail(app.db, request.params.id) }),
  );
  app.post(
    '/api/outbox/:id/retry',
    {
      schema: {
        tags,
        params: outboxIdParam,
        response: { 200: envelope(outboxActionResultSchema) },
      },
      config: { access: ['update', 'Outbox'] },
    },
    async (request) => ({
      data: await retryMessage(app.db, actorOf(request), request.params.id),
    }),
  );
  app.post(
    '/api/outbox/:id/cancel',
    {
      schema: {
        tags,
        params: outboxIdParam,
        response: { 200: envelope(outboxActionResultSchema) },
      },
      config: { access: ['update', 'Outbox'] },
    },
    async (request) => ({
      data: await cancelMessage(app.db, actorOf(request), request.params.id),
    }),
  );
  // Bulk retry / cancel: the same grant as the single action, which runs on every row.
  app.post(
    '/api/outbox/bulk',
    {
      schema: { tags, body: outboxBulkBody, response: { 200: envelope(bulkResultSchema) } },
      config: { access: ['update', 'Outbox'] },
    },
    async (request) => ({ data: await bulkOutbox(app.db, actorOf(request), request.body) }),
  );
  app.post(
    '/api/outbox/bulk/count',
    {
      schema: { tags, body: outboxBulkCountBody, response: { 200: envelope(bulkCountSchema) } },
      config: { access: ['update', 'Outbox'] },
    },
    async (request) => ({ data: await countOutboxBulk(app.db, request.body.filter) }),
  );
  await reportRoutes(app, whatsappWebhook);
}
