import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  orgActionResponse,
  orgDetailsSchema,
  orgExportQuery,
  orgSearchQuery,
  orgSearchResponse,
  orgUpdateBody,
} from '@switchboard/contract/teams';
import { actorOf } from '../../platform/audit/audit';
import { readsFor } from '../../platform/http/replica-reads';
import type { App } from '../../platform/http/types';
import { orgActionRoutes } from './action-routes';
import { releaseNumberRoutes } from './release-number-routes';
import {
  orgChange,
  deleteOrg,
  exportTeams,
  orgDetails,
  restoreOrg,
  searchTeams,
  updateOrg,
} from './service';
import { sendCsv } from '../../platform/csv/send-csv';
import { teamCsvColumns } from './team-csv';
import { csvAnswers } from '../../platform/http/file-answers';
import { orgSettingsRoutes } from './settings-routes';
import { staffRoutes } from './staff-routes';
import { tempOtpRoutes } from './temp-otp-routes';
import { fastSerializer } from '../../platform/http/fast-serializer';

/** The team CSV's columns, in order: what the list shows. */

/** The team list, the team page and the org record itself: update, soft delete, restore. */
export async function teamsRoutes(app: App): Promise<void> {
  const product = app.config.product;
  await orgActionRoutes(app);
  await releaseNumberRoutes(app);
  await tempOtpRoutes(app);
  await orgSettingsRoutes(app);
  await staffRoutes(app);

  // The filtered team list as CSV, streamed in constant memory; who exported what is audited.
  app.get(
    '/api/org/export',
    {
      schema: { tags: ['teams'], querystring: orgExportQuery },
      config: { access: ['read', 'Org'], answers: csvAnswers },
    },
    async (request, reply) => {
      const { assigned, ...query } = request.query;
      return sendCsv(request, reply, {
        name: 'teams',
        columns: teamCsvColumns(product.name),
        rows: exportTeams(
          readsFor(request),
          actorOf(request),
          product,
          query,
          assigned ? (request.user?.id ?? null) : null,
        ),
        filters: request.query,
      });
    },
  );

  app.get(
    '/api/org/search',
    {
      schema: {
        tags: ['teams'],
        querystring: orgSearchQuery,
        response: { 200: envelope(orgSearchResponse) },
      },
      config: { access: ['read', 'Org'] },
      // The console's most used list: its pages are written by the compiled serializer.
      serializerCompiler: fastSerializer,
    },
    async (request) => {
      const { assigned, ...query } = request.query;
      const assignedTo = assigned ? (request.user?.id ?? null) : null;
      return { data: await searchTeams(readsFor(request), product, query, assignedTo) };
    },
  );

  app.get(
    '/api/org/details/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgDetailsSchema) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => ({ data: await orgDetails(app.db, product, request.params.id) }),
  );

  app.put(
    '/api/org/:id',
    {
      schema: {
        tags: ['teams'],
        params: idParam,
        body: orgUpdateBody,
        response: { 200: envelope(orgActionResponse) },
      },
      config: { access: ['update', 'Org'] },
    },
    async (request) => ({
      data: await updateOrg(orgChange(app, request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['delete', 'Org'] },
    },
    async (request) => ({ data: await deleteOrg(orgChange(app, request), request.params.id) }),
  );

  app.post(
    '/api/org/:id/restore',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['restore', 'Org'] },
    },
    async (request) => ({ data: await restoreOrg(orgChange(app, request), request.params.id) }),
  );
}
