import { shortUrlSlugParam } from '@switchboard/contract/short-urls';
import type { App } from '../../platform/http/types';
import { gonePage, notFoundPage } from './redirect-pages';
import { startRedirects } from './redirect-service';

/** What helmet would say that matters for a redirect or a static page with inline styles. */
const pageHeaders = {
  'cache-control': 'private, no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * GET /s/{slug}: the redirect a short link leads to, outside /api. Public and sessionless (a
 * visitor has no account, and a staff cookie must not cost a session lookup), no CSRF (a GET
 * that changes nothing the visitor can see). The visit is recorded after the answer is ready.
 */
export async function redirectRoutes(app: App): Promise<void> {
  const redirects = startRedirects(app.db, {
    visitorKey: app.config.shortUrls.visitorKey,
    log: app.log,
  });
  // Visits still waiting are written before the database closes.
  app.addHook('onClose', async () => redirects.stop());

  app.get(
    '/s/:slug',
    {
      schema: { tags: ['short-urls'], params: shortUrlSlugParam },
      config: { public: true, sessionless: true },
      // The hot path: a 302 and two tiny static pages need neither the console's policy (built
      // per response by helmet) nor compression; their few headers are set below, as constants.
      helmet: false,
      compress: false,
    },
    async (request, reply) => {
      const at = request.url.indexOf('?');
      const outcome = await redirects.resolve({
        slug: request.params.slug,
        query: at === -1 ? '' : request.url.slice(at + 1),
        ip: request.ip,
        userAgent: header(request.headers['user-agent']) ?? '',
        referrer: header(request.headers.referer),
        country: header(request.headers['cf-ipcountry']) ?? header(request.headers['x-country']),
      });
      // Never cached: a visit must reach us to be counted, and a disabled link must stop at once.
      reply.headers(pageHeaders);
      if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 302);
      return reply
        .status(outcome.kind === 'missing' ? 404 : 410)
        .type('text/html; charset=utf-8')
        .send(outcome.kind === 'missing' ? notFoundPage : gonePage);
    },
  );
}
