import {
  dashboardCallsSchema,
  dashboardGrowthSchema,
  dashboardKycSchema,
  dashboardMoneySchema,
  dashboardOutboxSchema,
  dashboardRangeQuery,
} from '@switchboard/contract/dashboard-charts';
import {
  dashboardSummarySchema,
  setupChecklistSchema,
  setupDismissBody,
  setupMarkBody,
} from '@switchboard/contract/dashboards';
import { envelope } from '@switchboard/contract/envelope';
import type { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { channelModes } from '../../platform/providers/registry';
import { callsChart, growthChart, kycChart, moneyChart, outboxChart } from './charts-service';
import { summary } from './service';
import { dismissSetup, markSetupStep, setupChecklist } from './setup-service';

export async function dashboardsRoutes(app: App): Promise<void> {
  app.get(
    '/api/dashboards/summary',
    {
      schema: { tags: ['dashboards'], response: { 200: envelope(dashboardSummarySchema) } },
      config: { access: ['read', 'Dashboard'] },
    },
    async (request) => ({ data: await summary(readsFor(request)) }),
  );

  // The setup checklist of a new company: what the data says, and whether I hid it.
  const checklist = (request: Parameters<typeof actorOf>[0]) =>
    setupChecklist(
      app.db,
      actorOf(request),
      channelModes({ adapters: app.adapters, kyc: app.kyc }).every((mode) => !mode.sandbox),
    );
  const setupAnswer = { 200: envelope(setupChecklistSchema) };
  app.get(
    '/api/dashboards/setup',
    {
      schema: { tags: ['dashboards'], response: setupAnswer },
      config: { access: ['read', 'Dashboard'] },
    },
    async (request) => ({ data: await checklist(request) }),
  );
  app.post(
    '/api/dashboards/setup/dismiss',
    {
      schema: { tags: ['dashboards'], body: setupDismissBody, response: setupAnswer },
      config: { access: ['read', 'Dashboard'] },
    },
    async (request) => {
      await dismissSetup(app.db, actorOf(request), request.body.dismissed);
      return { data: await checklist(request) };
    },
  );
  app.post(
    '/api/dashboards/setup/mark',
    {
      schema: { tags: ['dashboards'], body: setupMarkBody, response: setupAnswer },
      config: { access: ['update', 'Plan'] },
    },
    async (request) => {
      await markSetupStep(app.db, actorOf(request), request.body.step);
      return { data: await checklist(request) };
    },
  );

  // The charts: one route each, so each card loads (and fails) on its own. Same range query.
  const charts = [
    ['money', dashboardMoneySchema, moneyChart],
    ['growth', dashboardGrowthSchema, growthChart],
    ['calls', dashboardCallsSchema, callsChart],
    ['kyc', dashboardKycSchema, kycChart],
    ['outbox', dashboardOutboxSchema, outboxChart],
  ] as const;
  for (const [name, schema, answer] of charts) {
    app.get(
      `/api/dashboards/${name}`,
      {
        schema: {
          tags: ['dashboards'],
          querystring: dashboardRangeQuery,
          response: { 200: envelope(schema as z.ZodType) },
        },
        config: { access: ['read', 'Dashboard'] },
      },
      async (request) => ({ data: await answer(readsFor(request), request.query) }),
    );
  }
}
