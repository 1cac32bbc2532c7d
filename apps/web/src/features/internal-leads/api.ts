import {
  importInternalLeadsResult,
  internalLeadDetailSchema,
  internalLeadPageSchema,
  internalLeadResultSchema,
  type CreateInternalLeadBody,
  type ImportInternalLeadsBody,
  type InternalLeadDetail,
  type InternalLeadSearchQuery,
  type UpdateInternalLeadBody,
} from '@switchboard/contract/internal-leads';
import {
  bulkCountSchema,
  bulkResultSchema,
  type BulkCount,
  type BulkResult,
} from '@switchboard/contract/bulk';
import { convertLeadResultSchema, type ConvertLeadBody } from '@switchboard/contract/onboarding';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

/** A lead list's filters as the bulk routes take them. */
export type LeadBulkFilter = Omit<InternalLeadSearchQuery, 'page' | 'page_size'>;

const base = api.enhanceEndpoints({ addTagTypes: ['InternalLeads'] });

export const internalLeadsApi = base.injectEndpoints({
  endpoints: (build) => ({
    searchInternalLeads: build.query<
      z.output<typeof internalLeadPageSchema>,
      InternalLeadSearchQuery
    >({
      query: (params) => ({ url: '/admin/internal-lead/search', params: presentParams(params) }),
      transformResponse: (data: unknown) => internalLeadPageSchema.parse(data),
      providesTags: ['InternalLeads'],
    }),
    /** One lead for its drawer: the customer it became and its history; a change refreshes it. */
    internalLead: build.query<InternalLeadDetail, number>({
      query: (id) => `/admin/internal-lead/${id}`,
      transformResponse: (data: unknown) => internalLeadDetailSchema.parse(data),
      providesTags: ['InternalLeads'],
    }),
    createInternalLead: build.mutation<
      z.output<typeof internalLeadResultSchema>,
      CreateInternalLeadBody
    >({
      query: (body) => ({ url: '/admin/internal-lead', method: 'POST', body }),
      transformResponse: (data: unknown) => internalLeadResultSchema.parse(data),
      invalidatesTags: ['InternalLeads'],
    }),
    updateInternalLead: build.mutation<
      z.output<typeof internalLeadResultSchema>,
      { id: number; body: UpdateInternalLeadBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/internal-lead/${id}`, method: 'PUT', body }),
      transformResponse: (data: unknown) => internalLeadResultSchema.parse(data),
      invalidatesTags: ['InternalLeads'],
    }),
    importInternalLeads: build.mutation<
      z.output<typeof importInternalLeadsResult>,
      ImportInternalLeadsBody
    >({
      query: (body) => ({ url: '/admin/internal-lead/import', method: 'POST', body }),
      transformResponse: (data: unknown) => importInternalLeadsResult.parse(data),
      invalidatesTags: (_result, _error, body) => (body.dry_run ? [] : ['InternalLeads']),
    }),
    convertInternalLead: build.mutation<
      z.output<typeof convertLeadResultSchema>,
      { id: number; body: ConvertLeadBody }
    >({
      query: ({ id, body }) => ({
        url: `/admin/internal-lead/${id}/convert`,
        method: 'POST',
        body,
      }),
      transformResponse: (data: unknown) => convertLeadResultSchema.parse(data),
      invalidatesTags: ['InternalLeads', 'Org'],
    }),
    /** Assign or move the stage of ticked leads (a chunk) or every lead the filters match. */
    bulkInternalLeads: build.mutation<
      BulkResult,
      {
        change: Pick<UpdateInternalLeadBody, 'owner_id' | 'stage'>;
        ids?: number[];
        filter?: LeadBulkFilter;
      }
    >({
      query: (body) => ({ url: '/admin/internal-lead/bulk', method: 'POST', body }),
      transformResponse: (data: unknown) => bulkResultSchema.parse(data),
      invalidatesTags: ['InternalLeads'],
    }),
    countInternalLeadsBulk: build.mutation<BulkCount, LeadBulkFilter>({
      query: (filter) => ({
        url: '/admin/internal-lead/bulk/count',
        method: 'POST',
        body: { filter },
      }),
      transformResponse: (data: unknown) => bulkCountSchema.parse(data),
    }),
  }),
});

export const {
  useBulkInternalLeadsMutation,
  useCountInternalLeadsBulkMutation,
  useSearchInternalLeadsQuery,
  useInternalLeadQuery,
  useCreateInternalLeadMutation,
  useUpdateInternalLeadMutation,
  useImportInternalLeadsMutation,
  useConvertInternalLeadMutation,
} = internalLeadsApi;
