import type {
  rewardRuleSchema,
  approveRewardsResult,
  referralCodeResult,
  referralCodeSchema,
  referralDetailSchema,
  referralPageSchema,
  rewardPageSchema,
  ReferralCodeAction,
  ReferralListQuery,
  RewardAmounts,
  RewardBeneficiary,
  RewardKind,
  RewardListQuery,
  RewardRuleBody,
} from '@switchboard/contract/referrals';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { presentParams } from '../../lib/api/params';

const base = api.enhanceEndpoints({ addTagTypes: ['Referrals', 'TalkTime', 'User'] });
/** What a change answers: the spec's message (and the rule it saved). */
type Message = { message: string };
type RuleSaved = Message & { rule: z.output<typeof rewardRuleSchema> };

/** Referrals, reward rules and rewards: one tag, as approving a reward moves its referral on. */
export const referralsApi = base.injectEndpoints({
  endpoints: (build) => ({
    referrals: build.query<z.output<typeof referralPageSchema>, ReferralListQuery>({
      query: (params) => ({ url: '/admin/referrals', params: presentParams(params) }),
      providesTags: ['Referrals'],
    }),
    referral: build.query<z.output<typeof referralDetailSchema>, number>({
      query: (id) => `/admin/referrals/${id}`,
      providesTags: ['Referrals'],
    }),
    invalidateReferral: build.mutation<Message, { id: number; comment: string }>({
      query: ({ id, comment }) => ({
        url: `/admin/referrals/${id}/invalidate`,
        method: 'POST',
        body: { comment },
      }),
      invalidatesTags: ['Referrals'],
    }),
    referralCode: build.query<z.output<typeof referralCodeSchema>, number>({
      query: (userId) => `/admin/users/${userId}/referral-code`,
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
      // The user page's own card shows the code too.
      invalidatesTags: (_r, _e, { userId }) => ['Referrals', { type: 'User', id: userId }],
    }),
    rewardRules: build.query<z.output<typeof rewardRuleSchema>[], void>({
      query: () => '/admin/reward-rules',
      providesTags: ['Referrals'],
    }),
    saveRewardRule: build.mutation<
      RuleSaved,
      { id?: number | undefined; body: Partial<RewardRuleBody> }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `/admin/reward-rules/${id}`, method: 'PUT', body }
          : { url: '/admin/reward-rules', method: 'POST', body },
      invalidatesTags: ['Referrals'],
    }),
    rewards: build.query<z.output<typeof rewardPageSchema>, RewardListQuery>({
      query: (params) => ({ url: '/admin/rewards', params: presentParams(params) }),
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
      // Minutes land in the teams' talk-time ledgers (days on their plans, credit on sales).
      invalidatesTags: ['Referrals', 'TalkTime'],
    }),
    rejectReward: build.mutation<Message, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/rewards/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
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
