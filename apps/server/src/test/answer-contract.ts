import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../platform/http/types';

/**
 * Every answer the API tests receive is held to the OpenAPI document (/api/docs/json): its
 * status must be declared for the operation, its media type for that status, and a JSON body
 * must match the schema declared for both. An answer the document does not describe fails the
 * test that received it. Installed on every test app (createTestContext), so the whole API
 * suite checks the document against the server's real answers.
 */

type Schema = Record<string, unknown>;
type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };
export type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

// ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as typeof addFormatsModule;

const DOCUMENT_ID = 'openapi';

/**
 * An OpenAPI 3.0 schema as the JSON Schema ajv validates: `nullable` becomes a `null` type,
 * boolean exclusive bounds become numbers, and references point into the document.
 */
export function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Schema;
  const schema: Schema = {};
  for (const [key, item] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example' || key === 'discriminator') continue;
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/'))
      schema[key] = `${DOCUMENT_ID}${item}`;
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs')
      schema[key] = Object.fromEntries(
        Object.entries(item as Schema).map(([name, s]) => [name, toJsonSchema(s)]),
      );
    else schema[key] = toJsonSchema(item);
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  if (source.nullable !== true) return schema;
  // The document lists the null itself (OpenAPI 3.0 wants it there: see openapi.ts).
  if (Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** `/api/org/:id` as the document writes it: `/api/org/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The declared answer a status falls under: itself, its class (`4XX`) or `default`. */
function declaredFor(responses: Record<string, Response>, status: number) {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** The declared media type an answer's `content-type` falls under (`text/csv`, `image/*` or any). */
function mediaFor(content: Record<string, unknown>, contentType: string): string | undefined {
  const [type] = contentType.split('/');
  return [contentType, `${type}/*`, '*/*'].find((media) => media in content);
}

export type Answer = {
  method: string;
  /** The route as Fastify registered it (`/api/org/:id`). */
  route: string;
  status: number;
  contentType: string | undefined;
  body: string;
};

/** The document compiled: each operation's answer schemas, compiled when first needed. */
export class AnswerContract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: ApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addFormat('base64', /^[A-Za-z0-9+/]*={0,2}$/);
    this.ajv.addSchema(
      { components: toJsonSchema(document.components ?? {}) } as object,
      DOCUMENT_ID,
    );
  }

  /** What is wrong with an answer, by the document; empty when it says what the server did. */
  problems(answer: Answer): string[] {
    const path = documentPath(answer.route);
    const operation = this.document.paths[path]?.[answer.method.toLowerCase()];
    // Not an operation of the document (a HEAD twin, the docs' own pages): nothing to check.
    if (!operation) return [];
    const where = `${answer.method} ${path}`;
    const responses = operation.responses ?? {};
    const declared = declaredFor(responses, answer.status);
    if (!declared)
      return [
        `${where} answered ${answer.status}, which the document does not declare (it declares ${Object.keys(responses).join(', ')})`,
      ];
    // An answer without a body (a redirect, 204) has no media type to check.
    if (answer.body.length === 0) return [];
    const contentType = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const content = declared.content ?? {};
    const media = mediaFor(content, contentType);
    if (!media)
      return [
        `${where} answered ${answer.status} as ${contentType || 'no media type'}, which the document does not declare for it (it declares ${Object.keys(content).join(', ') || 'no body'})`,
      ];
    if (!/^application\/(.+\+)?json$/.test(media)) return [];
    const schema = content[media]?.schema;
    if (!schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where} answered ${answer.status} with a body that is not JSON`];
    }
    const key = `${where} ${answer.status} ${media}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.validators.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${where} ${answer.status}: ${e.instancePath || '(body)'} ${e.message ?? ''}${
          e.keyword === 'additionalProperties'
            ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
            : ''
        }`,
    );
  }
}

/**
 * The compiled documents of this worker, by the routes they describe: test files share a
 * worker (isolate: false), and building the document costs seconds, so each distinct app
 * (routes and product) builds it once.
 */
const contracts = new Map<string, Promise<AnswerContract>>();

/**
 * Holds every answer `app.inject` gives to the document. Call before `app.ready()`: it records
 * which route answered each request. `app.inject` then rejects with the problems of an answer
 * the document does not describe.
 */
export function checkAnswersAgainstDocument(app: App): () => Promise<AnswerContract> {
  const routes = new WeakMap<object, { method: string; url: string }>();
  app.addHook('onResponse', (request: FastifyRequest, _reply, done) => {
    const { url, method } = request.routeOptions;
    if (url) routes.set(request.raw, { method: String(method ?? request.method), url });
    done();
  });
  const original = app.inject;
  const inject = original.bind(app) as (
    options: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  let contract: Promise<AnswerContract> | undefined;
  const contractOf = (): Promise<AnswerContract> => {
    if (contract) return contract;
    const key = `${app.config.product.key}\n${app.printRoutes({ commonPrefix: false })}`;
    const shared =
      contracts.get(key) ??
      // The document as /api/docs/json serves it, without the round trip through JSON text.
      (async () => {
        await app.ready();
        return new AnswerContract(app.swagger() as unknown as ApiDocument);
      })();
    contracts.set(key, shared);
    contract = shared;
    return shared;
  };
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const route = routes.get(response.raw.req);
    if (!route) return response;
    const method = typeof options === 'string' ? 'GET' : String(options.method ?? 'GET');
    const contentType = response.headers['content-type'];
    const problems = (await contractOf()).problems({
      method: method.toUpperCase(),
      route: route.url,
      status: response.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: response.body,
    });
    if (problems.length > 0)
      throw new Error(`The answer differs from the API document:\n${problems.join('\n')}`);
    return response;
  };
  // Only the promise form is checked: no test uses inject's chained or callback forms.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (original as (...args: unknown[]) => unknown).call(app, options, callback)
      : checked(options);
  // Building the document takes seconds: a test file may do it in a step of its own.
  return contractOf;
}
