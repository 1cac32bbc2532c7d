import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints` in its
 * own `api.ts`, so areas never edit this file. The tags here are shared by every area: `Org`
 * (one org's facts on the team page, which other areas' changes move) and `OrgActivity` (its
 * audit timeline, refreshed after every change: see org-activity.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['Me', 'Org', 'OrgActivity'],
  endpoints: () => ({}),
});
