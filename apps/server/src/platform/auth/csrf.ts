import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/auth';
import { AppError } from '../errors';
import { isApiPath } from '../http/api-answers';
import { newToken, safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection: a readable XSRF-TOKEN cookie is set on any API response when
 * the client has none, and a state change must echo it in the X-XSRF-TOKEN header. Static
 * assets and the console's page carry no cookie, so shared caches may keep them.
 */
export function installCsrf(app: FastifyInstance, secureCookie: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken && isApiPath(request.url)) {
      reply.setCookie(XSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'lax',
        secure: secureCookie,
        httpOnly: false,
      });
    }
    const { csrf } = request.routeOptions.config;
    // The spec makes a few changes GETs (release a number, reset FUP, reconnect a softphone);
    // a cross-site link sends cookies on a GET, so those routes say `csrf: 'always'`.
    if (SAFE_METHODS.has(request.method) && csrf !== 'always') return;
    if (csrf === false) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !safeEqual(cookieToken, headerToken)) {
      throw new AppError(
        403,
        'CSRF_MISMATCH',
        'Security token missing or invalid; reload the page and try again',
      );
    }
  });
}
