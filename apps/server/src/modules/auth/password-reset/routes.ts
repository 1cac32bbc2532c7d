import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  completePasswordResetBody,
  forgotPasswordBody,
  invitationTokenParam,
  okSchema,
  passwordResetViewSchema,
  sandboxLinkSchema,
} from '@switchboard/contract/staff';
import { actorOf } from '../../../platform/audit/audit';
import { errorAnswer } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import {
  completePasswordReset,
  requestPasswordReset,
  sandboxResetLink,
  viewPasswordReset,
} from './service';

const tags = ['staff'];
const ok = { ok: true as const };

/** "Forgot password?" on the login page, the reset page its email links to, and the sandbox. */
export async function passwordResetRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/password-reset',
    {
      schema: { tags, body: forgotPasswordBody, response: { 200: envelope(okSchema) } },
      config: {
        public: true,
        answers: {
          429: errorAnswer(
            'Too many requests from this address or for this email: `Retry-After` says how many seconds to wait',
          ),
        },
      },
    },
    async (request) => {
      await requestPasswordReset(request, request.body.email);
      return { data: ok };
    },
  );

  app.get(
    '/api/auth/password-reset/:token',
    {
      schema: {
        tags,
        params: invitationTokenParam,
        response: { 200: envelope(passwordResetViewSchema) },
      },
      config: { public: true },
    },
    async (request) => ({ data: await viewPasswordReset(app.db, request.params.token) }),
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      schema: { tags, body: completePasswordResetBody, response: { 200: envelope(okSchema) } },
      config: {
        public: true,
        answers: { 404: errorAnswer('The reset link is used, expired or unknown') },
      },
    },
    async (request) => {
      await completePasswordReset(request, request.body.token, request.body.password);
      return { data: ok };
    },
  );

  app.get(
    '/api/admin/staff-members/:id/sandbox-reset-link',
    {
      schema: { tags, params: idParam, response: { 200: envelope(sandboxLinkSchema) } },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => ({
      data: {
        link: await sandboxResetLink(
          app.db,
          actorOf(request),
          request.params.id,
          app.adapters.EMAIL.sandbox,
        ),
      },
    }),
  );
}
