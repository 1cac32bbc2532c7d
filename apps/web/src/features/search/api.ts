import type { searchResultsSchema } from '@switchboard/contract/search';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<z.output<typeof searchResultsSchema>, string>({
      query: (q) => ({ url: '/admin/search', params: { q } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
