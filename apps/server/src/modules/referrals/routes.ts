import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  approveRewardsBody,
  approveRewardsResult,
  invalidateReferralBody,
  recordReferralBody,
  referralCodeBody,
  referralCodeResult,
  referralCodeSchema,
  recordReferralResult,
  referralDetailSchema,
  referralExportQuery,
  referralListQuery,
  referralPageSchema,
  rejectRewardBody,
  rewardListQuery,
  rewardPageSchema,
  rewardRuleBody,
  rewardRuleListQuery,
  rewardRuleSchema,
  rewardRuleUpdateBody,
} from '@switchboard/contract/referrals';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { checkApiKey } from '../../platform/auth/api-key';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers, errorAnswer } from '../../platform/http/file-answers';
import type { BillingBenefits } from '../../platform/billing/benefits';
import type { App } from '../../platform/http/types';
import { changeReferralCode, referralCodeOf } from './code-service';
import {
  exportReferrals,
  invalidateReferral,
  recordReferral,
  referralDetail,
  referralsPage,
} from './service';
import {
  approveRewards,
  createRewardRule,
  exportRewards,
  editRewardRule,
  rejectReward,
  rewardRules,
  rewardsPage,
} from './rewards-service';

const tags = ['referrals'];
/** The rewards CSV's columns, in order: what finance reconciles against the ledger. */
const rewardCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'status', header: 'Status' },
  { key: 'beneficiary', header: 'Beneficiary' },
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'rule_name', header: 'Rule' },
  { key: 'kind', header: 'Kind' },
  { key: 'value', header: 'Value' },
  { key: 'reason', header: 'Reason' },
  { key: 'referral_id', header: 'Referral ID' },
  timeColumn('created_at', 'Created'),
  timeColumn('issued_at', 'Issued'),
];
/** The referral CSV's columns, in order: what the list and a referral's page show. */
const referralCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'code', header: 'Code' },
  { key: 'status', header: 'Status' },
  { key: 'flags', header: 'Fraud checks' },
  { key: 'referrer_user_id', header: 'Referred by (user ID)' },
  { key: 'referrer_name', header: 'Referred by' },
  { key: 'referrer_org_id', header: 'Referrer team ID' },
  { key: 'referrer_org_name', header: 'Referrer team' },
  { key: 'referred_org_id', header: 'Referred team ID' },
  { key: 'referred_org_name', header: 'Referred team' },
  { key: 'invalid_reason', header: 'Invalid because' },
  timeColumn('created_at', 'Created'),
  timeColumn('kyc_approved_at', 'KYC approved'),
  timeColumn('paid_at', 'Paid'),
];
const message = z.object({ message: z.string() });
const ruleSaved = z.object({ message: z.string(), rule: rewardRuleSchema });

/** Referrals (menu "Referrals"), their reward rules and the rewards ledger (menu "Rewards"). */
export async function referralsRoutes(app: App, billing: BillingBenefits): Promise<void> {
  app.post(
    '/api/app/referrals',
    {
      schema: { tags, body: recordReferralBody, response: { 200: envelope(recordReferralResult) } },
      config: {
        public: true,
        csrf: false,
        apiKey: 'APP_API_KEY',
        answers: {
          404: errorAnswer('The team, the referral code or the user named does not exist'),
          409: errorAnswer('The referral code is switched off'),
        },
      },
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({ data: await recordReferral(app.db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/referrals',
    {
      schema: {
        tags,
        querystring: referralListQuery,
        response: { 200: envelope(referralPageSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await referralsPage(app.db, request.query) }),
  );

  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/admin/referrals/export',
    {
      schema: { tags, querystring: referralExportQuery },
      config: { access: ['read', 'Growth'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'referrals',
        columns: referralCsvColumns,
        rows: exportReferrals(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.get(
    '/api/admin/referrals/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(referralDetailSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await referralDetail(app.db, request.params.id) }),
  );

  app.post(
    '/api/admin/referrals/:id/invalidate',
    {
      schema: {
        tags,
        params: idParam,
        body: invalidateReferralBody,
        response: {
          200: envelope(z.object({ message: z.string(), referral: referralDetailSchema })),
        },
      },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await invalidateReferral(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.comment,
      ),
    }),
  );

  app.get(
    '/api/admin/users/:id/referral-code',
    {
      schema: { tags, params: idParam, response: { 200: envelope(referralCodeSchema) } },
      config: { access: ['read', 'User'] },
    },
    async (request) => ({ data: await referralCodeOf(app.db, request.params.id) }),
  );

  app.post(
    '/api/admin/users/:id/referral-code',
    {
      schema: {
        tags,
        params: idParam,
        body: referralCodeBody,
        response: { 200: envelope(referralCodeResult) },
      },
      config: { access: ['update', 'User'] },
    },
    async (request) => ({
      data: await changeReferralCode(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.action,
      ),
    }),
  );

  app.get(
    '/api/admin/reward-rules',
    {
      schema: {
        tags,
        querystring: rewardRuleListQuery,
        response: { 200: envelope(z.array(rewardRuleSchema)) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await rewardRules(app.db, request.query.active) }),
  );

  app.post(
    '/api/admin/reward-rules',
    {
      schema: { tags, body: rewardRuleBody, response: { 200: envelope(ruleSaved) } },
      config: { access: ['create', 'RewardRule'] },
    },
    async (request) => ({ data: await createRewardRule(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/admin/reward-rules/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: rewardRuleUpdateBody,
        response: { 200: envelope(ruleSaved) },
      },
      config: { access: ['update', 'RewardRule'] },
    },
    async (request) => ({
      data: await editRewardRule(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/rewards',
    {
      schema: { tags, querystring: rewardListQuery, response: { 200: envelope(rewardPageSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await rewardsPage(app.db, request.query) }),
  );

  app.get(
    '/api/admin/rewards/export',
    {
      schema: { tags, querystring: rewardListQuery.omit({ page: true, page_size: true }) },
      config: { access: ['read', 'Growth'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'rewards',
        columns: rewardCsvColumns,
        rows: exportRewards(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.post(
    '/api/admin/rewards/approve',
    {
      schema: { tags, body: approveRewardsBody, response: { 200: envelope(approveRewardsResult) } },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await approveRewards(
        app.db,
        billing,
        { ...actorOf(request), isSu: request.user?.role === 'SU' },
        request.body,
      ),
    }),
  );

  app.post(
    '/api/admin/rewards/:id/reject',
    {
      schema: {
        tags,
        params: idParam,
        body: rejectRewardBody,
        response: { 200: envelope(message) },
      },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await rejectReward(
        app.db,
        billing,
        actorOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
}
