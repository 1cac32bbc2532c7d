import {
  importInternalLeadsResult,
  internalLeadPageSchema,
  internalLeadResultSchema,
  type CreateInternalLeadBody,
  type ImportInternalLeadsBody,
  type InternalLeadSearchQuery,
  type UpdateInternalLeadBody,
} from '@switchboard/contract/internal-leads';
import { convertLeadResultSchema, type ConvertLeadBody } from '@switchboard/contract/onboarding';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

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
  }),
});

export const {
  useSearchInternalLeadsQuery,
  useCreateInternalLeadMutation,
  useUpdateInternalLeadMutation,
  useImportInternalLeadsMutation,
  useConvertInternalLeadMutation,
} = internalLeadsApi;
