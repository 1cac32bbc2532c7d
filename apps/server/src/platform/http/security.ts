import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { s3Origin } from '../files/s3-storage';

/** The console's Content-Security-Policy; `frameAncestors` says who may show a response in a frame. */
function directivesOf(config: Config, frameAncestors: string) {
  // With S3, the console PUTs uploads to the bucket and shows documents and audio from it.
  const files = config.files.s3 ? [s3Origin(config.files.s3)] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine writes style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...files],
    mediaSrc: ["'self'", 'blob:', ...files],
    connectSrc: ["'self'", ...files],
    // PDFs show in an iframe: from our own download route, or from the bucket.
    frameSrc: ["'self'", ...files],
    frameAncestors: [frameAncestors],
    objectSrc: ["'none'"],
    // Only behind HTTPS: on plain http it would break the console's own requests.
    upgradeInsecureRequests: config.cookieSecure ? [] : null,
  };
}

/**
 * Security headers, and CORS closed unless origins are configured. Each route gets helmet's
 * headers for the console's policy, or says otherwise in its config (`securityHeaders`):
 * `framedBySameOrigin` for the one route whose responses the console frames (the signed file
 * download, so PDFs render inline: framing by our own origin is allowed, and Chrome's PDF
 * viewer, which the browser builds as an embedded object inside that response, may load it),
 * `none` for an answer that sets its own (the short-link redirect). Every other response keeps
 * `frame-ancestors 'none'`.
 *
 * helmet's middleware is made once per policy: @fastify/helmet made it again on every request,
 * parsing the policy each time (3% of a list's CPU, measured with `npm run bench`).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const base = { hsts: config.cookieSecure, crossOriginEmbedderPolicy: false } as const;
  const policies = {
    default: helmet({
      ...base,
      contentSecurityPolicy: { directives: directivesOf(config, "'none'") },
    }),
    framedBySameOrigin: helmet({
      ...base,
      contentSecurityPolicy: {
        directives: { ...directivesOf(config, "'self'"), objectSrc: ["'self'"] },
      },
      frameguard: { action: 'sameorigin' },
    }),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config.securityHeaders ?? 'default';
    if (policy === 'none') return done();
    policies[policy](request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
}
