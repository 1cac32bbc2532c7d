import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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
 * For the one route whose responses the console frames (the signed file download, so PDFs render
 * inline): the same policy, but framing by our own origin is allowed, and Chrome's PDF viewer,
 * which the browser builds as an embedded object inside that response, may load it.
 * Every other response keeps `frame-ancestors 'none'`.
 */
export function framedBySameOrigin(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { ...directivesOf(config, "'self'"), objectSrc: ["'self'"] },
    },
    frameguard: { action: 'sameorigin' },
  };
}

/** Security headers, and CORS closed unless origins are configured. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: directivesOf(config, "'none'") },
    hsts: config.cookieSecure,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
}
