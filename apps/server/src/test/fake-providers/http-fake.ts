import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
};

/** An answer the fake gives; `hang` never answers (the client's timeout fires). */
export type FakeAnswer = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  hang?: boolean;
  /** Bytes sent as they are (a file), instead of `body` as JSON. */
  raw?: Buffer;
};

export type HttpFake = {
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Answers for the next requests, before the provider's normal behaviour takes over. */
  next: FakeAnswer[];
  close: () => Promise<void>;
};

/**
 * A provider's API on 127.0.0.1 for tests: `answer` is the provider's documented behaviour
 * (auth check, request shape, success body); `next` scripts failures in front of it.
 */
export async function startHttpFake(
  answer: (request: FakeRequest) => FakeAnswer,
  port = 0,
): Promise<HttpFake> {
  const requests: FakeRequest[] = [];
  const next: FakeAnswer[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : null;
      } catch {
        json = null;
      }
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        json,
      };
      requests.push(request);
      const reply = next.shift() ?? answer(request);
      if (reply.hang) {
        const end = () => res.destroy();
        hanging.add(end);
        return;
      }
      if (reply.raw) {
        res.writeHead(reply.status, {
          'content-type': 'application/octet-stream',
          ...reply.headers,
        });
        res.end(reply.raw);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    next,
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
