import { envelope, idParam } from '@switchboard/contract/envelope';
import {
  orgActionResponse,
  orgDetailsSchema,
  orgSearchQuery,
  orgSearchResponse,
  orgUpdateBody,
} from '@switchboard/contract/teams';
import type { App } from '../../platform/http/types';
import { orgActionRoutes } from './action-routes';
import { releaseNumberRoutes } from './release-number-routes';
import { orgChange, deleteOrg, orgDetails, restoreOrg, searchTeams, updateOrg } from './service';
import { orgSettingsRoutes } from './settings-routes';
import { staffRoutes } from './staff-routes';
import { tempOtpRoutes } from './temp-otp-routes';

/** The team list, the team page and the org record itself: update, soft delete, restore. */
export async function teamsRoutes(app: App): Promise<void> {
  const product = app.config.product;
  await orgActionRoutes(app);
  await releaseNumberRoutes(app);
  await tempOtpRoutes(app);
  await orgSettingsRoutes(app);
  await staffRoutes(app);

  app.get(
    '/api/org/search',
    {
      schema: {
        tags: ['teams'],
        querystring: orgSearchQuery,
        response: { 200: envelope(orgSearchResponse) },
      },
      config: { access: ['read', 'Org'] },
    },
    async (request) => {
      const { assigned, ...query } = request.query;
      const assignedTo = assigned ? (request.user?.id ?? null) : null;
      return { data: await searchTeams(app.db, product, query, assignedTo) };
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
