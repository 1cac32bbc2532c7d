import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger';

// The request's logger is made when it first writes; what it writes is what Fastify's own child
// would write: the request's id on every line, the level respected, a route's own level kept.
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ step: 1 }, 'info line');
    request.log.warn('warn line');
    request.log.child({ part: 'inner' }).error('child line');
    return { level: request.log.level };
  });
  app.get('/verbose', { logLevel: 'debug' }, async (request) => {
    request.log.debug('debug line');
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe('the request logger', () => {
  it("writes the request's lines with its id, at the app's level", async () => {
    const { app, lines } = await appLogging('warn');
    const answer = await app.inject({ url: '/talks' });
    expect(answer.json()).toEqual({ level: 'warn' });
    const id = lines.find((l) => l.msg === 'warn line')?.reqId;
    expect(id).toEqual(expect.any(String));
    expect(lines.map((l) => l.msg)).toEqual(['warn line', 'child line']);
    expect(lines[1]).toMatchObject({ reqId: id, part: 'inner', level: 50 });
    await app.close();
  });

  it("keeps Fastify's own request lines, and a route's own level", async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/quiet' });
    const quiet = lines.filter(
      (l) => l.msg === 'incoming request' || l.msg === 'request completed',
    );
    expect(quiet).toHaveLength(2);
    expect(quiet[0]?.reqId).toBe(quiet[1]?.reqId);
    await app.inject({ url: '/talks' });
    expect(lines.find((l) => l.msg === 'info line')).toMatchObject({ step: 1, level: 30 });
    await app.inject({ url: '/verbose' });
    expect(lines.find((l) => l.msg === 'debug line')).toMatchObject({ level: 20 });
    await app.close();
  });

  it('writes nothing below the level', async () => {
    const { app, lines } = await appLogging('error');
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/talks' });
    expect(lines.map((l) => l.msg)).toEqual(['child line']);
    await app.close();
  });
});
