import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { maskPersonalData } from './mask-personal-data';

describe('maskPersonalData', () => {
  it('masks phone numbers, emails, PANs and GSTINs', () => {
    expect(
      maskPersonalData(
        'Failed query: insert into orgs values ($1, $2, $3, $4)\nparams: ' +
          'Asha Traders,asha.k+ops@example.co.in,9876543210,27AAACS1234A1Z5,ABCDE1234F',
      ),
    ).toBe(
      'Failed query: insert into orgs values ($1, $2, $3, $4)\nparams: ' +
        'Asha Traders,[email],[phone],[gstin],[pan]',
    );
    for (const phone of ['+91 98765 43210', '+919876543210', '09876543210', '98765-43210']) {
      expect(maskPersonalData(`call ${phone} now`)).toBe('call [phone] now');
    }
    expect(maskPersonalData('to +44 20 7946 0958')).toBe('to [phone]');
  });

  it('keeps what is needed to find the failure: ids, times, codes, SQL', () => {
    const kept = [
      'org 12345 not found',
      'request 6f1c2a9e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
      'at 2026-07-01T10:20:30.123Z',
      'select * from orgs where id = $1 limit 50',
      'relation "outbox" does not exist (42P01)',
      'ECONNREFUSED 127.0.0.1:5432',
    ];
    for (const text of kept) expect(maskPersonalData(text)).toBe(text);
  });
});

describe('the error log of a 500', () => {
  it('carries the error with personal data masked, and the client sees none of it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandler(app);
    app.get('/boom', async () => {
      const cause = Object.assign(new Error('duplicate key: (email)=(ravi@example.in)'), {
        code: '23505',
      });
      throw new Error('Failed query: update orgs\nparams: 9876543210,ravi@example.in', { cause });
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('9876543210');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged).toBeDefined();
    const text = JSON.stringify(logged);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('ravi@example.in');
    // pino's serialiser writes the causes into the message and the stack.
    expect(logged.err.message).toBe(
      'Failed query: update orgs\nparams: [phone],[email]: duplicate key: (email)=([email])',
    );
    expect(logged.err.stack).toContain('params: [phone],[email]');
    expect(logged.err.code).toBeUndefined();
  });
});
