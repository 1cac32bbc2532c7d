import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@switchboard/contract/envelope';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { APP_KEY_SCHEME, INGEST_KEY_HEADER, INGEST_KEY_SCHEME } from '../auth/api-key';
import { CSRF_SCHEME, documentOperation, SESSION_SCHEME } from './openapi-operation';

/** The contract's schemas the document holds once, as components, and refers to by name. */
const components = z.registry<{ id: string }>();
components.add(errorBodySchema, { id: 'ErrorBody' });
const withComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

/**
 * OpenAPI generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * Standard tools take it as it is: a test lints it and generates a typed client from it.
 */
export async function registerOpenApi(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `Switchboard API (${productName})`,
        version: '0.1.0',
        description:
          `The API behind the ${productName} console, its product app and its telephony switch. ` +
          'Answers are JSON (`{ data }` on success, `{ message, code, details? }` on failure) ' +
          'unless an operation declares a file, page or redirect. Staff sign in with ' +
          '`POST /api/auth/login` and send the session cookie, plus the CSRF header on every ' +
          'change; machines send their key. Request objects are strict: an unknown field is ' +
          'refused with 400, naming it. The API is proprietary and licensed to no one by this ' +
          'document.',
        contact: {
          name: `${productName} operations`,
          ...(app.config.publicUrl && { url: app.config.publicUrl }),
        },
      },
      // Paths keep their /api prefix; they are served here, or at PUBLIC_URL when it is set.
      servers: [{ url: app.config.publicUrl || '/', description: 'This server' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The staff session, set by signing in (POST /api/auth/login)',
          },
          [CSRF_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description:
              `Every state change made with a cookie (signing in included) sends this header ` +
              `with the value of the \`${XSRF_COOKIE}\` cookie, which any answer under /api ` +
              `sets when it is missing or stale (GET /api/health is enough). A change without ` +
              `it, or with another value, is refused with 403 CSRF_MISMATCH.`,
          },
          [APP_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: INGEST_KEY_HEADER,
            description: "The product app's key (APP_API_KEY)",
          },
          [INGEST_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: INGEST_KEY_HEADER,
            description: "The telephony switch's key (INGEST_API_KEY)",
          },
        },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    stripBasePath: false,
    transform: documentOperation,
    transformObject: (documentObject) => {
      const document = withComponents(documentObject);
      // Only answers refer to the error body: its request-side twin would sit unused.
      if ('components' in document) delete document.components?.schemas?.ErrorBodyInput;
      nullableEnums(document);
      return { ...document, tags: tagsOf(document.paths ?? {}) };
    },
  });
  await app.register(async (docs) => {
    // The documentation routes are public: they are declared so here, in their own scope.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}

/**
 * In OpenAPI 3.0 a nullable enum takes null only when its list says so (the enum wins over
 * `nullable`): zod's `z.enum(…).nullable()` comes out without it, which makes its own
 * `default: null` invalid. Adds the null the schema means.
 */
function nullableEnums(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const value of Object.values(schema)) nullableEnums(value);
}

/** The areas the operations are tagged with, each described, in the order they appear. */
function tagsOf(paths: object): { name: string; description: string }[] {
  const names = new Set<string>();
  for (const methods of Object.values(paths) as Record<string, { tags?: string[] }>[])
    for (const operation of Object.values(methods))
      for (const tag of operation.tags ?? []) names.add(tag);
  return [...names].sort().map((name) => ({
    name,
    description: `The ${name.replaceAll('-', ' ')} area: its lists, records and changes`,
  }));
}
