import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { catalogued, type CataloguedOperation } from '@switchboard/contract/operations';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { APP_KEY_SCHEME, INGEST_KEY_HEADER, INGEST_KEY_SCHEME } from '../auth/api-key';
import type { FileAnswer } from './file-answers';
import { strictInput } from './strict-input';
import { parametersDescribed } from './openapi-parameters';
import { bodyDescribed } from './openapi-examples';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Record<string, unknown> & { response?: Record<string, JsonSchema> };

/** Where the error body's schema sits in the document (a component: see openapi.ts). */
export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
/** The security schemes of the document (registered in openapi.ts). */
export const SESSION_SCHEME = 'session';
export const CSRF_SCHEME = 'csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The methods whose request has a body, which may be too large or of the wrong type. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PARAMETER_CONTAINERS = ['params', 'querystring', 'headers'] as const;

/**
 * Every route's schema on its way into the OpenAPI document: zod to JSON schema, then the
 * operation's tag, operationId and summary (from the contract's catalogue), the error answers
 * the platform gives, and parameter lists @fastify/swagger can read. Done here, once, so a new
 * route gets all of it without saying anything.
 */
export const documentOperation: SwaggerTransform = (document) => {
  const body = document.schema?.body as z.ZodType | undefined;
  const { schema, url } = jsonSchemaTransform(
    body ? { ...document, schema: { ...document.schema, body: strictInput(body) } } : document,
  );
  const json = (schema ?? {}) as RouteSchema;
  if (json.hide) return { schema: json, url };
  const { route } = document;
  const method = [route.method].flat()[0] ?? 'GET';
  const name = catalogued(method, url) ?? derivedName(method, url, json.tags);
  const config = route.config ?? {};
  const listed: RouteSchema = { ...json, ...parameterLists(json) };
  const described: RouteSchema = {
    ...listed,
    ...parametersDescribed(listed, url),
    ...bodyDescribed(listed, name, body),
    tags: [name.area],
    operationId: name.operationId,
    summary: name.summary,
    description: describe(route, name.summary),
    security: json.security ?? securityOf(route),
  };
  described.response = {
    ...successOrDefault(
      successDescribed(json.response, name.summary),
      config.answers,
      name.summary,
    ),
    ...errorAnswers(route, described),
    ...declaredAnswers(config.answers),
  };
  return { schema: described, url };
};

/** Whether a route changes state, and so needs the CSRF token when it takes the cookie. */
function changesState(route: RouteOptions): boolean {
  const method = [route.method].flat()[0] ?? 'GET';
  return !SAFE_METHODS.has(method) || route.config?.csrf === 'always';
}

/**
 * Who may call the route, as the platform checks it: the app's or the switch's key in
 * `x-api-key`; nothing (public); the session cookie; and on a change, the CSRF header too
 * (public sign-in included: the token is checked before anyone is known).
 */
function securityOf(route: RouteOptions): Record<string, string[]>[] {
  const config = route.config ?? {};
  if (config.apiKey)
    return [{ [config.apiKey === 'APP_API_KEY' ? APP_KEY_SCHEME : INGEST_KEY_SCHEME]: [] }];
  const csrf = changesState(route) && config.csrf !== false;
  if (config.public) return csrf ? [{ [CSRF_SCHEME]: [] }] : [];
  return [csrf ? { [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] } : { [SESSION_SCHEME]: [] }];
}

/** The operation's description: what it does, then who may call it and how. */
function describe(route: RouteOptions, summary: string): string {
  const config = route.config ?? {};
  const who = config.apiKey
    ? `Called by a machine with its key (${config.apiKey}) in the \`${INGEST_KEY_HEADER}\` header; 503 while the key is not configured.`
    : config.public
      ? 'Public: no session needed.'
      : config.access
        ? `Needs a staff session allowed to ${config.access[0]} ${config.access[1]}.`
        : 'Needs a staff session.';
  const csrf =
    changesState(route) && config.csrf !== false && !config.apiKey
      ? ` A change: the \`${XSRF_HEADER}\` header must echo the \`${XSRF_COOKIE}\` cookie.`
      : '';
  return `${summary}. ${who}${csrf}`;
}

/** An answer with the platform's error body. */
const error = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
});

/** A route's answers that are not JSON (files, redirects, pages), as the document has them. */
function declaredAnswers(answers: Record<number, FileAnswer> | undefined) {
  const declared: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(answers ?? {})) {
    const headers = Object.fromEntries(
      Object.entries(answer.headers ?? {}).map(([name, h]) => [
        name,
        { ...h.schema, description: h.description },
      ]),
    );
    if (answer.error) {
      declared[status] = error(answer.description);
      continue;
    }
    const media = answer.media ?? [];
    declared[status] = {
      description: answer.description,
      ...(Object.keys(headers).length > 0 && { headers }),
      ...(media.length === 0
        ? { type: 'null' }
        : {
            content: Object.fromEntries(
              media.map((type) => [
                type,
                {
                  schema: {
                    type: 'string',
                    ...(type.startsWith('text/') || type.endsWith('+xml')
                      ? {}
                      : { format: 'binary' }),
                  },
                },
              ]),
            ),
          }),
    };
  }
  return declared;
}

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

/** Each declared answer says what it is, instead of "Default Response". */
function successDescribed(
  response: RouteSchema['response'],
  summary: string,
): RouteSchema['response'] {
  if (!response) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      schema.description
        ? schema
        : {
            ...schema,
            description: /^2/.test(status)
              ? `Success: ${summary}`
              : `${STATUS_CODES[status] ?? `HTTP ${status}`}: the body says what is wrong`,
          },
    ]),
  );
}

/** A route that declares no success answer still has one. */
function successOrDefault(
  response: RouteSchema['response'],
  files: Record<number, FileAnswer> | undefined,
  summary: string,
): Record<string, JsonSchema> {
  const answers = response ?? {};
  const succeeds = [...Object.keys(answers), ...Object.keys(files ?? {})].some((status) =>
    /^[23]/.test(status),
  );
  return succeeds ? answers : { ...answers, 200: { description: `Success: ${summary}` } };
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
 * (sign-in, webhook, upload) does not, except a machine's call with its key (the team or user
 * it names); 409 on a staff change.
 */
function errorAnswers(route: RouteOptions, schema: RouteSchema): Record<string, JsonSchema> {
  const config = route.config ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const changes = changesState(route);
  const named = hasInput(route, schema);
  // A sessionless public route (the short-link redirect) checks no credential at all.
  const guarded = (!config.public || named) && !config.sessionless;
  return {
    400: error(
      'The request is malformed, or a parameter or field is invalid (`details` names each)',
    ),
    ...(guarded && {
      401: error('Not signed in, or the credentials are wrong'),
      403: error('Not allowed to do this, or the security token (X-XSRF-TOKEN) is missing'),
    }),
    ...(named &&
      !(config.public && changes && !config.apiKey) && {
        404: error('What the request names does not exist'),
      }),
    ...(changes &&
      !config.public && {
        409: error('The change clashes with the current state (changed meanwhile, or a duplicate)'),
      }),
    ...(BODY_METHODS.has(method) && {
      413: error('The request body is larger than this route takes'),
      415: error('The request body is of a media type this route does not take'),
    }),
    // Any operation may fail unexpectedly; the answer says no more than that.
    500: error('The server failed unexpectedly (its log has the details, by request id)'),
    ...(config.apiKey && {
      503: error(`The key is not configured on this server (${config.apiKey} is unset)`),
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
