import type { DashboardSummary, SetupChecklist, SetupStep } from '@switchboard/contract/dashboards';
import { api } from '../../lib/api/api';

const setupApi = api.enhanceEndpoints({ addTagTypes: ['SetupChecklist'] });

export const dashboardsApi = setupApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, void>({
      query: () => '/dashboards/summary',
      keepUnusedDataFor: 30,
    }),
    setupChecklist: build.query<SetupChecklist, void>({
      query: () => '/dashboards/setup',
      providesTags: ['SetupChecklist'],
    }),
    dismissSetup: build.mutation<SetupChecklist, { dismissed: boolean }>({
      query: (body) => ({ url: '/dashboards/setup/dismiss', method: 'POST', body }),
      invalidatesTags: ['SetupChecklist'],
    }),
    markSetupStep: build.mutation<SetupChecklist, { step: Extract<SetupStep, 'catalogue'> }>({
      query: (body) => ({ url: '/dashboards/setup/mark', method: 'POST', body }),
      invalidatesTags: ['SetupChecklist'],
    }),
  }),
});

export const {
  useDashboardSummaryQuery,
  useSetupChecklistQuery,
  useDismissSetupMutation,
  useMarkSetupStepMutation,
} = dashboardsApi;
