import { shortUrlSlugParam } from '@switchboard/contract/short-urls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/types';
import { gonePage, notFoundPage, PAGE_HEADERS, REDIRECT_HEADERS } from './redirect-pages';
import { startRedirects, type RedirectOutcome } from './redirect-service';
import { redirectAnswer } from '../../platform/http/file-answers';

const REDIRECT_PATH = '/s/:slug';
/** As the route's schema allows: a longer slug is nobody's. */
const MAX_SLUG_PATH = 200;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * GET /s/{slug}: the redirect a short link leads to, outside /api. Public and sessionless (a
 * visitor has no account, and a staff cookie must not cost a session lookup), no CSRF (a GET
 * that changes nothing the visitor can see). The visit is recorded after the answer is ready.
 *
 * It is the hot path, so it answers from an onRequest hook installed before the console's own
 * (security headers, CORS, cookies, session, CSRF, input guards), none of which a redirect
 * needs: with them it ran at 38-45% of a bare Fastify's req/s, measured with `npm run bench`.
 * Install it right after the metrics, so redirects are still measured. The route is declared
 * with the others, for routing and the API description; its handler gives the same answer.
 */
export type RedirectAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** The redirect's answer (and its visit recorder, stopped when the app closes), with its hook. */
export function installRedirectHook(app: App): RedirectAnswer {
  const redirects = startRedirects(app.db, {
    visitorKey: app.config.shortUrls.visitorKey,
    log: app.log,
  });
  // Visits still waiting are written before the database closes.
  app.addHook('onClose', async () => redirects.stop());

  const outcomeOf = (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    if (slug.length > MAX_SLUG_PATH) return { kind: 'missing' } as const;
    const at = request.url.indexOf('?');
    return redirects.resolve({
      slug,
      query: at === -1 ? '' : request.url.slice(at + 1),
      ip: request.ip,
      userAgent: header(request.headers['user-agent']) ?? '',
      referrer: header(request.headers.referer),
      country: header(request.headers['cf-ipcountry']) ?? header(request.headers['x-country']),
    });
  };
  const send = (reply: FastifyReply, outcome: RedirectOutcome) => {
    if (outcome.kind === 'redirect')
      return reply.headers(REDIRECT_HEADERS).redirect(outcome.location, 302);
    return reply
      .headers(PAGE_HEADERS)
      .status(outcome.kind === 'missing' ? 404 : 410)
      .type('text/html; charset=utf-8')
      .send(outcome.kind === 'missing' ? notFoundPage : gonePage);
  };
  const answer: RedirectAnswer = async (request, reply) => send(reply, await outcomeOf(request));

  // A callback hook that answers a cached link at once: no promise on nearly every redirect.
  // Answering from a hook means sending the reply and not calling done (Fastify's hooks docs).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== REDIRECT_PATH) return done();
    const outcome = outcomeOf(request);
    if (outcome instanceof Promise)
      outcome.then(
        (found) => send(reply, found),
        (error: unknown) => reply.send(error),
      );
    else send(reply, outcome);
  });
  return answer;
}

/** The route itself, declared with the others so the API description lists it. */
export async function redirectRoutes(app: App, answer: RedirectAnswer): Promise<void> {
  app.get(
    REDIRECT_PATH,
    {
      schema: { tags: ['short-urls'], params: shortUrlSlugParam },
      config: {
        public: true,
        sessionless: true,
        securityHeaders: 'none',
        answers: {
          302: redirectAnswer("To the link's target (`Location`); the visit is counted"),
          404: { description: 'No such link: an HTML page', media: ['text/html'] },
          410: {
            description: 'The link has expired or is used up: an HTML page',
            media: ['text/html'],
          },
        },
      },
      compress: false,
    },
    answer,
  );
}
