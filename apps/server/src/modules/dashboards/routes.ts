import {
  dashboardCallsSchema,
  dashboardGrowthSchema,
  dashboardKycSchema,
  dashboardMoneySchema,
  dashboardOutboxSchema,
  dashboardRangeQuery,
} from '@switchboard/contract/dashboard-charts';
import { dashboardSummarySchema } from '@switchboard/contract/dashboards';
import { envelope } from '@switchboard/contract/envelope';
import type { z } from 'zod';
import type { App } from '../../platform/http/types';
import { callsChart, growthChart, kycChart, moneyChart, outboxChart } from './charts-service';
import { summary } from './service';

export async function dashboardsRoutes(app: App): Promise<void> {
  app.get(
    '/api/dashboards/summary',
    {
      schema: { tags: ['dashboards'], response: { 200: envelope(dashboardSummarySchema) } },
      config: { access: ['read', 'Dashboard'] },
    },
    async () => ({ data: await summary(app.db) }),
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
      async (request) => ({ data: await answer(app.db, request.query) }),
    );
  }
}
