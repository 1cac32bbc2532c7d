import {
  loginBody,
  logoutResponse,
  SESSION_COOKIE,
  userRecordSchema,
} from '@switchboard/contract/auth';
import { envelope } from '@switchboard/contract/envelope';
import { actorOf } from '../../platform/audit/audit';
import type { App } from '../../platform/http/types';
import { AppError } from '../../platform/errors';
import { currentUserRecord, login, logout } from './service';

export async function authRoutes(app: App): Promise<void> {
  const { config } = app;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  const window = config.login.windowMs;
  // A second limiter, keyed on the account: the plugin runs one handler per request only.
  const perAccount = app.createRateLimit({
    max: config.login.maxPerAccount,
    timeWindow: window,
    keyGenerator: (r) => `account:${String((r.body as { email?: unknown }).email).toLowerCase()}`,
  });

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(userRecordSchema) } },
      config: { public: true },
      // Two limits: many tries from one address, and many tries at one account from anywhere.
      preHandler: [
        app.rateLimit({
          max: config.login.maxPerIp,
          timeWindow: window,
          keyGenerator: (r) => `ip:${r.ip}`,
        }),
        async (request) => {
          const state = await perAccount(request);
          if (!state.isAllowed && state.isExceeded) {
            const minutes = Math.max(1, Math.ceil(state.ttlInSeconds / 60));
            throw new AppError(
              429,
              'RATE_LIMITED',
              `Too many login attempts; try again in ${minutes} minutes`,
            );
          }
        },
      ],
    },
    async (request, reply) => {
      const result = await login(request, request.body.email, request.body.password);
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...cookieOptions,
        expires: result.expiresAt,
      });
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
