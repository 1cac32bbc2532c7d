import type { DashboardSummary } from '@switchboard/contract/dashboards';
import { api } from '../../lib/api/api';

export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, void>({
      query: () => '/dashboards/summary',
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useDashboardSummaryQuery } = dashboardsApi;
