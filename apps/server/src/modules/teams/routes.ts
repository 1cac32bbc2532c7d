import { eq } from 'drizzle-orm';
import { envelope, idParam } from '@switchboard/contract/envelope';
import { formatMessage } from '@switchboard/contract/messages';
import {
  orgActionResponse,
  orgDetailsSchema,
  orgIdParam,
  orgSearchQuery,
  orgSearchResponse,
  orgUpdateBody,
} from '@switchboard/contract/teams';
import { orgs } from '../../db/schema/teams';
import { actorOf, audit, diff } from '../../platform/audit/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { App } from '../../platform/http/types';
import { actionResult } from './action-result';
import { orgActionRoutes } from './action-routes';
import { releaseNumberRoute } from './release-number-route';
import { orgSettingsRoutes } from './settings-routes';
import { isAssignableStaff, staffRoute } from './staff-route';
import { tempOtpRoute } from './temp-otp-route';
import { lockOrg } from './org-lock';
import { findOrgDetails, searchOrgs } from './repository';

/** The team list, the team page and the org record itself: update, soft delete, restore. */
export async function teamsRoutes(app: App): Promise<void> {
  const product = app.config.product;
  await orgActionRoutes(app);
  await releaseNumberRoute(app);
  await tempOtpRoute(app);
  await orgSettingsRoutes(app);
  await staffRoute(app);

  app.get(
    '/api/org/search',
    {
      schema: { tags: ['teams'], querystring: orgSearchQuery, response: { 200: envelope(orgSearchResponse) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => {
      const { assigned, ...query } = request.query;
      const assignedTo = assigned ? (request.user?.id ?? null) : null;
      return { data: await searchOrgs(app.db, { ...query, assignedTo }, product.key) };
    },
  );

  app.get(
    '/api/org/details/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgDetailsSchema) } },
      config: { access: ['read', 'Org'] },
    },
    async (request) => {
      const details = await findOrgDetails(app.db, request.params.id, product.key);
      if (!details) throw notFound('Org');
      return { data: details };
    },
  );

  app.put(
    '/api/org/:org_id',
    {
      schema: { tags: ['teams'], params: orgIdParam, body: orgUpdateBody, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['update', 'Org'] },
    },
    async (request) => {
      const { org_id: id } = request.params;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const org = await lockOrg(tx, id);
        if (body.assigned_staff_id && !(await isAssignableStaff(tx, body.assigned_staff_id))) {
          throw badRequest('assigned_staff_id must be a staff member', [
            { field: 'assigned_staff_id', message: 'must be an active SU or ADMIN user' },
          ]);
        }
        // The audit entry names fields as the API does (snake_case).
        const before = {
          name: org.name,
          email: org.email,
          gstin: org.gstin,
          working_time: org.workingTime,
          status: org.status,
          assigned_staff_id: org.assignedStaffId,
        };
        const changes = diff(before, body);
        if (Object.keys(changes).length === 0) return;
        await tx
          .update(orgs)
          .set({
            name: body.name,
            email: body.email,
            gstin: body.gstin,
            workingTime: body.working_time,
            status: body.status,
            assignedStaffId: body.assigned_staff_id,
          })
          .where(eq(orgs.id, id));
        await audit(tx, actorOf(request), { action: 'org.update', subjectType: 'Org', subjectId: id, orgId: id, summary: changes });
      });
      return { data: await actionResult(app, id, formatMessage('orgUpdated')) };
    },
  );

  app.delete(
    '/api/org/:id',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['delete', 'Org'] },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const org = await lockOrg(tx, id);
        // Soft delete: every row stays; the org drops out of lists and takes no changes.
        await tx.update(orgs).set({ deletedAt: new Date() }).where(eq(orgs.id, id));
        await audit(tx, actorOf(request), { action: 'org.delete', subjectType: 'Org', subjectId: id, orgId: id, summary: { name: org.name } });
      });
      return { data: await actionResult(app, id, formatMessage('orgDeleted')) };
    },
  );

  app.post(
    '/api/org/:id/restore',
    {
      schema: { tags: ['teams'], params: idParam, response: { 200: envelope(orgActionResponse) } },
      config: { access: ['restore', 'Org'] },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const org = await lockOrg(tx, id, { allowDeleted: true });
        if (!org.deletedAt) throw conflict('This org is not deleted');
        await tx.update(orgs).set({ deletedAt: null }).where(eq(orgs.id, id));
        await audit(tx, actorOf(request), {
          action: 'org.restore',
          subjectType: 'Org',
          subjectId: id,
          orgId: id,
          summary: { deleted_at: org.deletedAt.toISOString() },
        });
      });
      return { data: await actionResult(app, id, formatMessage('orgRestored')) };
    },
  );
}
