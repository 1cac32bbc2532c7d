import type { FastifyReply } from 'fastify';
import {
  loginBody,
  loginCodeBody,
  loginResultSchema,
  logoutResponse,
  recoveryCodesSchema,
  totpConfirmBody,
  totpSetupSchema,
  userRecordSchema,
} from '@switchboard/contract/auth';
import {
  loginPasskeyBody,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegisterBody,
  passkeyRegisteredSchema,
} from '@switchboard/contract/passkeys';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import { envelope } from '@switchboard/contract/envelope';
import { idParam } from '@switchboard/contract/params';
import { okSchema } from '@switchboard/contract/staff';
import { actorOf } from '../../platform/audit/audit';
import { rotateCsrfToken } from '../../platform/auth/csrf';
import type { App } from '../../platform/http/types';
import {
  finishPasskeyChallenge,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
} from './passkeys/service';
import { currentUserRecord, login, logout, openSession } from './service';
import { CHALLENGE_COOKIE, confirmTotp, finishChallenge, newTotpSetup } from './totp/service';
import { errorAnswer, throttledAnswers } from '../../platform/http/file-answers';

export async function authRoutes(app: App): Promise<void> {
  const { config } = app;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  /** Sets the new session's cookie and a fresh CSRF token (one from before must not work). */
  const sessionStarted = <R>(
    reply: FastifyReply,
    signedIn: { token: string; expiresAt: Date; record: R },
  ): R => {
    reply.setCookie(SESSION_COOKIE, signedIn.token, {
      ...cookieOptions,
      expires: signedIn.expiresAt,
    });
    rotateCsrfToken(reply, config, signedIn.token);
    return signedIn.record;
  };
  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(loginResultSchema) } },
      config: { public: true, answers: throttledAnswers },
    },
    async (request, reply) => {
      const result = await login(request, request.body.email, request.body.password);
      if (result.challenge) {
        // The password was right; the code finishes the sign-in (POST /auth/login/code).
        reply.setCookie(CHALLENGE_COOKIE, result.challenge.token, {
          ...cookieOptions,
          path: '/api/auth/login',
          expires: result.challenge.expiresAt,
        });
        const methods = result.methods;
        return { data: { second_factor: methods[0]!, methods } };
      }
      return { data: sessionStarted(reply, result.signedIn) };
    },
  );

  app.post(
    '/api/auth/login/code',
    {
      schema: {
        tags: ['auth'],
        body: loginCodeBody,
        response: { 200: envelope(userRecordSchema) },
      },
      config: { public: true, answers: throttledAnswers },
    },
    async (request, reply) => {
      const challenge = request.cookies[CHALLENGE_COOKIE] ?? '';
      const { user, how } = await finishChallenge(request, challenge, request.body.code);
      const signedIn = await openSession(request, user, { second_factor: how });
      reply.clearCookie(CHALLENGE_COOKIE, { ...cookieOptions, path: '/api/auth/login' });
      return { data: sessionStarted(reply, signedIn) };
    },
  );

  app.post(
    '/api/auth/login/passkey/options',
    {
      schema: { tags: ['auth'], response: { 200: envelope(passkeyOptionsSchema) } },
      config: {
        public: true,
        answers: {
          401: errorAnswer('No sign-in is waiting for its second step: the password comes first'),
        },
      },
    },
    async (request) => ({
      data: { options: await signInOptions(request, request.cookies[CHALLENGE_COOKIE] ?? '') },
    }),
  );

  app.post(
    '/api/auth/login/passkey',
    {
      schema: {
        tags: ['auth'],
        body: loginPasskeyBody,
        response: { 200: envelope(userRecordSchema) },
      },
      config: { public: true, answers: throttledAnswers },
    },
    async (request, reply) => {
      const challenge = request.cookies[CHALLENGE_COOKIE] ?? '';
      const { user, how } = await finishPasskeyChallenge(request, challenge, request.body);
      const signedIn = await openSession(request, user, { second_factor: how });
      reply.clearCookie(CHALLENGE_COOKIE, { ...cookieOptions, path: '/api/auth/login' });
      return { data: sessionStarted(reply, signedIn) };
    },
  );

  app.get(
    '/api/auth/passkeys',
    {
      schema: { tags: ['auth'], response: { 200: envelope(passkeyListSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({ data: { passkeys: await listPasskeys(app.db, request.user!.id) } }),
  );

  app.post(
    '/api/auth/passkeys/options',
    {
      schema: { tags: ['auth'], response: { 200: envelope(passkeyOptionsSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({
      data: { options: await registrationOptions(request, request.user!.id) },
    }),
  );

  app.post(
    '/api/auth/passkeys',
    {
      schema: {
        tags: ['auth'],
        body: passkeyRegisterBody,
        response: { 200: envelope(passkeyRegisteredSchema) },
      },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({
      data: await registerPasskey(request, actorOf(request), request.user!.id, request.body),
    }),
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: { tags: ['auth'], params: idParam, response: { 200: envelope(okSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => {
      await removePasskey(
        app.db,
        actorOf(request),
        request.user!.id,
        request.params.id,
        config.mfaRequiredRoles,
      );
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/auth/totp/setup',
    {
      schema: { tags: ['auth'], response: { 200: envelope(totpSetupSchema) } },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({
      data: await newTotpSetup(request.user?.email ?? '', config.product.name),
    }),
  );

  app.post(
    '/api/auth/totp/confirm',
    {
      schema: {
        tags: ['auth'],
        body: totpConfirmBody,
        response: { 200: envelope(recoveryCodesSchema) },
      },
      config: { access: ['read', 'Auth'] },
    },
    async (request) => ({
      data: {
        recovery_codes: await confirmTotp(
          app.db,
          actorOf(request),
          request.user!.id,
          request.body.secret,
          request.body.code,
        ),
      },
    }),
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
    async (request) => ({
      data: await currentUserRecord(app.db, request.user?.id, config.mfaRequiredRoles),
    }),
  );
}
