import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints` in its
 * own `api.ts`, so areas never edit this file.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['Me', 'Config'],
  endpoints: () => ({}),
});
