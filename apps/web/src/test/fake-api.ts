import type { UserRecord } from '@switchboard/contract/auth';
import { rulesFor } from '@switchboard/contract/role-rules';
import type { Role } from '@switchboard/contract/roles';
import { vi } from 'vitest';

export function userWith(role: Role, overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 1,
    email: `${role.toLowerCase()}@switchboard.test`,
    first_name: 'Asha',
    last_name: 'Rao',
    role,
    ability: rulesFor(role),
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path' (path after /api). Unknown calls
 * get a 404 so a test never reaches the network. Returns the calls made, as 'METHOD /path'.
 */
export function fakeApi(handlers: Record<string, Handler>): string[] {
  const calls: string[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push(`${request.method} ${path}`);
    const handler = handlers[`${request.method} ${path}`];
    if (handler) return handler(request);
    if (path === '/config') return json(200, { data: { product: { key: 'sf', name: 'SF' } } });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', spy);
  return calls;
}
