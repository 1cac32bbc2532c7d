import type { voipNumberPageSchema } from '@switchboard/contract/numbers';
import type { z } from 'zod';
import { api } from './api';

/**
 * GET /numbers/voip?status=AVAILABLE: the inventory's free numbers matching what is typed, for
 * the pickers that give a team a number (Assign / Change number). The numbers area's own list
 * carries the same tag, so a number taken or added shows in both.
 */
const withTag = api.enhanceEndpoints({ addTagTypes: ['VoipNumbers'] });
export const availableNumbersApi = withTag.injectEndpoints({
  endpoints: (build) => ({
    availableNumbers: build.query<string[], string>({
      query: (text) => ({
        url: '/numbers/voip',
        params: { status: 'AVAILABLE', page_size: 20, ...(text ? { text } : {}) },
      }),
      transformResponse: (page: z.output<typeof voipNumberPageSchema>) =>
        page.rows.map((n) => n.number),
      providesTags: ['VoipNumbers'],
    }),
  }),
});

export const { useAvailableNumbersQuery } = availableNumbersApi;
