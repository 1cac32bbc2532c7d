import { loginBody, logoutResponse, userRecordSchema } from '@switchboard/contract/auth';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import { envelope } from '@switchboard/contract/envelope';
import { actorOf } from '../../platform/audit/audit';
import { rotateCsrfToken } from '../../platform/auth/csrf';
import type { App } from '../../platform/http/types';
import { currentUserRecord, login, logout } from './service';

export async function authRoutes(app: App): Promise<void> {
  const { config } = app;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(userRecordSchema) } },
      config: { public: true },
    },
    async (request, reply) => {
      const result = await login(request, request.body.email, request.body.password);
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...cookieOptions,
        expires: result.expiresAt,
      });
      // A token from before the login must not work after it.
      rotateCsrfToken(reply, config, result.token);
      return { data: result.record };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], response: { 200: envelope(logoutResponse) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request, reply) => {
      await logout(app.db, actorOf(request), request.user);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      rotateCsrfToken(reply, config, undefined);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], response: { 200: envelope(userRecordSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({ data: await currentUserRecord(app.db, request.user?.id) }),
  );
}
