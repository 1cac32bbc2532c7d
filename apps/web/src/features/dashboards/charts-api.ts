import type {
  DashboardCalls,
  DashboardGrowth,
  DashboardKyc,
  DashboardMoney,
  DashboardOutbox,
} from '@switchboard/contract/dashboard-charts';
import type { DashboardGranularity } from '@switchboard/contract/rules/dashboard-range';
import { api } from '../../lib/api/api';

/** What every chart is asked for: India days, both ends included, and the bar size. */
export type ChartRange = { from: string; to: string; granularity: DashboardGranularity };

const chart = (path: string) => ({
  query: (range: ChartRange) => ({ url: `/dashboards/${path}`, params: range }),
  keepUnusedDataFor: 60,
});

/**
 * The charts' endpoints, injected when the charts' chunk loads (not with the counters), so
 * their schemas stay out of the dashboard's first download.
 */
export const chartsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardMoney: build.query<DashboardMoney, ChartRange>(chart('money')),
    dashboardGrowth: build.query<DashboardGrowth, ChartRange>(chart('growth')),
    dashboardCalls: build.query<DashboardCalls, ChartRange>(chart('calls')),
    dashboardKyc: build.query<DashboardKyc, ChartRange>(chart('kyc')),
    dashboardOutbox: build.query<DashboardOutbox, ChartRange>(chart('outbox')),
  }),
});

export const {
  useDashboardMoneyQuery,
  useDashboardGrowthQuery,
  useDashboardCallsQuery,
  useDashboardKycQuery,
  useDashboardOutboxQuery,
} = chartsApi;
