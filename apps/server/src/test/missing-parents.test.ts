import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@switchboard/contract/session';
import { useTestApp } from './app';

/**
 * Every read with an id in its path, taken from the API document (so a route added later is
 * held to it too), answers 404 for an id nothing has: never 200 with an empty list that looks
 * like a team without customers. The reads of a parent's children name the missing parent.
 */

type Operation = { parameters?: { in: string; name: string; required?: boolean }[] };
type Document = { paths: Record<string, { get?: Operation }> };

/** An id nobody has, in the shape each path parameter takes. */
const MISSING: Record<string, string> = {
  mandate_id: 'mdt_00000000000000',
  number: '9999999999',
  // An invitation's token of a valid length that was never issued.
  token: 'never-issued-invitation-token-0000',
};
const MISSING_ID = '999999';
/** Required query parameters some reads take, with a value they accept. */
const QUERY: Record<string, string> = { to: '9999999999' };

/** The nested reads under an org or a user: a missing parent is named in the 404. */
const CHILDREN_OF: Record<string, 'Org' | 'User'> = {
  '/api/admin/org/{id}/kyc/action-history': 'Org',
  '/api/admin/users/{id}/campaigns': 'User',
  '/api/audit/org/{id}': 'Org',
  '/api/call-history/org/{id}/stats/total-call-and-duration': 'Org',
  '/api/call-history/org/{org_id}': 'Org',
  '/api/call-history/org/{org_id}/agents': 'Org',
  '/api/digio/org/{id}': 'Org',
  '/api/digio/org/{id}/fup': 'Org',
  '/api/invoices/org/{id}': 'Org',
  '/api/invoices/org/{id}/export': 'Org',
  '/api/org/notes/{id}': 'Org',
  '/api/org/{id}/customers': 'Org',
  '/api/org/{id}/invite-code': 'Org',
  '/api/org/{id}/timeline': 'Org',
  '/api/subscription/org/{id}': 'Org',
  '/api/subscription/talk-time/{id}': 'Org',
  '/api/subscription/talk-time/{id}/list': 'Org',
  '/api/users/notes/{id}': 'User',
  '/api/users/org/{id}': 'Org',
  '/api/presence/org/{id}': 'Org',
  '/api/numbers/voip/{id}': 'Org',
  '/api/org/{id}/voip-history': 'Org',
  '/api/voice-message/org/{id}': 'Org',
  '/api/settings/org/{id}': 'Org',
  '/api/admin/lead-stage/org/{orgId}': 'Org',
  '/api/admin/lead-group/org/{orgId}': 'Org',
  '/api/admin/integration/setting/org/{orgId}': 'Org',
  '/api/admin/event/action-setting/org/{id}': 'Org',
};

function missingUrl(path: string, operation: Operation): string {
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => MISSING[name] ?? MISSING_ID);
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(QUERY[p.name] ?? '1')}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

describe('reads under an id that does not exist', () => {
  const s = useTestApp();

  it('answer 404, naming the missing org or user under its children', async () => {
    const document = (await s.su.get('/api/docs/json')).json() as Document;
    const reads = Object.entries(document.paths).flatMap(([path, item]) =>
      item.get && path.startsWith('/api/') && path.includes('{') && !path.endsWith('/stream')
        ? [{ path, url: missingUrl(path, item.get) }]
        : [],
    );
    // Every nested read the list names is in the document, so the list cannot go stale.
    expect(reads.map((r) => r.path)).toEqual(expect.arrayContaining(Object.keys(CHILDREN_OF)));

    const answers: string[] = [];
    const expected: string[] = [];
    for (const { path, url } of reads) {
      // The spec's few state-changing GETs are checked for CSRF: send the token as the console does.
      const answer = await s.su.get(url, { [XSRF_HEADER]: s.su.cookies.get(XSRF_COOKIE) ?? '' });
      const message = answer.statusCode === 404 ? answer.json().message : answer.body.slice(0, 80);
      answers.push(`${path} ${answer.statusCode} ${CHILDREN_OF[path] ? message : ''}`.trim());
      const parent = CHILDREN_OF[path];
      expected.push(`${path} 404 ${parent ? `${parent} not found` : ''}`.trim());
    }
    expect(answers).toEqual(expected);
  });
});
