import {
  dashboardCallsSchema,
  dashboardGrowthSchema,
  dashboardKycSchema,
  dashboardMoneySchema,
  dashboardOutboxSchema,
  type DashboardCalls,
  type DashboardGrowth,
  type DashboardKyc,
  type DashboardMoney,
  type DashboardOutbox,
} from '@switchboard/contract/dashboard-charts';
import type { DashboardGranularity } from '@switchboard/contract/rules/dashboard-range';
import { api } from '../../lib/api/api';

/** What every chart is asked for: India days, both ends included, and the bar size. */
export type ChartRange = { from: string; to: string; granularity: DashboardGranularity };

const chart = <T>(path: string, schema: { parse: (data: unknown) => T }) => ({
  query: (range: ChartRange) => ({ url: `/dashboards/${path}`, params: range }),
  transformResponse: (data: unknown) => schema.parse(data),
  keepUnusedDataFor: 60,
});

/**
 * The charts' endpoints, injected when the charts' chunk loads (not with the counters), so
 * their schemas stay out of the dashboard's first download.
 */
export const chartsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardMoney: build.query<DashboardMoney, ChartRange>(chart('money', dashboardMoneySchema)),
    dashboardGrowth: build.query<DashboardGrowth, ChartRange>(
      chart('growth', dashboardGrowthSchema),
    ),
    dashboardCalls: build.query<DashboardCalls, ChartRange>(chart('calls', dashboardCallsSchema)),
    dashboardKyc: build.query<DashboardKyc, ChartRange>(chart('kyc', dashboardKycSchema)),
    dashboardOutbox: build.query<DashboardOutbox, ChartRange>(
      chart('outbox', dashboardOutboxSchema),
    ),
  }),
});

export const {
  useDashboardMoneyQuery,
  useDashboardGrowthQuery,
  useDashboardCallsQuery,
  useDashboardKycQuery,
  useDashboardOutboxQuery,
} = chartsApi;
