import type {
  shortUrlPageSchema,
  shortUrlVisitStatsSchema,
  CreateShortUrlBody,
  ShortUrl,
  ShortUrlListQuery,
  ShortUrlVisitsQuery,
  UpdateShortUrlBody,
} from '@switchboard/contract/short-urls';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['ShortUrls'] });

export const shortUrlsApi = base.injectEndpoints({
  endpoints: (build) => ({
    shortUrls: build.query<z.output<typeof shortUrlPageSchema>, ShortUrlListQuery>({
      query: (params) => ({ url: '/admin/short-urls', params: presentParams(params) }),
      providesTags: ['ShortUrls'],
    }),
    shortUrl: build.query<ShortUrl, number>({
      query: (id) => `/admin/short-urls/${id}`,
      providesTags: ['ShortUrls'],
    }),
    shortUrlVisits: build.query<
      z.output<typeof shortUrlVisitStatsSchema>,
      ShortUrlVisitsQuery & { id: number }
    >({
      query: ({ id, ...params }) => ({
        url: `/admin/short-urls/${id}/visits`,
        params: presentParams(params),
      }),
      providesTags: ['ShortUrls'],
    }),
    createShortUrl: build.mutation<ShortUrl, CreateShortUrlBody>({
      query: (body) => ({ url: '/admin/short-urls', method: 'POST', body }),
      invalidatesTags: ['ShortUrls'],
    }),
    updateShortUrl: build.mutation<ShortUrl, UpdateShortUrlBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/short-urls/${id}`, method: 'PUT', body }),
      invalidatesTags: ['ShortUrls'],
    }),
    disableShortUrl: build.mutation<ShortUrl, number>({
      query: (id) => ({ url: `/admin/short-urls/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ShortUrls'],
    }),
  }),
});

export const {
  useShortUrlsQuery,
  useShortUrlQuery,
  useShortUrlVisitsQuery,
  useCreateShortUrlMutation,
  useUpdateShortUrlMutation,
  useDisableShortUrlMutation,
} = shortUrlsApi;
