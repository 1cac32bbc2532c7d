import { envelope } from '@switchboard/contract/envelope';
import {
  createInviteCodesBody,
  createInviteCodesResult,
  inviteCodeDetailSchema,
  inviteCodeListQuery,
  inviteCodePageSchema,
  orgInviteCodeSchema,
  redeemBody,
  redeemResult,
  updateInviteCodeBody,
} from '@switchboard/contract/invite-codes';
import { idParam } from '@switchboard/contract/params';
import { checkApiKey } from '../../platform/auth/api-key';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers, errorAnswer } from '../../platform/http/file-answers';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import type { BillingBenefits } from '../../platform/billing/benefits';
import { redeemInviteCode } from './redeem-service';
import {
  createInviteCodes,
  editInviteCode,
  exportInviteCodes,
  getInviteCode,
  inviteCodesPage,
  orgInviteCode,
} from './service';

const tags = ['invite-codes'];
const exportQuery = inviteCodeListQuery.omit({ page: true, page_size: true });

/** The CSV's columns, in order: what the growth team hands to a partner or a spreadsheet. */
const csvColumns: CsvColumns = [
  { key: 'code', header: 'Code' },
  { key: 'status', header: 'Status' },
  { key: 'benefit_label', header: 'Benefit' },
  { key: 'redemptions', header: 'Uses' },
  { key: 'max_redemptions', header: 'Use limit' },
  timeColumn('valid_from', 'Valid from'),
  timeColumn('valid_till', 'Valid until'),
  { key: 'owner_kind', header: 'Owner kind' },
  { key: 'owner_name', header: 'Owner' },
  { key: 'note', header: 'Note' },
  { key: 'batch_id', header: 'Batch' },
  timeColumn('created_at', 'Created'),
];

/** Invite codes (menu "Invite Codes") and their redemption by the product's sign-up app. */
export async function inviteCodesRoutes(app: App, billing: BillingBenefits): Promise<void> {
  app.get(
    '/api/admin/invite-codes',
    {
      schema: {
        tags,
        querystring: inviteCodeListQuery,
        response: { 200: envelope(inviteCodePageSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await inviteCodesPage(app.db, request.query) }),
  );

  app.get(
    '/api/admin/invite-codes/export',
    {
      schema: { tags, querystring: exportQuery },
      config: { access: ['read', 'Growth'], answers: csvAnswers },
    },
    async (request, reply) =>
      // Streamed page by page (keyset), so 10,000 codes never sit in memory at once.
      sendCsv(request, reply, {
        name: 'invite-codes',
        columns: csvColumns,
        rows: exportInviteCodes(app.db, actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.post(
    '/api/admin/invite-codes',
    {
      schema: {
        tags,
        body: createInviteCodesBody,
        response: { 200: envelope(createInviteCodesResult) },
      },
      config: { access: ['create', 'Growth'] },
    },
    async (request) => ({
      data: await createInviteCodes(app.db, billing, actorOf(request), request.body),
    }),
  );

  app.get(
    '/api/admin/invite-codes/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(inviteCodeDetailSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await getInviteCode(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/invite-codes/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateInviteCodeBody,
        response: { 200: envelope(inviteCodeDetailSchema) },
      },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await editInviteCode(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/org/:id/invite-code',
    {
      schema: { tags, params: idParam, response: { 200: envelope(orgInviteCodeSchema) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await orgInviteCode(app.db, request.params.id) }),
  );

  app.post(
    '/api/app/invite-codes/redeem',
    {
      schema: { tags, body: redeemBody, response: { 200: envelope(redeemResult) } },
      config: {
        public: true,
        csrf: false,
        apiKey: 'APP_API_KEY',
        answers: {
          404: errorAnswer('The team, the invite code or the user named does not exist'),
          409: errorAnswer('The invite code is used up, or the team can have no trial extended'),
        },
      },
      onRequest: async (request) => checkApiKey(request, app.config.appApiKey, 'APP_API_KEY'),
    },
    async (request) => ({
      data: await redeemInviteCode(app.db, billing, actorOf(request), request.body),
    }),
  );
}
