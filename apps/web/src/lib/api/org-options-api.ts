import type { OrgSearchResponse } from '@switchboard/contract/teams';
import { api } from './api';
import { presentParams } from './params';

/** Teams to pick from, found by name, email, number or id (the teams area's GET /org/search). */
export const orgOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    orgOptions: build.query<OrgSearchResponse, string>({
      query: (text) => ({
        url: '/org/search',
        params: presentParams({ text, page: 1, page_size: 20 }),
      }),
    }),
  }),
});

export const { useOrgOptionsQuery } = orgOptionsApi;
