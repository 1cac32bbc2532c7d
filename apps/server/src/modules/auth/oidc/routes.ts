import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@switchboard/contract/session';
import { rotateCsrfToken } from '../../../platform/auth/csrf';
import { redirectAnswer } from '../../../platform/http/file-answers';
import type { App } from '../../../platform/http/types';
import { CHALLENGE_COOKIE } from '../totp/service';
import {
  finishSso,
  SSO_COOKIE,
  SSO_COOKIE_PATH,
  SSO_TTL_MS,
  SsoRefused,
  startSso,
} from './service';

/**
 * GET /api/auth/oidc/start and /callback: browser navigations, not API calls, so both answer
 * with a redirect (302), never JSON: to the provider, then back to the login page, which
 * finishes (`?sso=done`), asks for the code (`?sso=code`) or words a refusal (`?sso_error=`).
 */
export async function oidcRoutes(app: App): Promise<void> {
  const { config } = app;
  const cookieOptions = {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries a Lax cookie.
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };
  const backToLogin = (reply: FastifyReply, query: string) =>
    reply.header('cache-control', 'no-store').redirect(`/login?${query}`, 302);
  const refused = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof SsoRefused)) throw error;
    reply.clearCookie(SSO_COOKIE, { ...cookieOptions, path: SSO_COOKIE_PATH });
    return backToLogin(reply, `sso_error=${error.reason}`);
  };
  const redirectSchema = { tags: ['auth'] };

  app.get(
    '/api/auth/oidc/start',
    {
      schema: redirectSchema,
      config: {
        public: true,
        answers: {
          302: redirectAnswer(
            "To the OpenID provider's sign-in, or back to `/login?sso_error=` when SSO is off",
          ),
        },
      },
    },
    async (request, reply) => {
      try {
        const { url, sealed } = await startSso(request);
        reply.setCookie(SSO_COOKIE, sealed, {
          ...cookieOptions,
          path: SSO_COOKIE_PATH,
          maxAge: SSO_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    {
      schema: redirectSchema,
      config: {
        public: true,
        answers: {
          302: redirectAnswer(
            'Back to the login page: `?sso=done` (a session cookie is set), `?sso=code&methods=` (the second factor next) or `?sso_error=<reason>`',
          ),
        },
      },
    },
    async (request, reply) => {
      try {
        const outcome = await finishSso(request, request.cookies[SSO_COOKIE]);
        // Spent: the provider's code is single-use too, so a replayed callback is refused.
        reply.clearCookie(SSO_COOKIE, { ...cookieOptions, path: SSO_COOKIE_PATH });
        if (outcome.kind === 'code') {
          reply.setCookie(CHALLENGE_COOKIE, outcome.challenge.token, {
            ...cookieOptions,
            path: '/api/auth/login',
            expires: outcome.challenge.expiresAt,
          });
          return backToLogin(reply, `sso=code&methods=${outcome.methods.join(',')}`);
        }
        reply.setCookie(SESSION_COOKIE, outcome.signedIn.token, {
          ...cookieOptions,
          path: '/',
          expires: outcome.signedIn.expiresAt,
        });
        rotateCsrfToken(reply, config, outcome.signedIn.token);
        return backToLogin(reply, 'sso=done');
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
}
