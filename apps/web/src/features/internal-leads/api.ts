import {
  internalLeadPageSchema,
  type InternalLeadSearchQuery,
} from '@switchboard/contract/internal-leads';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export const internalLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchInternalLeads: build.query<
      z.output<typeof internalLeadPageSchema>,
      InternalLeadSearchQuery
    >({
      query: (params) => ({ url: '/admin/internal-lead/search', params }),
      transformResponse: (data: unknown) => internalLeadPageSchema.parse(data),
    }),
  }),
});

export const { useSearchInternalLeadsQuery } = internalLeadsApi;
