import {
  channelModesSchema,
  outboxActionResultSchema,
  outboxDetailSchema,
  outboxPageSchema,
  type ChannelMode,
  type OutboxActionResult,
  type OutboxDetail,
  type OutboxPage,
} from '@switchboard/contract/outbox';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';
import type { OutboxFilters } from './filters';

const base = api.enhanceEndpoints({ addTagTypes: ['Outbox'] });

export const outboxApi = base.injectEndpoints({
  endpoints: (build) => ({
    /** Every message sent or being sent: the Outbox page and a team's own. */
    outbox: build.query<OutboxPage, OutboxFilters>({
      query: ({ page, pageSize, channel, status, orgId, from, to }) => ({
        url: '/outbox',
        params: presentParams({
          page,
          page_size: pageSize,
          channel,
          status,
          org_id: orgId,
          from,
          to,
        }),
      }),
      transformResponse: (data: unknown) => outboxPageSchema.parse(data),
      // A change's messages are recorded with it, so they refresh with the activity timeline
      // after every change (app/org-activity.ts).
      providesTags: ['OrgActivity', 'Outbox'],
    }),
    outboxMessage: build.query<OutboxDetail, number>({
      query: (id) => `/outbox/${id}`,
      transformResponse: (data: unknown) => outboxDetailSchema.parse(data),
      providesTags: ['Outbox'],
    }),
    /** Which channels deliver for real and which run in the sandbox. */
    channelModes: build.query<ChannelMode[], void>({
      query: () => '/outbox/channels',
      transformResponse: (data: unknown) => channelModesSchema.parse(data),
    }),
    retryMessage: build.mutation<OutboxActionResult, number>({
      query: (id) => ({ url: `/outbox/${id}/retry`, method: 'POST' }),
      transformResponse: (data: unknown) => outboxActionResultSchema.parse(data),
      invalidatesTags: ['Outbox'],
    }),
    cancelMessage: build.mutation<OutboxActionResult, number>({
      query: (id) => ({ url: `/outbox/${id}/cancel`, method: 'POST' }),
      transformResponse: (data: unknown) => outboxActionResultSchema.parse(data),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const {
  useOutboxQuery,
  useOutboxMessageQuery,
  useChannelModesQuery,
  useRetryMessageMutation,
  useCancelMessageMutation,
} = outboxApi;
