import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import type { Config } from '../../config';
import { AppError } from '../errors';
import { isApiPath } from '../http/api-answers';
import { safeEqual, sha256 } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type CsrfSettings = Pick<Config, 'appSecret' | 'cookieSecure' | 'corsOrigins' | 'publicUrl'>;

/** What a token is bound to: the session cookie's hash, or "anonymous" before login. */
const bindingOf = (sessionToken: string | undefined) =>
  sessionToken ? `session:${sha256(sessionToken)}` : 'anonymous';

const macOf = (secret: string, binding: string, nonce: string) =>
  createHmac('sha256', secret).update(`${binding}.${nonce}`).digest('base64url');

/** `nonce.mac`: a random nonce signed together with the session it belongs to. */
export function csrfTokenFor(secret: string, sessionToken: string | undefined): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${macOf(secret, bindingOf(sessionToken), nonce)}`;
}

function isValidFor(secret: string, token: string, sessionToken: string | undefined): boolean {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  return safeEqual(mac, macOf(secret, bindingOf(sessionToken), nonce));
}

/**
 * Sets a fresh token bound to `sessionToken` (the new session at login, none at logout), so
 * a token seen before a login is worth nothing after it.
 */
export function rotateCsrfToken(
  reply: FastifyReply,
  settings: CsrfSettings,
  sessionToken: string | undefined,
): void {
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(settings.appSecret, sessionToken), {
    path: '/',
    sameSite: 'lax',
    secure: settings.cookieSecure,
    httpOnly: false,
  });
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A browser names the page a state change comes from (Origin, or Referer when it leaves
 * Origin out); it must be this server, the public URL or an allowed CORS origin. Clients
 * that send neither (scripts, the tests) still need the token.
 */
function fromAllowedOrigin(request: FastifyRequest, settings: CsrfSettings): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed =
    typeof origin === 'string' && origin !== 'null'
      ? originOf(origin)
      : typeof referer === 'string'
        ? originOf(referer)
        : undefined;
  if (claimed === undefined) return typeof origin !== 'string';
  if (claimed === null) return false;
  const allowed = new Set(
    [`${request.protocol}://${request.host}`, settings.publicUrl, ...settings.corsOrigins]
      .filter(Boolean)
      .map((url) => originOf(url)),
  );
  return allowed.has(claimed);
}

const refused = () =>
  new AppError(
    403,
    'CSRF_MISMATCH',
    'Security token missing or invalid; reload the page and try again',
  );

/**
 * Signed double-submit CSRF protection. The readable XSRF-TOKEN cookie carries a nonce signed
 * with the session it belongs to; a state change must echo it in the X-XSRF-TOKEN header and
 * come from an allowed origin. Any API answer to a client whose token is missing or belongs to
 * another session sets a fresh one (the console retries a refused change once with it).
 * Static assets and the console's page carry no cookie, so shared caches may keep them.
 */
export function installCsrf(app: FastifyInstance, settings: CsrfSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const sessionToken = request.cookies[SESSION_COOKIE];
    const cookieToken = request.cookies[XSRF_COOKIE];
    const cookieValid =
      cookieToken !== undefined && isValidFor(settings.appSecret, cookieToken, sessionToken);
    if (!cookieValid && isApiPath(request.url)) rotateCsrfToken(reply, settings, sessionToken);
    const { csrf } = request.routeOptions.config;
    // The spec makes a few changes GETs (release a number, reset FUP, reconnect a softphone);
    // a cross-site link sends cookies on a GET, so those routes say `csrf: 'always'`.
    if (SAFE_METHODS.has(request.method) && csrf !== 'always') return;
    if (csrf === false) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (
      !cookieValid ||
      typeof headerToken !== 'string' ||
      !safeEqual(cookieToken ?? '', headerToken)
    ) {
      throw refused();
    }
    if (!fromAllowedOrigin(request, settings)) throw refused();
  });
}
