import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { createBaseQuery } from './base-query';
import { userCleared } from '../session/session-slice';

function fakeApi(endpoint = 'anything') {
  return {
    dispatch: vi.fn(),
    getState: () => ({}),
    endpoint,
    signal: new AbortController().signal,
    abort: vi.fn(),
    extra: undefined,
    type: 'query',
  } as unknown as BaseQueryApi & { dispatch: ReturnType<typeof vi.fn> };
}

function setup(
  respond: (request: Request) => Response | Promise<Response>,
  token: string | null = 'tok-1',
) {
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => respond(input as Request));
  const query = createBaseQuery({
    baseUrl: 'http://localhost/api',
    fetchFn,
    timeoutMs: 50,
    readToken: () => token,
  });
  return { query, fetchFn };
}

describe('base query', () => {
  it('returns the `data` of the envelope', async () => {
    const { query } = setup(() => json(200, { data: { ok: true } }));
    expect(await query('/health', fakeApi(), {})).toMatchObject({ data: { ok: true } });
  });

  it('sends the XSRF token on state changes only, with cookies', async () => {
    const { query, fetchFn } = setup(() => json(200, { data: null }));
    await query({ url: '/auth/logout', method: 'POST' }, fakeApi(), {});
    await query('/auth/me', fakeApi(), {});
    const [post, get] = fetchFn.mock.calls.map(([request]) => request as Request);
    expect(post?.headers.get('x-xsrf-token')).toBe('tok-1');
    expect(post?.credentials).toBe('include');
    expect(get?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('fetches a CSRF cookie first when a state change has none', async () => {
    const { query, fetchFn } = setup(() => json(200, { data: null }), null);
    await query({ url: '/auth/login', method: 'POST', body: {} }, fakeApi('login'), {});
    expect(fetchFn.mock.calls[0]?.[0]).toBe('http://localhost/api/config');
  });

  it('sends a change refused for its CSRF token once more, with the fresh token', async () => {
    let token = 'stale';
    const answers = [
      json(403, { message: 'Security token missing or invalid', code: 'CSRF_MISMATCH' }),
      json(200, { data: { ok: true } }),
    ];
    const fetchFn = vi.fn(async () => {
      token = 'fresh'; // the refusal set a new cookie
      return answers.shift()!;
    });
    const query = createBaseQuery({
      baseUrl: 'http://localhost/api',
      fetchFn,
      readToken: () => token,
    });
    const result = await query({ url: '/x', method: 'POST', body: {} }, fakeApi(), {});
    expect(result).toMatchObject({ data: { ok: true } });
    const sent = fetchFn.mock.calls.map((call) => (call as unknown as [Request])[0]);
    expect(sent.map((r) => r.headers.get('x-xsrf-token'))).toEqual(['stale', 'fresh']);
  });

  it('does not retry a CSRF refusal twice', async () => {
    const refusal = { message: 'Security token missing or invalid', code: 'CSRF_MISMATCH' };
    const { query, fetchFn } = setup(() => json(403, refusal));
    const result = await query({ url: '/x', method: 'POST', body: {} }, fakeApi(), {});
    expect(result).toMatchObject({ error: { status: 403, data: refusal } });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('maps an HTTP failure to its status and body', async () => {
    const body = { message: 'Invalid email or password', code: 'UNAUTHENTICATED' };
    const { query } = setup(() => json(400, body));
    expect(await query('/x', fakeApi(), {})).toMatchObject({ error: { status: 400, data: body } });
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    const { query } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await query('/x', fakeApi(), {})).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('maps a body that is not JSON to PARSING_ERROR', async () => {
    const { query } = setup(
      () =>
        new Response('<html>', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect(await query('/x', fakeApi(), {})).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 200 },
    });
  });

  it('maps a request that takes too long to TIMEOUT_ERROR', async () => {
    const { query } = setup(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    expect(await query('/x', fakeApi(), {})).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
  });

  it('ends the session on a 401, except for a failed login', async () => {
    const { query } = setup(() => json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }));
    const me = fakeApi('me');
    await query('/auth/me', me, {});
    expect(me.dispatch).toHaveBeenCalledWith(userCleared());
    const login = fakeApi('login');
    await query({ url: '/auth/login', method: 'POST' }, login, {});
    expect(login.dispatch).not.toHaveBeenCalled();
  });
});
