import type {
  importInternalLeadsResult,
  internalLeadPageSchema,
  internalLeadResultSchema,
  CreateInternalLeadBody,
  ImportInternalLeadsBody,
  InternalLeadDetail,
  InternalLeadSearchQuery,
  UpdateInternalLeadBody,
} from '@switchboard/contract/internal-leads';
import type { BulkCount, BulkResult } from '@switchboard/contract/bulk';
import type { convertLeadResultSchema, ConvertLeadBody } from '@switchboard/contract/onboarding';
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
      providesTags: ['InternalLeads'],
    }),
    /** One lead for its drawer: the customer it became and its history; a change refreshes it. */
    internalLead: build.query<InternalLeadDetail, number>({
      query: (id) => `/admin/internal-lead/${id}`,
      providesTags: ['InternalLeads'],
    }),
    createInternalLead: build.mutation<
      z.output<typeof internalLeadResultSchema>,
      CreateInternalLeadBody
    >({
      query: (body) => ({ url: '/admin/internal-lead', method: 'POST', body }),
      invalidatesTags: ['InternalLeads'],
    }),
    updateInternalLead: build.mutation<
      z.output<typeof internalLeadResultSchema>,
      { id: number; body: UpdateInternalLeadBody }
    >({
      query: ({ id, body }) => ({ url: `/admin/internal-lead/${id}`, method: 'PUT', body }),
      invalidatesTags: ['InternalLeads'],
    }),
    importInternalLeads: build.mutation<
      z.output<typeof importInternalLeadsResult>,
      ImportInternalLeadsBody
    >({
      query: (body) => ({ url: '/admin/internal-lead/import', method: 'POST', body }),
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
      invalidatesTags: ['InternalLeads'],
    }),
    countInternalLeadsBulk: build.mutation<BulkCount, LeadBulkFilter>({
      query: (filter) => ({
        url: '/admin/internal-lead/bulk/count',
        method: 'POST',
        body: { filter },
      }),
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
