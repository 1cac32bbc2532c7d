import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@switchboard/contract/envelope';
import { documentOperation } from './openapi-operation';

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
      info: { title: `Switchboard API (${productName})`, version: '0.1.0' },
      // Paths keep their /api prefix; they are served here, or at PUBLIC_URL when it is set.
      servers: [{ url: app.config.publicUrl || '/', description: 'This server' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } },
      },
      security: [{ session: [] }],
    },
    stripBasePath: false,
    transform: documentOperation,
    transformObject: (documentObject) => {
      const document = withComponents(documentObject);
      // Only answers refer to the error body: its request-side twin would sit unused.
      if ('components' in document) delete document.components?.schemas?.ErrorBodyInput;
      return document;
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
