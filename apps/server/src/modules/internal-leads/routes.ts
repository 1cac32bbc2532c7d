import { bulkCountSchema, bulkResultSchema } from '@switchboard/contract/bulk';
import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  createInternalLeadBody,
  importInternalLeadsBody,
  importInternalLeadsResult,
  internalLeadBulkBody,
  internalLeadBulkCountBody,
  internalLeadDetailSchema,
  internalLeadExportQuery,
  internalLeadPageSchema,
  internalLeadResultSchema,
  internalLeadSearchQuery,
  updateInternalLeadBody,
} from '@switchboard/contract/internal-leads';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import type { App } from '../../platform/http/types';
import { importLeads } from './import-service';
import {
  bulkLeads,
  countLeadsBulk,
  createLead,
  exportLeads,
  leadDetail,
  searchLeads,
  updateLead,
} from './service';

const tags = ['leads'];
/** The lead CSV's columns, in order: what the list shows. */
const leadCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email' },
  { key: 'source', header: 'Source' },
  { key: 'stage', header: 'Stage' },
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'assigned_staff_name', header: 'Assigned to' },
  timeColumn('converted_at', 'Converted'),
  timeColumn('created_at', 'Created'),
];

export async function internalLeadsRoutes(app: App): Promise<void> {
  const { db } = app;
  // One org's leads (team tab, ?org_id) or every org's (menu "Internal leads").
  app.get(
    '/api/admin/internal-lead/search',
    {
      schema: {
        tags,
        querystring: internalLeadSearchQuery,
        response: { 200: envelope(internalLeadPageSchema) },
      },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => ({ data: await searchLeads(db, request.query) }),
  );

  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/admin/internal-lead/export',
    {
      schema: { tags, querystring: internalLeadExportQuery },
      config: { access: ['read', 'Lead'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'internal-leads',
        columns: leadCsvColumns,
        rows: exportLeads(db, actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.post(
    '/api/admin/internal-lead',
    {
      schema: {
        tags,
        body: createInternalLeadBody,
        response: { 200: envelope(internalLeadResultSchema) },
      },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => ({ data: await createLead(db, actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/internal-lead/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: envelope(internalLeadDetailSchema) },
      },
      config: { access: ['read', 'Lead'] },
    },
    async (request) => ({ data: await leadDetail(db, request.params.id) }),
  );

  app.put(
    '/api/admin/internal-lead/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateInternalLeadBody,
        response: { 200: envelope(internalLeadResultSchema) },
      },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => ({
      data: await updateLead(db, actorOf(request), request.params.id, request.body),
    }),
  );

  // A preview (dry_run) reads only, but it is the first half of an import: it needs create.
  app.post(
    '/api/admin/internal-lead/import',
    {
      schema: {
        tags,
        body: importInternalLeadsBody,
        response: { 200: envelope(importInternalLeadsResult) },
      },
      config: { access: ['create', 'Lead'] },
    },
    async (request) => ({ data: await importLeads(db, actorOf(request), request.body) }),
  );

  // Bulk assign / move stage: the grant of a one-lead change, which runs on every lead.
  app.post(
    '/api/admin/internal-lead/bulk',
    {
      schema: { tags, body: internalLeadBulkBody, response: { 200: envelope(bulkResultSchema) } },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => ({ data: await bulkLeads(db, actorOf(request), request.body) }),
  );
  app.post(
    '/api/admin/internal-lead/bulk/count',
    {
      schema: {
        tags,
        body: internalLeadBulkCountBody,
        response: { 200: envelope(bulkCountSchema) },
      },
      config: { access: ['update', 'Lead'] },
    },
    async (request) => ({ data: await countLeadsBulk(db, request.body.filter) }),
  );
}
