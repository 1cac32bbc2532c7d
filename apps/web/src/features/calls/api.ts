import {
  callDetailSchema,
  callPageSchema,
  callStatsSchema,
  cdrUpdatedSchema,
  recordingSchema,
  type CdrUpdate,
} from '@switchboard/contract/calls';
import { orgUserPageSchema } from '@switchboard/contract/users';
import type { z } from 'zod';
import { api } from '../../app/api';

const callsBase = api.enhanceEndpoints({ addTagTypes: ['Calls'] });
const parse = <S extends z.ZodType>(schema: S) => (data: unknown): z.output<S> => schema.parse(data);

/** Query parameters exactly as the wire wants them (zero-based page, no empty values). */
export type CallListParams = Record<string, string | number | boolean>;

export const callsApi = callsBase.injectEndpoints({
  endpoints: (build) => ({
    trialCalls: build.query<z.output<typeof callPageSchema>, CallListParams>({
      query: (params) => ({ url: '/call-history/trial', params }),
      transformResponse: parse(callPageSchema),
      providesTags: ['Calls'],
    }),
    orgCalls: build.query<z.output<typeof callPageSchema>, { orgId: number; params: CallListParams }>({
      query: ({ orgId, params }) => ({ url: `/call-history/org/${orgId}`, params }),
      transformResponse: parse(callPageSchema),
      providesTags: ['Calls'],
    }),
    // Dialer CDRs are asked for with a filter body (spec section 7), so this query POSTs.
    dialerCdrs: build.query<z.output<typeof callPageSchema>, { orgId: number; params: CallListParams }>({
      query: ({ orgId, params }) => ({ url: '/admin/dialer/cdr/list', method: 'POST', body: { ...params, org_id: orgId } }),
      transformResponse: parse(callPageSchema),
      providesTags: ['Calls'],
    }),
    // The team's members, for the agent filter: one page of the largest size the server allows.
    orgAgents: build.query<z.output<typeof orgUserPageSchema>, number>({
      query: (orgId) => ({ url: `/users/org/${orgId}`, params: { page: 1, page_size: 200 } }),
      transformResponse: parse(orgUserPageSchema),
    }),
    orgCallStats: build.query<z.output<typeof callStatsSchema>, { orgId: number; from?: string; to?: string }>({
      query: ({ orgId, ...range }) => ({ url: `/call-history/org/${orgId}/stats/total-call-and-duration`, params: range }),
      transformResponse: parse(callStatsSchema),
      providesTags: ['Calls'],
    }),
    callDetail: build.query<z.output<typeof callDetailSchema>, number>({
      query: (id) => `/call-history/${id}/details`,
      transformResponse: parse(callDetailSchema),
      providesTags: ['Calls'],
    }),
    // A fresh signed URL every time: they expire, so never served from the cache.
    callRecording: build.query<z.output<typeof recordingSchema>, number>({
      query: (id) => `/call-history/recording/${id}`,
      transformResponse: parse(recordingSchema),
      keepUnusedDataFor: 0,
    }),
    updateCdr: build.mutation<z.output<typeof cdrUpdatedSchema>, { id: number; body: CdrUpdate }>({
      query: ({ id, body }) => ({ url: `/call-history/${id}`, method: 'PUT', body }),
      transformResponse: parse(cdrUpdatedSchema),
      invalidatesTags: ['Calls'],
    }),
  }),
});

export const {
  useTrialCallsQuery,
  useOrgCallsQuery,
  useDialerCdrsQuery,
  useOrgAgentsQuery,
  useOrgCallStatsQuery,
  useCallDetailQuery,
  useLazyCallRecordingQuery,
  useUpdateCdrMutation,
} = callsApi;
