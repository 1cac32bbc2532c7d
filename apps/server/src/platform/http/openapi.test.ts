import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationCatalogue } from '@switchboard/contract/operations';
import { idParam } from '@switchboard/contract/params';
import { upsertStaffUser } from '../../seed/staff';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { registerOpenApi } from './openapi';
import { requestBodies } from './openapi-examples';

type Parameterised = {
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
};
type Operation = Parameterised & {
  operationId?: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const app = useTestApp();
const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * What an integrator writes with the generated types and openapi-fetch: signs in (the CSRF
 * token from the cookie echoed in its header), reads a list, and downloads a CSV export as
 * text. It has to compile against the document's types and work against the real server.
 */
const TYPED_PROGRAM = `
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api';

export async function run(baseUrl: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const cookies: Middleware = {
    onRequest({ request }) {
      request.headers.set('cookie', [...jar].map(([k, v]) => k + '=' + v).join('; '));
      const xsrf = jar.get('XSRF-TOKEN');
      if (xsrf && request.method !== 'GET') request.headers.set('x-xsrf-token', xsrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(cookies);
  await client.GET('/api/health');
  const login = await client.POST('/api/auth/login', { body: { email, password } });
  const users = await client.GET('/api/users/search', {
    params: { query: { page: 1, page_size: 5, status: 'ACTIVE' } },
  });
  const firstRole: string | undefined = users.data?.data.rows[0]?.role;
  const csv = await client.GET('/api/users/export', { parseAs: 'text' });
  const text: string | undefined = csv.data;
  return {
    login: login.response.status,
    users: users.data?.data.rows.length,
    firstRole,
    csvType: csv.response.headers.get('content-type'),
    csvHeader: text?.split('\\n')[0],
  };
}
`;
let source = '';
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      ...operation,
    })),
  );

beforeAll(async () => {
  const response = await app.ctx.client().get('/api/docs/json');
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = response.json();
});

describe('the OpenAPI document', () => {
  it('shows the rules the server checks: instants, statuses, phones, codes and links', () => {
    type Schema = Record<string, unknown>;
    const problems: string[] = [];
    /** The schema a property has, whatever its wrapping (nullable, anyOf with null, allOf). */
    const leaves = (schema: Schema): Schema[] => {
      const parts = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
      return parts ? parts.flatMap(leaves).filter((s) => s.type !== 'null') : [schema];
    };
    /** A field the server checks against a rule: in a request, its raw text has a pattern. */
    const ruled = (name: string) =>
      /^(phone|.+_phone|number|to|code|prefix)$/.test(name) ? 'pattern' : null;
    const check = (name: string, schema: Schema, where: string, request: boolean) => {
      for (const leaf of leaves(schema)) {
        if (leaf.type !== 'string') continue;
        if (/_at$/.test(name) && leaf.format !== 'date-time')
          problems.push(`${where} ${name}: no date-time format`);
        if (name === 'status' && !Array.isArray(leaf.enum))
          problems.push(`${where} ${name}: no enum`);
        if (request && ruled(name) && typeof leaf.pattern !== 'string')
          problems.push(`${where} ${name}: no pattern`);
        if (request && /(^|_)url$/.test(name) && leaf.format !== 'uri')
          problems.push(`${where} ${name}: no uri format`);
      }
    };
    const walk = (node: unknown, where: string, request: boolean): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n) => walk(n, where, request));
      const schema = node as Schema;
      const properties = schema.properties as Record<string, Schema> | undefined;
      for (const [name, property] of Object.entries(properties ?? {}))
        check(name, property, where, request);
      for (const value of Object.values(schema)) walk(value, where, request);
    };
    let fields = 0;
    for (const { route, parameters, requestBody, responses } of operations()) {
      for (const p of parameters ?? []) {
        // A path names a record; a query may search by part of a number.
        check(p.name, p.schema ?? {}, `${route} ${p.in}`, p.in === 'path');
        fields++;
      }
      walk(requestBody, `${route} body`, true);
      walk(responses, `${route} answer`, false);
    }
    walk((document as { components?: unknown }).components, 'components', false);
    expect(fields).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('shows an example for every request body, which its own request schema takes', () => {
    const missing: string[] = [];
    const refused: string[] = [];
    for (const { route, operationId, requestBody } of operations()) {
      if (!requestBody) continue;
      for (const [media, { example }] of Object.entries(requestBody.content)) {
        if (example === undefined) missing.push(`${route} ${media}`);
        const schema = operationId ? requestBodies.get(operationId) : undefined;
        if (!schema) continue;
        const parsed = schema.safeParse(example);
        if (!parsed.success)
          refused.push(
            `${route} ${operationId}: ${JSON.stringify(example)} ${parsed.error.message}`,
          );
      }
    }
    expect(missing).toEqual([]);
    expect(refused).toEqual([]);
    // The examples were checked against the server's schemas, not none.
    expect(requestBodies.size).toBeGreaterThan(100);
  });

  it('names every operation from the catalogue, once, with its area as tag', () => {
    const catalogue = Object.entries(operationCatalogue).flatMap(([area, entries]) =>
      Object.entries(entries).map(([route, [operationId, summary]]) => ({
        route: route.replace(/:(\w+)/g, '{$1}'),
        operationId,
        summary,
        tags: [area],
      })),
    );
    const served = operations().map(({ route, operationId, summary, tags }) => {
      return { route, operationId, summary, tags };
    });
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(served.sort(byRoute)).toEqual(catalogue.sort(byRoute));
    const ids = served.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('documents the error answers with the error body', () => {
    const errorBody = '#/components/schemas/ErrorBody';
    for (const operation of operations()) {
      const { route, responses } = operation;
      expect(responses['400']?.content?.['application/json']?.schema?.$ref, route).toBe(errorBody);
    }
    const update = document.paths['/api/org/{id}']?.['put']?.responses ?? {};
    expect(Object.keys(update)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '500',
    ]);
    // A machine's call names a team or a user (404); its key may be unset (503).
    const referral = document.paths['/api/app/referrals']?.['post']?.responses ?? {};
    expect(Object.keys(referral)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '500',
      '503',
    ]);
    // A provider's refusal is the provider's word, as a 502.
    const link = document.paths['/api/payment-links']?.['post']?.responses ?? {};
    expect(link['502']?.content?.['application/json']?.schema?.$ref).toBe(errorBody);
  });

  it('generates a typed client that compiles', { timeout: 120_000 }, async () => {
    const client = astToString(await openapiTS(source));
    const dir = await mkdtemp(join(tmpdir(), 'sb-openapi-'));
    try {
      await writeFile(join(dir, 'api.ts'), client);
      // A few known operations, reached by path and by operationId, typed as the contract says.
      await writeFile(
        join(dir, 'use.ts'),
        [
          "import type { operations, paths } from './api';",
          "type Search = paths['/api/org/kyc/search']['get'];",
          "export const page: NonNullable<Search['parameters']['query']>['page'] = 1;",
          "type Login = operations['login']['requestBody'];",
          "export const body: NonNullable<Login>['content']['application/json'] =",
          "  { email: 'a@b.in', password: 'x' };",
          "type Failed = operations['updateOrg']['responses']['409']['content']['application/json'];",
          "export const failed: Failed = { message: 'Changed', code: 'CONFLICT' };",
          "export const ok: keyof paths = '/api/subscription/{id}';",
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it(
    'generates a typed client whose program compiles and runs against the started server',
    { timeout: 180_000 },
    async () => {
      const client = astToString(await openapiTS(source));
      // Under the server's node_modules, so the program finds openapi-fetch as any client would.
      const cache = join(serverRoot, 'node_modules', '.cache');
      await mkdir(cache, { recursive: true });
      const dir = await mkdtemp(join(cache, 'openapi-client-'));
      try {
        await writeFile(join(dir, 'api.ts'), client);
        await writeFile(join(dir, 'program.ts'), TYPED_PROGRAM);
        const program = ts.createProgram([join(dir, 'program.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
          types: [],
        });
        const diagnostics = ts
          .getPreEmitDiagnostics(program)
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        expect(diagnostics).toEqual([]);

        const js = ts.transpileModule(TYPED_PROGRAM, {
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        }).outputText;
        await writeFile(join(dir, 'program.mjs'), js);
        const email = `typed-client-${Date.now()}@staff.test`;
        await upsertStaffUser(app.ctx.db, {
          email,
          password: TEST_PASSWORD,
          firstName: 'Typed',
          lastName: 'Client',
          role: 'SU',
        });
        const address = await app.ctx.app.listen({ port: 0, host: '127.0.0.1' });
        const { run } = (await import(pathToFileURL(join(dir, 'program.mjs')).href)) as {
          run: (baseUrl: string, email: string, password: string) => Promise<unknown>;
        };
        expect(await run(address, email, TEST_PASSWORD)).toMatchObject({
          login: 200,
          users: expect.any(Number),
          csvType: 'text/csv; charset=utf-8',
          csvHeader: expect.stringMatching(/^ID,Name,/),
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('gives a route missing from the catalogue a name, a tag and its answers all the same', async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    server.decorate('config', app.ctx.config);
    await registerOpenApi(server, 'Test');
    server.post(
      '/api/widgets/:id/polish',
      {
        schema: { params: idParam, querystring: z.record(z.string(), z.never()) },
        config: { access: ['update', 'Org'] },
      },
      async () => ({ data: null }),
    );
    await server.ready();
    const served = (await server.inject('/api/docs/json')).json() as Document;
    await server.close();
    const operation = served.paths['/api/widgets/{id}/polish']?.['post'];
    expect(operation).toMatchObject({
      operationId: 'postWidgetsByIdPolish',
      summary: 'Post widgets by id polish',
      tags: ['widgets'],
      parameters: [{ in: 'path', name: 'id', required: true }],
    });
    expect(Object.keys(operation?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '500',
    ]);
  });
});
