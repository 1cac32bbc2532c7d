import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import {
  changePasswordBody,
  okSchema,
  staffSessionParams,
  staffSessionsSchema,
} from '@switchboard/contract/staff';
import { actorOf } from '../../../platform/audit/audit';
import { unauthenticated } from '../../../platform/errors';
import type { App } from '../../../platform/http/types';
import type { FastifyRequest } from 'fastify';
import { changePassword, endSessionOf, sessionsOf, staffSessions } from './service';

const tags = ['staff'];
const ok = { ok: true as const };

const me = (request: FastifyRequest) => {
  if (!request.user) throw unauthenticated();
  return request.user;
};

/** My account (everyone's own password and sessions) and an SU's view of anyone's sessions. */
export async function accountRoutes(app: App): Promise<void> {
  app.post(
    '/api/auth/password',
    {
      schema: { tags, body: changePasswordBody, response: { 200: envelope(okSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await changePassword(request, me(request), current_password, new_password);
      return { data: ok };
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      schema: { tags, response: { 200: envelope(staffSessionsSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({
      data: await sessionsOf(app.db, me(request).id, me(request).sessionId),
    }),
  );

  app.post(
    '/api/auth/sessions/:id/revoke',
    {
      schema: { tags, params: idParam, response: { 200: envelope(okSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => {
      await endSessionOf(app.db, actorOf(request), me(request).id, request.params.id);
      return { data: ok };
    },
  );

  app.get(
    '/api/admin/staff-members/:id/sessions',
    {
      schema: { tags, params: idParam, response: { 200: envelope(staffSessionsSchema) } },
      config: { access: ['read', 'Staff'] },
    },
    async (request) => ({ data: await staffSessions(app.db, me(request), request.params.id) }),
  );

  app.post(
    '/api/admin/staff-members/:id/sessions/:sessionId/revoke',
    {
      schema: { tags, params: staffSessionParams, response: { 200: envelope(okSchema) } },
      config: { access: ['update', 'Staff'] },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      await endSessionOf(app.db, actorOf(request), id, sessionId);
      return { data: ok };
    },
  );
}
