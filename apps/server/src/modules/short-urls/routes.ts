import type { FastifyRequest } from 'fastify';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  createShortUrlBody,
  shortUrlExportQuery,
  shortUrlListQuery,
  shortUrlPageSchema,
  shortUrlQrQuery,
  shortUrlSchema,
  shortUrlVisitStatsSchema,
  shortUrlVisitsQuery,
  updateShortUrlBody,
} from '@switchboard/contract/short-urls';
import { actorOf } from '../../platform/audit/audit';
import { sendCsv, timeColumn, type CsvColumns } from '../../platform/csv/send-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import { qrAnswers } from './qr-code';
import type { App } from '../../platform/http/types';
import { exportShortUrls } from './export-service';
import {
  createShortUrl,
  disableShortUrl,
  editShortUrl,
  getShortUrl,
  shortUrlQr,
  shortUrlsPage,
  type ShortLinkPlace,
} from './service';
import { visitStats } from './stats-service';

/** The short URL CSV's columns, in order: what the list and a link's page show. */
const shortUrlCsvColumns: CsvColumns = [
  { key: 'id', header: 'ID' },
  { key: 'short_url', header: 'Short link' },
  { key: 'slug', header: 'Slug' },
  { key: 'target_url', header: 'Target URL' },
  { key: 'title', header: 'Title' },
  { key: 'tags', header: 'Tags' },
  { key: 'status', header: 'Status' },
  { key: 'visit_count', header: 'Visits' },
  { key: 'max_visits', header: 'Visit limit' },
  timeColumn('valid_since', 'Valid from'),
  timeColumn('valid_until', 'Valid until'),
  { key: 'org_id', header: 'Team ID' },
  { key: 'org_name', header: 'Team' },
  { key: 'created_by_name', header: 'Created by' },
  timeColumn('created_at', 'Created'),
];

/** Short URLs (menu "Short URL"): the growth team's links, their visits and QR codes. */
export async function shortUrlsRoutes(app: App): Promise<void> {
  /** SHORT_URL_BASE when set; else the origin the console reached this server at. */
  const placeOf = (request: FastifyRequest): ShortLinkPlace => {
    const own = `${request.protocol}://${request.host}`;
    const base = app.config.shortUrls.base || own;
    return { base, ownOrigins: [base, own] };
  };
  const tags = ['short-urls'];

  app.get(
    '/api/admin/short-urls',
    {
      schema: {
        tags,
        querystring: shortUrlListQuery,
        response: { 200: envelope(shortUrlPageSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await shortUrlsPage(app.db, request.query, placeOf(request)) }),
  );

  // The filtered list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/admin/short-urls/export',
    {
      schema: { tags, querystring: shortUrlExportQuery },
      config: { access: ['read', 'Growth'], answers: csvAnswers },
    },
    async (request, reply) =>
      sendCsv(request, reply, {
        name: 'short-urls',
        columns: shortUrlCsvColumns,
        rows: exportShortUrls(app.db, actorOf(request), request.query, placeOf(request)),
        filters: request.query,
      }),
  );

  app.post(
    '/api/admin/short-urls',
    {
      schema: { tags, body: createShortUrlBody, response: { 200: envelope(shortUrlSchema) } },
      config: { access: ['create', 'Growth'] },
    },
    async (request) => ({
      data: await createShortUrl(app.db, actorOf(request), request.body, placeOf(request)),
    }),
  );

  app.get(
    '/api/admin/short-urls/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(shortUrlSchema) } },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({
      data: await getShortUrl(app.db, request.params.id, placeOf(request)),
    }),
  );

  app.put(
    '/api/admin/short-urls/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: updateShortUrlBody,
        response: { 200: envelope(shortUrlSchema) },
      },
      config: { access: ['update', 'Growth'] },
    },
    async (request) => ({
      data: await editShortUrl(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        placeOf(request),
      ),
    }),
  );

  app.delete(
    '/api/admin/short-urls/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(shortUrlSchema) } },
      config: { access: ['delete', 'Growth'] },
    },
    async (request) => ({
      data: await disableShortUrl(app.db, actorOf(request), request.params.id, placeOf(request)),
    }),
  );

  app.get(
    '/api/admin/short-urls/:id/visits',
    {
      schema: {
        tags,
        params: idParam,
        querystring: shortUrlVisitsQuery,
        response: { 200: envelope(shortUrlVisitStatsSchema) },
      },
      config: { access: ['read', 'Growth'] },
    },
    async (request) => ({ data: await visitStats(app.db, request.params.id, request.query) }),
  );

  app.get(
    '/api/admin/short-urls/:id/qr',
    {
      schema: { tags, params: idParam, querystring: shortUrlQrQuery },
      config: { access: ['read', 'Growth'], answers: qrAnswers },
    },
    async (request, reply) => {
      const { format, size, download } = request.query;
      const qr = await shortUrlQr(app.db, request.params.id, format, size, placeOf(request));
      return reply
        .type(qr.contentType)
        .header(
          'content-disposition',
          `${download ? 'attachment' : 'inline'}; filename="qr-${qr.slug}.${format}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(qr.body);
    },
  );
}
