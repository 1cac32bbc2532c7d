import type {
  callAgentListSchema,
  callDetailSchema,
  callPageSchema,
  callStatsSchema,
  cdrUpdatedSchema,
  recordingSchema,
  CdrUpdate,
} from '@switchboard/contract/calls';
import type { BulkCount, BulkResult } from '@switchboard/contract/bulk';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const callsBase = api.enhanceEndpoints({ addTagTypes: ['Calls'] });

/** Query parameters exactly as the wire wants them (zero-based page, no empty values). */
export type CallListParams = Record<string, string | number | boolean>;

export const callsApi = callsBase.injectEndpoints({
  endpoints: (build) => ({
    trialCalls: build.query<z.output<typeof callPageSchema>, CallListParams>({
      query: (params) => ({ url: '/call-history/trial', params }),
      providesTags: ['Calls'],
    }),
    orgCalls: build.query<
      z.output<typeof callPageSchema>,
      { orgId: number; params: CallListParams }
    >({
      query: ({ orgId, params }) => ({ url: `/call-history/org/${orgId}`, params }),
      providesTags: ['Calls'],
    }),
    // Dialer CDRs are asked for with a filter body (spec section 7), so this query POSTs.
    dialerCdrs: build.query<
      z.output<typeof callPageSchema>,
      { orgId: number; params: CallListParams }
    >({
      query: ({ orgId, params }) => ({
        url: '/admin/dialer/cdr/list',
        method: 'POST',
        body: { ...params, org_id: orgId },
      }),
      providesTags: ['Calls'],
    }),
    // The agent filter's choices, searched by the server as the user types (teams can be large).
    callAgents: build.query<
      z.output<typeof callAgentListSchema>,
      { orgId: number; text: string; userId: string }
    >({
      query: ({ orgId, text, userId }) => ({
        url: `/call-history/org/${orgId}/agents`,
        params: { ...(text ? { text } : {}), ...(userId ? { user_id: userId } : {}) },
      }),
    }),
    orgCallStats: build.query<
      z.output<typeof callStatsSchema>,
      { orgId: number; from?: string; to?: string }
    >({
      query: ({ orgId, ...range }) => ({
        url: `/call-history/org/${orgId}/stats/total-call-and-duration`,
        params: range,
      }),
      providesTags: ['Calls'],
    }),
    callDetail: build.query<z.output<typeof callDetailSchema>, number>({
      query: (id) => `/call-history/${id}/details`,
      providesTags: ['Calls'],
    }),
    // A fresh signed URL every time: they expire, so never served from the cache.
    callRecording: build.query<z.output<typeof recordingSchema>, number>({
      query: (id) => `/call-history/recording/${id}`,
      keepUnusedDataFor: 0,
    }),
    updateCdr: build.mutation<z.output<typeof cdrUpdatedSchema>, { id: number; body: CdrUpdate }>({
      query: ({ id, body }) => ({ url: `/call-history/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Calls'],
    }),
    /** Soft-delete or restore ticked calls (a chunk) or every call the filters match. */
    bulkCalls: build.mutation<
      BulkResult,
      { action: 'delete' | 'restore'; ids?: number[]; filter?: CallListParams }
    >({
      query: (body) => ({ url: '/call-history/bulk', method: 'POST', body }),
      invalidatesTags: ['Calls'],
    }),
    countCallsBulk: build.mutation<BulkCount, CallListParams>({
      query: (filter) => ({ url: '/call-history/bulk/count', method: 'POST', body: { filter } }),
    }),
  }),
});

export const {
  useBulkCallsMutation,
  useCountCallsBulkMutation,
  useTrialCallsQuery,
  useOrgCallsQuery,
  useDialerCdrsQuery,
  useCallAgentsQuery,
  useOrgCallStatsQuery,
  useCallDetailQuery,
  useLazyCallRecordingQuery,
  useUpdateCdrMutation,
} = callsApi;
