import { userRecordSchema } from '@switchboard/contract/auth';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import {
  acceptInvitationBody,
  changeStaffRoleBody,
  invitationTokenParam,
  invitationViewSchema,
  inviteStaffBody,
  okSchema,
  sandboxLinkSchema,
  staffInvitationSchema,
  staffListSchema,
  staffMemberSchema,
  staffSettingsBody,
  staffSettingsSchema,
  staffStatusBody,
} from '@switchboard/contract/staff';
import { staffGrantsBody } from '@switchboard/contract/grants';
import { actorOf } from '../../../platform/audit/audit';
import { rotateCsrfToken } from '../../../platform/auth/csrf';
import { errorAnswer } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import {
  acceptInvitation,
  changeStaffRole,
  inviteStaff,
  resendInvitation,
  resetStaffFactors,
  sandboxInvitationLink,
  revokeInvitation,
  setStaffGrants,
  setStaffStatus,
  staffList,
  viewInvitation,
} from './service';
import { setMfaRequiredForEveryone, staffSettings } from './settings-service';

const tags = ['staff'];

/** The Staff page (SU): members, invitations, roles, deactivation; and the invitee's accept page. */
export async function staffRoutes(app: App): Promise<void> {
  app.get(
    '/api/admin/staff-members',
    {
      schema: { tags, response: { 200: envelope(staffListSchema) } },
      config: { access: ['read', 'Staff'] },
    },
    async () => ({ data: await staffList(app.db) }),
  );

  app.post(
    '/api/admin/staff-members/invitations',
    {
      schema: { tags, body: inviteStaffBody, response: { 200: envelope(staffInvitationSchema) } },
      config: { access: ['create', 'Staff'] },
    },
    async (request) => ({ data: await inviteStaff(request, actorOf(request), request.body) }),
  );

  app.post(
    '/api/admin/staff-members/invitations/:id/resend',
    {
      schema: { tags, params: idParam, response: { 200: envelope(okSchema) } },
      config: { access: ['create', 'Staff'] },
    },
    async (request) => {
      await resendInvitation(request, actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/admin/staff-members/invitations/:id/revoke',
    {
      schema: { tags, params: idParam, response: { 200: envelope(okSchema) } },
      config: { access: ['delete', 'Staff'] },
    },
    async (request) => {
      await revokeInvitation(app.db, actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    '/api/admin/staff-members/:id/role',
    {
      schema: {
        tags,
        params: idParam,
        body: changeStaffRoleBody,
        response: { 200: envelope(staffMemberSchema) },
      },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => ({
      data: await changeStaffRole(app.db, actorOf(request), request.params.id, request.body.role),
    }),
  );

  app.post(
    '/api/admin/staff-members/:id/status',
    {
      schema: {
        tags,
        params: idParam,
        body: staffStatusBody,
        response: { 200: envelope(staffMemberSchema) },
      },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => ({
      data: await setStaffStatus(app.db, actorOf(request), request.params.id, request.body.status),
    }),
  );

  app.get(
    '/api/admin/staff-members/invitations/:id/sandbox-link',
    {
      schema: { tags, params: idParam, response: { 200: envelope(sandboxLinkSchema) } },
      config: { access: ['create', 'Staff'] },
    },
    async (request) => ({
      data: {
        link: await sandboxInvitationLink(
          app.db,
          actorOf(request),
          request.params.id,
          app.adapters.EMAIL.sandbox,
        ),
      },
    }),
  );

  app.post(
    '/api/admin/staff-members/:id/reset-factors',
    {
      schema: { tags, params: idParam, response: { 200: envelope(okSchema) } },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => {
      await resetStaffFactors(app.db, actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    '/api/admin/staff-members/:id/grants',
    {
      schema: {
        tags,
        params: idParam,
        body: staffGrantsBody,
        response: { 200: envelope(staffMemberSchema) },
      },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => ({
      data: await setStaffGrants(app.db, actorOf(request), request.params.id, request.body.grants),
    }),
  );

  app.get(
    '/api/admin/staff-settings',
    {
      schema: { tags, response: { 200: envelope(staffSettingsSchema) } },
      config: { access: ['read', 'Staff'] },
    },
    async () => ({ data: await staffSettings(app.db, app.config.mfaRequiredRoles) }),
  );

  app.put(
    '/api/admin/staff-settings',
    {
      schema: {
        tags,
        body: staffSettingsBody,
        response: { 200: envelope(staffSettingsSchema) },
      },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => ({
      data: await setMfaRequiredForEveryone(
        app.db,
        actorOf(request),
        request.body.mfa_required_for_everyone,
        app.config.mfaRequiredRoles,
      ),
    }),
  );

  app.get(
    '/api/auth/invitations/:token',
    {
      schema: {
        tags,
        params: invitationTokenParam,
        response: { 200: envelope(invitationViewSchema) },
      },
      config: { public: true },
    },
    async (request) => ({ data: await viewInvitation(app.db, request.params.token) }),
  );

  app.post(
    '/api/auth/invitations/accept',
    {
      schema: { tags, body: acceptInvitationBody, response: { 200: envelope(userRecordSchema) } },
      config: {
        public: true,
        answers: { 404: errorAnswer('The invitation link is used, expired, withdrawn or unknown') },
      },
    },
    async (request, reply) => {
      const result = await acceptInvitation(request, request.body.token, request.body.password);
      reply.setCookie(SESSION_COOKIE, result.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        expires: result.expiresAt,
      });
      rotateCsrfToken(reply, app.config, result.token);
      return { data: result.record };
    },
  );
}
