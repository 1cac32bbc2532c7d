import {
  approveRewardsResult,
  referralCodeResult,
  referralCodeSchema,
  referralDetailSchema,
  referralPageSchema,
  rewardPageSchema,
  rewardRuleSchema,
  type ReferralCodeAction,
  type ReferralListQuery,
  type RewardAmounts,
  type RewardBeneficiary,
  type RewardKind,
  type RewardListQuery,
  type RewardRuleBody,
} from '@switchboard/contract/referrals';
import { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['Referrals', 'TalkTime', 'User'] });
const message = z.object({ message: z.string() });
const ruleSaved = z.object({ message: z.string(), rule: rewardRuleSchema });

/** Referrals, reward rules and rewards: one tag, as approving a reward moves its referral on. */
export const referralsApi = base.injectEndpoints({
  endpoints: (build) => ({
    referrals: build.query<z.output<typeof referralPageSchema>, ReferralListQuery>({
      query: (params) => ({ url: '/admin/referrals', params: presentParams(params) }),
      transformResponse: (data: unknown) => referralPageSchema.parse(data),
      providesTags: ['Referrals'],
    }),
    referral: build.query<z.output<typeof referralDetailSchema>, number>({
      query: (id) => `/admin/referrals/${id}`,
      transformResponse: (data: unknown) => referralDetailSchema.parse(data),
      providesTags: ['Referrals'],
    }),
    invalidateReferral: build.mutation<z.output<typeof message>, { id: number; comment: string }>({
      query: ({ id, comment }) => ({
        url: `/admin/referrals/${id}/invalidate`,
        method: 'POST',
        body: { comment },
      }),
      transformResponse: (data: unknown) => message.parse(data),
      invalidatesTags: ['Referrals'],
    }),
    referralCode: build.query<z.output<typeof referralCodeSchema>, number>({
      query: (userId) => `/admin/users/${userId}/referral-code`,
      transformResponse: (data: unknown) => referralCodeSchema.parse(data),
      providesTags: ['Referrals'],
    }),
    changeReferralCode: build.mutation<
      z.output<typeof referralCodeResult>,
      { userId: number; action: ReferralCodeAction }
    >({
      query: ({ userId, action }) => ({
        url: `/admin/users/${userId}/referral-code`,
        method: 'POST',
        body: { action },
      }),
      transformResponse: (data: unknown) => referralCodeResult.parse(data),
      // The user page's own card shows the code too.
      invalidatesTags: (_r, _e, { userId }) => ['Referrals', { type: 'User', id: userId }],
    }),
    rewardRules: build.query<z.output<typeof rewardRuleSchema>[], void>({
      query: () => '/admin/reward-rules',
      transformResponse: (data: unknown) => z.array(rewardRuleSchema).parse(data),
      providesTags: ['Referrals'],
    }),
    saveRewardRule: build.mutation<
      z.output<typeof ruleSaved>,
      { id?: number | undefined; body: Partial<RewardRuleBody> }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `/admin/reward-rules/${id}`, method: 'PUT', body }
          : { url: '/admin/reward-rules', method: 'POST', body },
      transformResponse: (data: unknown) => ruleSaved.parse(data),
      invalidatesTags: ['Referrals'],
    }),
    rewards: build.query<z.output<typeof rewardPageSchema>, RewardListQuery>({
      query: (params) => ({ url: '/admin/rewards', params: presentParams(params) }),
      transformResponse: (data: unknown) => rewardPageSchema.parse(data),
      providesTags: ['Referrals'],
    }),
    approveRewards: build.mutation<
      z.output<typeof approveRewardsResult>,
      {
        ids?: number[];
        filter?: { kind?: RewardKind | undefined; beneficiary?: RewardBeneficiary | undefined };
        totals: RewardAmounts;
      }
    >({
      query: (body) => ({ url: '/admin/rewards/approve', method: 'POST', body }),
      transformResponse: (data: unknown) => approveRewardsResult.parse(data),
      // Minutes land in the teams' talk-time ledgers (days on their plans, credit on sales).
      invalidatesTags: ['Referrals', 'TalkTime'],
    }),
    rejectReward: build.mutation<z.output<typeof message>, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/rewards/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (data: unknown) => message.parse(data),
      invalidatesTags: ['Referrals', 'TalkTime'],
    }),
  }),
});

export const {
  useReferralsQuery,
  useReferralQuery,
  useInvalidateReferralMutation,
  useReferralCodeQuery,
  useChangeReferralCodeMutation,
  useRewardRulesQuery,
  useSaveRewardRuleMutation,
  useRewardsQuery,
  useApproveRewardsMutation,
  useRejectRewardMutation,
} = referralsApi;
