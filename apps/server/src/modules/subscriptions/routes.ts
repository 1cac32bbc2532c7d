import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createSubscriptionBody,
  createSubscriptionResponse,
  dailyTalkTimesResponse,
  dailyTopUpBody,
  idempotencyHeaders,
  orgContextSchema,
  orgSubscriptionsQuery,
  orgSubscriptionsResponse,
  plansQuery,
  plansResponse,
  subscriptionExportQuery,
  subscriptionListQuery,
  subscriptionPage,
  subscriptionSchema,
  talkTimeSchema,
  topUpBody,
  topUpResponse,
} from '@switchboard/contract/subscriptions';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, dateColumn, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { registerActionRoutes } from './action-routes';
import { createSubscription } from './create-service';
import { serviceContext } from './rules-context';
import {
  dailyTopUps,
  exportSubscriptions,
  orgContext,
  orgSubscriptions,
  plansFor,
  subscription,
  subscriptionList,
  talkTime,
} from './service';
import { createDailyTopUp, createPulseTopUp } from './top-up-service';

const tags = ['subscriptions'];
/** The subscription CSV's columns, in order: what the list shows, amounts in rupees. */
const subscriptionCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'plan_id', header: 'Plan ID' },
  { key: 'plan_name', header: 'Plan' },
  { key: 'variant_name', header: 'Variant' },
  { key: 'status', header: 'Status' },
  { key: 'order_type', header: 'Order type' },
  dateColumn('start_date', 'Start'),
  dateColumn('valid_till', 'Valid till'),
  { key: 'amount', header: 'Amount (₹)' },
  { key: 'catalogue_amount', header: 'Catalogue price (₹)' },
  { key: 'price_override_reason', header: 'Price change reason' },
  { key: 'payment_type', header: 'Payment' },
  { key: 'payment_id', header: 'Payment ID' },
  { key: 'gstin', header: 'GSTIN' },
  timeColumn('created_at', 'Created'),
  timeColumn('ended_at', 'Ended'),
];

export async function subscriptionsRoutes(app: App): Promise<void> {
  app.get(
    '/api/subscription/plans/all',
    {
      schema: { tags, querystring: plansQuery, response: { 200: envelope(plansResponse) } },
      config: { access: ['read', 'Plan'] },
    },
    async (request) => ({ data: await plansFor(app.db, request.query.org_id) }),
  );

  app.get(
    '/api/subscription/list',
    {
      schema: {
        tags,
        querystring: subscriptionListQuery,
        response: { 200: envelope(subscriptionPage) },
      },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({ data: await subscriptionList(readsFor(request), request.query) }),
  );

  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/subscription/export',
    {
      schema: { tags, querystring: subscriptionExportQuery },
      config: { access: ['read', 'Subscription'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'subscriptions',
        columns: subscriptionCsvColumns,
        rows: exportSubscriptions(readsFor(request), actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.get(
    '/api/subscription/org-context/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(orgContextSchema) } },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({ data: await orgContext(app.db, request.params.id) }),
  );

  app.get(
    '/api/subscription/org/:id',
    {
      schema: {
        tags,
        params: idParam,
        querystring: orgSubscriptionsQuery,
        response: { 200: envelope(orgSubscriptionsResponse) },
      },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({
      data: await orgSubscriptions(app.db, request.params.id, request.query.order),
    }),
  );

  app.get(
    '/api/subscription/talk-time/:id/list',
    {
      schema: { tags, params: idParam, response: { 200: envelope(dailyTalkTimesResponse) } },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({ data: await dailyTopUps(app.db, request.params.id) }),
  );

  app.get(
    '/api/subscription/talk-time/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(talkTimeSchema) } },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({ data: await talkTime(app.db, request.params.id) }),
  );

  app.get(
    '/api/subscription/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(subscriptionSchema) } },
      config: { access: ['read', 'Subscription'] },
    },
    async (request) => ({ data: await subscription(app.db, request.params.id) }),
  );

  app.post(
    '/api/subscription',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: createSubscriptionBody,
        response: { 200: envelope(createSubscriptionResponse) },
      },
      config: { access: ['create', 'Subscription'] },
    },
    async (request) => ({
      data: await createSubscription(serviceContext(app, request), request.body),
    }),
  );

  app.post(
    '/api/subscription/top-up',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: topUpBody,
        response: { 200: envelope(topUpResponse) },
      },
      config: { access: ['create', 'Subscription'] },
    },
    async (request) => ({
      data: await createPulseTopUp(serviceContext(app, request), request.body),
    }),
  );

  app.post(
    '/api/subscription/daily-top-up',
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: dailyTopUpBody,
        response: { 200: envelope(topUpResponse) },
      },
      config: { access: ['create', 'Subscription'] },
    },
    async (request) => ({
      data: await createDailyTopUp(serviceContext(app, request), request.body),
    }),
  );

  await registerActionRoutes(app);
}
