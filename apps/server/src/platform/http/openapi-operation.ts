import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { catalogued, type CataloguedOperation } from '@switchboard/contract/operations';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Record<string, unknown> & { response?: Record<string, JsonSchema> };

/** Where the error body's schema sits in the document (a component: see openapi.ts). */
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PARAMETER_CONTAINERS = ['params', 'querystring', 'headers'] as const;

/**
 * Every route's schema on its way into the OpenAPI document: zod to JSON schema, then the
 * operation's tag, operationId and summary (from the contract's catalogue), the error answers
 * the platform gives, and parameter lists @fastify/swagger can read. Done here, once, so a new
 * route gets all of it without saying anything.
 */
export const documentOperation: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  const json = (schema ?? {}) as RouteSchema;
  if (json.hide) return { schema: json, url };
  const { route } = document;
  const method = [route.method].flat()[0] ?? 'GET';
  const name = catalogued(method, url) ?? derivedName(method, url, json.tags);
  const described: RouteSchema = {
    ...json,
    ...parameterLists(json),
    tags: [name.area],
    operationId: name.operationId,
    summary: name.summary,
  };
  described.response = { ...successOrDefault(json.response), ...errorAnswers(route, described) };
  return { schema: described, url };
};

/**
 * @fastify/swagger lists a container's parameters from its `properties`; a schema without
 * them (a record, like "no parameters at all") would have its own keywords listed as
 * parameters, which no tool accepts. Such a schema names no parameter: say so.
 */
function parameterLists(json: RouteSchema): RouteSchema {
  const lists: RouteSchema = {};
  for (const container of PARAMETER_CONTAINERS) {
    const value = json[container] as JsonSchema | undefined;
    const composed =
      value && ['properties', 'anyOf', 'oneOf', 'allOf', '$ref'].some((k) => k in value);
    if (value && !composed) lists[container] = { ...value, properties: {} };
  }
  return lists;
}

/** A route that declares no success answer still has one. */
function successOrDefault(response: RouteSchema['response']): Record<string, JsonSchema> {
  const answers = response ?? {};
  const succeeds = Object.keys(answers).some((status) => /^[23]/.test(status));
  return succeeds ? answers : { ...answers, 200: { description: 'Default Response' } };
}

function hasInput(route: RouteOptions, schema: RouteSchema): boolean {
  if (schema.params || schema.body || route.url.includes(':')) return true;
  const query = schema.querystring as { properties?: object } | undefined;
  return Object.keys(query?.properties ?? {}).length > 0;
}

/**
 * The `{ message, code, details? }` answers of the error handler, as the platform gives them:
 * 400 on any malformed or invalid request; 401 and 403 unless the route is public and takes
 * nothing (public routes with input check a password, key, signature or link themselves, and a
 * change needs the XSRF token); 404 when the request names something, which a public change
 * (sign-in, ingest, webhook, upload) does not; 409 on a staff change.
 */
function errorAnswers(route: RouteOptions, schema: RouteSchema): Record<string, JsonSchema> {
  const config = route.config ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const changes = !SAFE_METHODS.has(method) || config.csrf === 'always';
  const named = hasInput(route, schema);
  const guarded = !config.public || named;
  const error = (description: string): JsonSchema => ({
    description,
    content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
  });
  return {
    400: error(
      'The request is malformed, or a parameter or field is invalid (`details` names each)',
    ),
    ...(guarded && {
      401: error('Not signed in, or the credentials are wrong'),
      403: error('Not allowed to do this, or the security token (X-XSRF-TOKEN) is missing'),
    }),
    ...(named &&
      !(config.public && changes) && {
        404: error('What the request names does not exist'),
      }),
    ...(changes &&
      !config.public && {
        409: error('The change clashes with the current state (changed meanwhile, or a duplicate)'),
      }),
  };
}

/** The name of a route missing from the catalogue: its area and words from its path. */
function derivedName(method: string, url: string, tags: unknown): CataloguedOperation {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by ${word.slice(1)}` : word));
  const camel = [method.toLowerCase(), ...words.flatMap((w) => w.split(' '))]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('')
    .replace(/[^A-Za-z0-9]/g, '');
  const area = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : (words[0] ?? 'api');
  const summary = `${method.charAt(0)}${method.slice(1).toLowerCase()} ${words.join(' ')}`;
  return { area, operationId: camel, summary };
}
