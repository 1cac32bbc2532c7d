import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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
import { useTestApp } from '../../test/app';
import { registerOpenApi } from './openapi';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const app = useTestApp();
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
  it('passes redocly lint with the recommended rules', { timeout: 120_000 }, async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const said = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(said)).toEqual([]);
    // Left as warnings: the spec's own paths (`/org/{id}/…` beside `/org/kyc/…`) and no licence.
    const accepted = new Set(['no-ambiguous-paths', 'info-license']);
    expect(problems.filter((p) => !accepted.has(p.ruleId)).map(said)).toEqual([]);
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
    expect(Object.keys(update)).toEqual(['200', '400', '401', '403', '404', '409']);
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
    ]);
  });
});
