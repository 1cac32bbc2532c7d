import { bulkCountSchema, bulkResultSchema } from '@switchboard/contract/bulk';
import {
  callAgentListSchema,
  callBulkBody,
  callBulkCountBody,
  callAgentsQuery,
  callDetailSchema,
  callExportQuery,
  callPageSchema,
  callStatsQuery,
  callStatsSchema,
  cdrUpdateBody,
  cdrUpdatedSchema,
  dialerCdrFilters,
  orgCallFilters,
  recordingSchema,
  trialCallFilters,
} from '@switchboard/contract/calls';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { orgIdParam } from '@switchboard/contract/params';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { correctCdr } from './cdr-service';
import { bulkCalls, countCallsBulk } from './delete-service';
import { callIngestRoutes } from './ingest-routes';
import {
  callAgents,
  callDetail,
  exportTrialCalls,
  listDialerCdrs,
  listOrgCalls,
  listTrialCalls,
  recordingUrl,
} from './service';
import { orgCallStats } from './stats-service';
import { fastSerializer } from '../../platform/http/fast-serializer';

const read: { access: ['read', 'CallHistory'] } = { access: ['read', 'CallHistory'] };
/** The calls CSV's columns, in order: what the list shows, with ids to reconcile by. */
const callCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'switch_call_id', header: 'Call ID' },
  timeColumn('started_at', 'Started'),
  timeColumn('ended_at', 'Ended'),
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'call_type', header: 'Type' },
  { key: 'status', header: 'Status' },
  { key: 'from_number', header: 'From' },
  { key: 'to_number', header: 'To' },
  { key: 'duration', header: 'Duration (seconds)' },
  { key: 'agent_name', header: 'Agent' },
  { key: 'source', header: 'Source' },
  { key: 'is_soft_deleted', header: 'Deleted' },
];

/** Call history: trial and team lists, stats, recordings, details, CDR edits, dialer CDRs, ingest. */
export async function callsRoutes(app: App): Promise<void> {
  await callIngestRoutes(app);

  app.get(
    '/api/call-history/trial',
    {
      schema: {
        tags: ['calls'],
        querystring: trialCallFilters,
        response: { 200: envelope(callPageSchema) },
      },
      config: read,
      // Millions of calls, paged all day: its pages are written by the compiled serializer.
      serializerCompiler: fastSerializer,
    },
    async (request) => ({ data: await listTrialCalls(readsFor(request), request.query) }),
  );

  // The filtered trial list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/call-history/trial/export',
    {
      schema: { tags: ['calls'], querystring: callExportQuery },
      config: { ...read, answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'trial-calls',
        columns: callCsvColumns,
        rows: exportTrialCalls(readsFor(request), actorOf(request), request.query),
        filters: request.query,
      }),
  );

  app.get(
    '/api/call-history/org/:org_id',
    {
      schema: {
        tags: ['calls'],
        params: orgIdParam,
        querystring: orgCallFilters,
        response: { 200: envelope(callPageSchema) },
      },
      config: read,
    },
    async (request) => ({
      data: await listOrgCalls(readsFor(request), request.params.org_id, request.query),
    }),
  );

  // The agent filter's choices, searched here: a team may have more members than one page.
  app.get(
    '/api/call-history/org/:org_id/agents',
    {
      schema: {
        tags: ['calls'],
        params: orgIdParam,
        querystring: callAgentsQuery,
        response: { 200: envelope(callAgentListSchema) },
      },
      config: read,
    },
    async (request) => ({
      data: { rows: await callAgents(readsFor(request), request.params.org_id, request.query) },
    }),
  );

  app.get(
    '/api/call-history/org/:id/stats/total-call-and-duration',
    {
      schema: {
        tags: ['calls'],
        params: idParam,
        querystring: callStatsQuery,
        response: { 200: envelope(callStatsSchema) },
      },
      config: read,
    },
    async (request) => ({
      data: await orgCallStats(readsFor(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/api/call-history/recording/:id',
    {
      schema: { tags: ['calls'], params: idParam, response: { 200: envelope(recordingSchema) } },
      config: read,
    },
    async (request) => {
      const url = await recordingUrl(app.db, app.files, request.params.id);
      await app.dataAccess.recordingOpened(actorOf(request), request.params.id);
      return { data: { recording_url: url } };
    },
  );

  app.get(
    '/api/call-history/:id/details',
    {
      schema: { tags: ['calls'], params: idParam, response: { 200: envelope(callDetailSchema) } },
      config: read,
    },
    async (request) => ({ data: await callDetail(app.db, request.params.id) }),
  );

  app.put(
    '/api/call-history/:id',
    {
      schema: {
        tags: ['calls'],
        params: idParam,
        body: cdrUpdateBody,
        response: { 200: envelope(cdrUpdatedSchema) },
      },
      config: { access: ['update', 'CallHistory'] },
    },
    async (request) => ({
      data: await correctCdr(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  // Bulk soft-delete / restore: the grant of a CDR edit; each call audited on its own.
  app.post(
    '/api/call-history/bulk',
    {
      schema: {
        tags: ['calls'],
        body: callBulkBody,
        response: { 200: envelope(bulkResultSchema) },
      },
      config: { access: ['update', 'CallHistory'] },
    },
    async (request) => ({ data: await bulkCalls(app.db, actorOf(request), request.body) }),
  );
  app.post(
    '/api/call-history/bulk/count',
    {
      schema: {
        tags: ['calls'],
        body: callBulkCountBody,
        response: { 200: envelope(bulkCountSchema) },
      },
      config: { access: ['update', 'CallHistory'] },
    },
    async (request) => ({ data: await countCallsBulk(app.db, request.body.filter) }),
  );

  app.post(
    '/api/admin/dialer/cdr/list',
    {
      schema: {
        tags: ['calls'],
        body: dialerCdrFilters,
        response: { 200: envelope(callPageSchema) },
      },
      config: read,
    },
    async (request) => ({ data: await listDialerCdrs(app.db, request.body) }),
  );
}
