import {
  shortUrlPageSchema,
  shortUrlSchema,
  shortUrlVisitStatsSchema,
  type CreateShortUrlBody,
  type ShortUrl,
  type ShortUrlListQuery,
  type ShortUrlVisitsQuery,
  type UpdateShortUrlBody,
} from '@switchboard/contract/short-urls';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['ShortUrls'] });

export const shortUrlsApi = base.injectEndpoints({
  endpoints: (build) => ({
    shortUrls: build.query<z.output<typeof shortUrlPageSchema>, ShortUrlListQuery>({
      query: (params) => ({ url: '/admin/short-urls', params: presentParams(params) }),
      transformResponse: (data: unknown) => shortUrlPageSchema.parse(data),
      providesTags: ['ShortUrls'],
    }),
    shortUrl: build.query<ShortUrl, number>({
      query: (id) => `/admin/short-urls/${id}`,
      transformResponse: (data: unknown) => shortUrlSchema.parse(data),
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
      transformResponse: (data: unknown) => shortUrlVisitStatsSchema.parse(data),
      providesTags: ['ShortUrls'],
    }),
    createShortUrl: build.mutation<ShortUrl, CreateShortUrlBody>({
      query: (body) => ({ url: '/admin/short-urls', method: 'POST', body }),
      transformResponse: (data: unknown) => shortUrlSchema.parse(data),
      invalidatesTags: ['ShortUrls'],
    }),
    updateShortUrl: build.mutation<ShortUrl, UpdateShortUrlBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/short-urls/${id}`, method: 'PUT', body }),
      transformResponse: (data: unknown) => shortUrlSchema.parse(data),
      invalidatesTags: ['ShortUrls'],
    }),
    disableShortUrl: build.mutation<ShortUrl, number>({
      query: (id) => ({ url: `/admin/short-urls/${id}`, method: 'DELETE' }),
      transformResponse: (data: unknown) => shortUrlSchema.parse(data),
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
