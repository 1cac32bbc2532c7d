import type { OrgActionResponse, OrgSearchResponse } from '@switchboard/contract/teams';
import {
  IDEMPOTENCY_HEADER,
  type setTalkTimeResponse,
  type subscriptionPage,
  type CreateSubscriptionBody,
  type CreateSubscriptionResponse,
  type DailyTopUpBody,
  type OrgContext,
  type Plan,
  type Subscription,
  type SubscriptionActionResponse,
  type SubscriptionListQuery,
  type TalkTime,
  type TopUp,
  type TopUpBody,
  type TopUpResponse,
  type UpdateSubscriptionBody,
} from '@switchboard/contract/subscriptions';
import type { z } from 'zod';
import { api } from '../../lib/api/api';

const base = api.enhanceEndpoints({
  addTagTypes: ['Subscription', 'SubscriptionList', 'TalkTime', 'OrgContext', 'Plans'],
});

/**
 * Every change refreshes the lists, the org's tabs, what the modal knows of the org, and the
 * team page's facts (plan and validity, number, email, talk-time: the shared `Org` tag).
 */
const changed = [
  'SubscriptionList',
  'Subscription',
  'TalkTime',
  'OrgContext',
  'Plans',
  'Org',
] as const;
const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * An org's subscriptions, context and talk-time also carry the org's own tag, so a change made
 * from the team page (a new trial, a CRM trial, a released number) shows in its tabs at once.
 */
const orgTag = (orgId: number) => ({ type: 'Org' as const, id: orgId });

export const subscriptionsApi = base.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], number | null>({
      query: (orgId) => ({
        url: '/subscription/plans/all',
        params: orgId ? { org_id: orgId } : {},
      }),
      providesTags: ['Plans'],
    }),
    orgContext: build.query<OrgContext, number>({
      query: (id) => `/subscription/org-context/${id}`,
      providesTags: (_r, _e, orgId) => ['OrgContext', orgTag(orgId)],
    }),
    /** The teams area's org search (GET /org/search), for the org picker. */
    findOrgs: build.query<OrgSearchResponse, string>({
      query: (text) => ({
        url: '/org/search',
        params: { page: 1, page_size: 20, ...(text ? { text } : {}) },
      }),
    }),
    /** Spec section 5: the org's email, saved before a PURCHASE or RENEW (PUT /org/{org_id}). */
    setOrgEmail: build.mutation<OrgActionResponse | null, { orgId: number; email: string }>({
      query: ({ orgId, email }) => ({ url: `/org/${orgId}`, method: 'PUT', body: { email } }),
      transformResponse: (data: OrgActionResponse | undefined) => data ?? null,
      invalidatesTags: ['OrgContext', 'Org'],
    }),
    subscriptions: build.query<z.infer<typeof subscriptionPage>, SubscriptionListQuery>({
      query: (params) => ({ url: '/subscription/list', params }),
      providesTags: ['SubscriptionList'],
    }),
    orgSubscriptions: build.query<Subscription[], number>({
      query: (orgId) => ({ url: `/subscription/org/${orgId}`, params: { order: 'DESC' } }),
      providesTags: (_r, _e, orgId) => ['SubscriptionList', orgTag(orgId)],
    }),
    subscription: build.query<Subscription, number>({
      query: (id) => `/subscription/${id}`,
      providesTags: ['Subscription'],
    }),
    talkTime: build.query<TalkTime, number>({
      query: (orgId) => `/subscription/talk-time/${orgId}`,
      providesTags: (_r, _e, orgId) => ['TalkTime', orgTag(orgId)],
    }),
    dailyTalkTimes: build.query<TopUp[], number>({
      query: (orgId) => `/subscription/talk-time/${orgId}/list`,
      providesTags: (_r, _e, orgId) => ['TalkTime', orgTag(orgId)],
    }),
    createSubscription: build.mutation<
      CreateSubscriptionResponse,
      { body: CreateSubscriptionBody; key: string }
    >({
      query: ({ body, key }) => ({
        url: '/subscription',
        method: 'POST',
        body,
        headers: keyed(key),
      }),
      invalidatesTags: [...changed],
    }),
    topUp: build.mutation<TopUpResponse, { body: TopUpBody; key: string }>({
      query: ({ body, key }) => ({
        url: '/subscription/top-up',
        method: 'POST',
        body,
        headers: keyed(key),
      }),
      invalidatesTags: [...changed],
    }),
    dailyTopUp: build.mutation<TopUpResponse, { body: DailyTopUpBody; key: string }>({
      query: ({ body, key }) => ({
        url: '/subscription/daily-top-up',
        method: 'POST',
        body,
        headers: keyed(key),
      }),
      invalidatesTags: [...changed],
    }),
    updateValidity: build.mutation<
      SubscriptionActionResponse,
      { subscription_id: number; valid_till: string; gstin?: string | null; extras?: string | null }
    >({
      query: (body) => ({ url: '/subscription/update-validity', method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    endSubscription: build.mutation<SubscriptionActionResponse, number>({
      query: (id) => ({ url: `/subscription/end/${id}`, method: 'POST' }),
      invalidatesTags: [...changed],
    }),
    updateSubscription: build.mutation<
      SubscriptionActionResponse,
      { id: number; body: UpdateSubscriptionBody }
    >({
      query: ({ id, body }) => ({ url: `/subscription/${id}`, method: 'PUT', body }),
      invalidatesTags: [...changed],
    }),
    setNumber: build.mutation<
      SubscriptionActionResponse,
      { org_id: number; old_number: string | null; number: string; paid: boolean }
    >({
      query: ({ org_id, old_number, number, paid }) =>
        old_number
          ? {
              url: '/subscription/change-number',
              method: 'POST',
              body: { org_id, old_number, new_number: number, paid },
            }
          : { url: '/subscription/assign-number', method: 'POST', body: { org_id, number, paid } },
      invalidatesTags: [...changed],
    }),
    setTalkTime: build.mutation<
      z.infer<typeof setTalkTimeResponse>,
      { orgId: number; talk_time: number }
    >({
      query: ({ orgId, talk_time }) => ({
        url: `/subscription/talk-time/${orgId}`,
        method: 'POST',
        body: { talk_time },
      }),
      invalidatesTags: ['TalkTime', 'Org'],
    }),
  }),
});

export const {
  usePlansQuery,
  useOrgContextQuery,
  useFindOrgsQuery,
  useSetOrgEmailMutation,
  useSubscriptionsQuery,
  useOrgSubscriptionsQuery,
  useSubscriptionQuery,
  useTalkTimeQuery,
  useDailyTalkTimesQuery,
  useCreateSubscriptionMutation,
  useTopUpMutation,
  useDailyTopUpMutation,
  useUpdateValidityMutation,
  useEndSubscriptionMutation,
  useUpdateSubscriptionMutation,
  useSetNumberMutation,
  useSetTalkTimeMutation,
} = subscriptionsApi;
