import type { BulkCount, BulkResult } from '@switchboard/contract/bulk';
import type {
  ChannelMode,
  OutboxActionResult,
  OutboxDetail,
  OutboxPage,
} from '@switchboard/contract/outbox';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';
import type { OutboxFilters } from './filters';

/** The list's filters as the bulk routes take them (no paging, nothing empty). */
export const outboxBulkFilter = ({ channel, status, orgId, from, to }: OutboxFilters) =>
  presentParams({ channel, status, org_id: orgId, from, to });

type OutboxBulk = {
  action: 'retry' | 'cancel';
  ids?: number[];
  filter?: ReturnType<typeof outboxBulkFilter>;
};

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
      // A change's messages are recorded with it, so they refresh with the activity timeline
      // after every change (app/org-activity.ts).
      providesTags: ['OrgActivity', 'Outbox'],
    }),
    outboxMessage: build.query<OutboxDetail, number>({
      query: (id) => `/outbox/${id}`,
      providesTags: ['Outbox'],
    }),
    /** Which channels deliver for real and which run in the sandbox. */
    channelModes: build.query<ChannelMode[], void>({
      query: () => '/outbox/channels',
    }),
    retryMessage: build.mutation<OutboxActionResult, number>({
      query: (id) => ({ url: `/outbox/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
    cancelMessage: build.mutation<OutboxActionResult, number>({
      query: (id) => ({ url: `/outbox/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
    /** Retry or cancel ticked messages (a chunk) or every one the filters match. */
    bulkOutbox: build.mutation<BulkResult, OutboxBulk>({
      query: (body) => ({ url: '/outbox/bulk', method: 'POST', body }),
      invalidatesTags: ['Outbox'],
    }),
    countOutboxBulk: build.mutation<BulkCount, ReturnType<typeof outboxBulkFilter>>({
      query: (filter) => ({ url: '/outbox/bulk/count', method: 'POST', body: { filter } }),
    }),
  }),
});

export const {
  useBulkOutboxMutation,
  useCountOutboxBulkMutation,
  useOutboxQuery,
  useOutboxMessageQuery,
  useChannelModesQuery,
  useRetryMessageMutation,
  useCancelMessageMutation,
} = outboxApi;
