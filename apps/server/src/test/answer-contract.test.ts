import Fastify, { type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '../platform/http/openapi';
import type { App } from '../platform/http/types';
import { AnswerContract, checkAnswersAgainstDocument, type ApiDocument } from './answer-contract';
import { useTestApp } from './app';

/**
 * The check every API test's answers pass through (answer-contract.ts, installed on every test
 * app): these prove it fails when the document stops saying what the server answers.
 */
const app = useTestApp();

async function realDocument(): Promise<ApiDocument> {
  const response = await app.ctx.client().get('/api/docs/json');
  return response.json() as ApiDocument;
}

describe('answers checked against the API document', () => {
  it('passes the real answers and refuses one the changed document no longer describes', async () => {
    const answer = await app.su.get('/api/auth/me');
    expect(answer.statusCode).toBe(200);
    const real = {
      method: 'GET',
      route: '/api/auth/me',
      status: 200,
      contentType: String(answer.headers['content-type']),
      body: answer.body,
    };
    expect(new AnswerContract(await realDocument()).problems(real)).toEqual([]);

    // A field the answer has, taken out of the document's schema for it.
    const document = await realDocument();
    const operation = document.paths['/api/auth/me']!['get']!;
    const schema = operation.responses!['200']!.content!['application/json']!.schema as {
      properties: { data: { properties: Record<string, unknown>; required?: string[] } };
    };
    const data = schema.properties.data;
    expect(Object.keys(data.properties)).toContain('email');
    delete data.properties.email;
    data.required = data.required?.filter((name) => name !== 'email');
    expect(new AnswerContract(document).problems(real)).toEqual([
      'GET /api/auth/me 200: /data must NOT have additional properties (email)',
    ]);
  });

  it('is on for every test app: a request whose answer the document does not describe fails', async () => {
    const contract = await app.ctx.answerDocument();
    expect(contract).toBeInstanceOf(AnswerContract);
    const problems = vi
      .spyOn(contract, 'problems')
      .mockReturnValueOnce(['GET /api/auth/me 200: /data must NOT have additional properties']);
    try {
      await expect(app.su.get('/api/auth/me')).rejects.toThrow(
        'The answer differs from the API document:\nGET /api/auth/me 200: /data must NOT have additional properties',
      );
      expect((await app.su.get('/api/auth/me')).statusCode).toBe(200);
    } finally {
      problems.mockRestore();
    }
  });

  it('refuses a status or a media type the document does not declare', async () => {
    const contract = new AnswerContract(await realDocument());
    const answer = {
      method: 'GET',
      route: '/api/org/export',
      contentType: 'text/csv; charset=utf-8',
      body: 'id\n1\n',
    };
    expect(contract.problems({ ...answer, status: 200 })).toEqual([]);
    expect(contract.problems({ ...answer, status: 418 })[0]).toMatch(
      /^GET \/api\/org\/export answered 418, which the document does not declare/,
    );
    expect(
      contract.problems({ ...answer, status: 200, contentType: 'application/json', body: '{}' })[0],
    ).toMatch(/answered 200 as application\/json, which the document does not declare for it/);
  });

  it('makes the request that received such an answer fail', async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    server.decorate('config', app.ctx.config);
    await registerOpenApi(server, 'Test');
    server.get(
      '/api/widgets',
      {
        schema: { response: { 200: z.object({ data: z.array(z.string()) }) } },
        config: { access: ['read', 'Org'] },
      },
      async (request, reply) =>
        request.query && 'teapot' in (request.query as object)
          ? (reply as unknown as FastifyReply)
              .status(418)
              .send({ message: 'Short and stout', code: 'TEAPOT' })
          : { data: ['a'] },
    );
    checkAnswersAgainstDocument(server as unknown as App);
    await server.ready();
    try {
      expect((await server.inject({ method: 'GET', url: '/api/widgets' })).json()).toEqual({
        data: ['a'],
      });
      await expect(server.inject({ method: 'GET', url: '/api/widgets?teapot' })).rejects.toThrow(
        /GET \/api\/widgets answered 418, which the document does not declare/,
      );
    } finally {
      await server.close();
    }
  });
});
