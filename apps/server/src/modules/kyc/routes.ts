import { bulkCountSchema, bulkResultSchema } from '@switchboard/contract/bulk';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  actionHistoryQuery,
  actionHistorySchema,
  approveBody,
  bvDocListSchema,
  bvToggleBody,
  bvUpdateBody,
  copyBody,
  copyResultSchema,
  fupToggleBody,
  kycChangedSchema,
  kycCountsQuery,
  kycCountsSchema,
  kycDetailSchema,
  kycDocListSchema,
  kycExportQuery,
  kycPageSchema,
  kycSearchQuery,
  modifyBody,
  staffSubmitBody,
  staffSubmitResultSchema,
  noListParams,
  rejectBody,
  kycBulkBody,
  kycBulkCountBody,
  rejectionMessagesSchema,
  undoBody,
} from '@switchboard/contract/kyc';
import { orgIdParam } from '@switchboard/contract/params';
import {
  bvRejectionMessages,
  kycRejectionMessages,
  pobDocuments,
  poaDocuments,
  poiDocuments,
} from '@switchboard/contract/rules/kyc';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import type { FastifyRequest } from 'fastify';
import { copyKyc, type CopyPart } from './copy-service';
import { countKycByStatus, exportKyc, searchKyc } from './search-service';
import {
  actionHistoryOf,
  approveKyc,
  kycDetailOf,
  modifyKyc,
  rejectKyc,
  toggleBusinessKyc,
  toggleFup,
  updateBusinessVerification,
} from './service';
import { bulkKyc, countKycBulk } from './bulk-service';
import { undoKycDecision } from './undo-service';
import { submitForCustomer } from './staff-submit-service';
import { fastSerializer } from '../../platform/http/fast-serializer';

const tags = ['kyc'];
const read = { access: ['read', 'Kyc'] as ['read', 'Kyc'] };
const update = { access: ['update', 'Kyc'] as ['update', 'Kyc'] };
const changed = { 200: envelope(kycChangedSchema) };
/** The KYC queue CSV's columns, in order: what the queue shows. */
const kycCsvColumns = (productName: string): CsvColumns => [
  { key: 'org_id', header: 'Org ID' },
  { key: 'org_name', header: 'Org' },
  { key: 'product_number', header: `${productName} number` },
  { key: 'plan_name', header: 'Plan' },
  { key: 'is_trial', header: 'Trial' },
  { key: 'kyc_template', header: 'Template' },
  { key: 'review_status', header: 'Review' },
  { key: 'user_kyc_status', header: 'KYC' },
  { key: 'business_kyc_status', header: 'Business KYC' },
  { key: 'is_biz_kyc_required', header: 'Business KYC required' },
  timeColumn('submitted_at', 'Submitted'),
  { key: 'assignee', header: 'Assigned to' },
];

export async function kycRoutes(app: App): Promise<void> {
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    files: app.files,
    actor: actorOf(request),
    events: app.orgEvents,
  });

  app.get(
    '/api/org/kyc/search',
    {
      schema: { tags, querystring: kycSearchQuery, response: { 200: envelope(kycPageSchema) } },
      config: read,
      // The queue is read all day: its pages are written by the compiled serializer.
      serializerCompiler: fastSerializer,
    },
    async (request) => ({
      data: await searchKyc(readsFor(request), actorOf(request), request.query),
    }),
  );
  // The filtered queue as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/org/kyc/export',
    { schema: { tags, querystring: kycExportQuery }, config: { ...read, answers: csvAnswers } },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'kyc',
        columns: kycCsvColumns(app.config.product.name),
        rows: exportKyc(readsFor(request), actorOf(request), request.query),
        filters: request.query,
      }),
  );
  app.get(
    '/api/org/kyc/search/counts',
    {
      schema: { tags, querystring: kycCountsQuery, response: { 200: envelope(kycCountsSchema) } },
      config: read,
    },
    async (request) => ({
      data: await countKycByStatus(readsFor(request), actorOf(request), request.query),
    }),
  );
  app.get(
    '/api/org/kyc/doc-list',
    {
      schema: { tags, querystring: noListParams, response: { 200: envelope(kycDocListSchema) } },
      config: read,
    },
    async () => ({
      data: { poa: [...poaDocuments], poi: [...poiDocuments] },
    }),
  );
  app.get(
    '/api/org/kyc/bv/doc-list',
    {
      schema: { tags, querystring: noListParams, response: { 200: envelope(bvDocListSchema) } },
      config: read,
    },
    async () => ({
      data: { pob: [...pobDocuments] },
    }),
  );
  app.get(
    '/api/org/kyc/rejection-messages',
    {
      schema: {
        tags,
        querystring: noListParams,
        response: { 200: envelope(rejectionMessagesSchema) },
      },
      config: read,
    },
    async () => ({
      data: [...kycRejectionMessages],
    }),
  );
  app.get(
    '/api/org/kyc/bv/rejection-messages',
    {
      schema: {
        tags,
        querystring: noListParams,
        response: { 200: envelope(rejectionMessagesSchema) },
      },
      config: read,
    },
    async () => ({
      data: [...bvRejectionMessages],
    }),
  );
  app.get(
    '/api/org/kyc/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(kycDetailSchema) } },
      config: read,
    },
    async (request) => ({
      data: await kycDetailOf(app.db, request.params.id, app.config.product.key),
    }),
  );
  app.get(
    '/api/admin/org/:id/kyc/action-history',
    {
      schema: {
        tags,
        params: idParam,
        querystring: actionHistoryQuery,
        response: { 200: envelope(actionHistorySchema) },
      },
      config: read,
    },
    async (request) => ({ data: await actionHistoryOf(app.db, request.params.id, request.query) }),
  );

  app.post(
    '/api/org/kyc/approve',
    { schema: { tags, body: approveBody, response: changed }, config: update },
    async (request) => ({
      data: await approveKyc(ctx(request), request.body.org_id, request.body.version),
    }),
  );
  app.post(
    '/api/org/kyc/undo',
    { schema: { tags, body: undoBody, response: changed }, config: update },
    async (request) => ({
      data: await undoKycDecision(ctx(request), request.body.org_id, request.body.version),
    }),
  );
  app.post(
    '/api/org/kyc/reject',
    { schema: { tags, body: rejectBody, response: changed }, config: update },
    async (request) => ({
      data: await rejectKyc(
        ctx(request),
        request.body.org_id,
        request.body.rejection_messages,
        request.body.version,
      ),
    }),
  );
  // Bulk re-upload request: the grant of a single rejection, which runs on every org.
  app.post(
    '/api/org/kyc/bulk',
    {
      schema: { tags, body: kycBulkBody, response: { 200: envelope(bulkResultSchema) } },
      config: update,
    },
    async (request) => ({ data: await bulkKyc(ctx(request), request.body) }),
  );
  app.post(
    '/api/org/kyc/bulk/count',
    {
      schema: { tags, body: kycBulkCountBody, response: { 200: envelope(bulkCountSchema) } },
      config: update,
    },
    async (request) => ({
      data: await countKycBulk(app.db, request.body.filter, actorOf(request).actorId),
    }),
  );
  app.put(
    '/api/org/kyc/modify',
    { schema: { tags, body: modifyBody, response: changed }, config: update },
    async (request) => ({
      data: await modifyKyc(ctx(request), request.body),
    }),
  );
  app.post(
    '/api/org/kyc/submit',
    {
      schema: { tags, body: staffSubmitBody, response: { 200: envelope(staffSubmitResultSchema) } },
      config: update,
    },
    async (request) => ({ data: await submitForCustomer(ctx(request), request.body) }),
  );
  app.put(
    '/api/admin/org/:id/kyc/bv',
    { schema: { tags, params: idParam, body: bvUpdateBody, response: changed }, config: update },
    async (request) => ({
      data: await updateBusinessVerification(ctx(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/api/org/kyc/:id/bv/toggle',
    { schema: { tags, params: idParam, body: bvToggleBody, response: changed }, config: update },
    async (request) => ({
      data: await toggleBusinessKyc(
        ctx(request),
        request.params.id,
        request.body.is_biz_kyc_required,
        request.body.comment,
        request.body.version,
      ),
    }),
  );
  app.post(
    '/api/org/kyc/:org_id/fup/toggle',
    {
      schema: { tags, params: orgIdParam, body: fupToggleBody, response: changed },
      config: update,
    },
    async (request) => ({
      data: await toggleFup(
        ctx(request),
        request.params.org_id,
        request.body.is_fup_required,
        request.body.comment,
        request.body.version,
      ),
    }),
  );

  const copyRoute = (url: string, part: CopyPart) =>
    app.post(
      url,
      {
        schema: { tags, body: copyBody, response: { 200: envelope(copyResultSchema) } },
        config: update,
      },
      async (request) => ({
        data: await copyKyc(
          ctx(request),
          part,
          request.body.source_org_id,
          request.body.destination_org_id,
        ),
      }),
    );
  copyRoute('/api/org/kyc/copy', 'kyc');
  copyRoute('/api/admin/org/kyc/copy/bv', 'bv');
  copyRoute('/api/admin/org/kyc/copy/fup', 'fup');
}
