import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { s3Origin } from '../files/s3-storage';

/** Security headers, and CORS closed unless origins are configured. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // With S3, the console PUTs uploads to the bucket and shows documents and audio from it.
  const files = config.files.s3 ? [s3Origin(config.files.s3)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files],
        mediaSrc: ["'self'", 'blob:', ...files],
        connectSrc: ["'self'", ...files],
        // PDFs show in an iframe.
        frameSrc: ["'self'", ...files],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Only behind HTTPS: on plain http it would break the console's own requests.
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    hsts: config.cookieSecure,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
}
