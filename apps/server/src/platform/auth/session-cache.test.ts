import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';

const user = {
  id: 7,
  email: 'a@b.in',
  firstName: 'A',
  lastName: 'B',
  role: 'ADMIN',
  grants: [],
  secondFactor: false,
  mfaRequiredForEveryone: false,
  sessionId: 70,
};
const far = new Date('2030-01-01T00:00:00Z');

describe('SessionCache', () => {
  it('believes a session for a few seconds, never past its expiry', () => {
    const cache = new SessionCache();
    cache.set('h', user, far, cache.begin(), 1_000);
    expect(cache.get('h', 1_000 + SESSION_CACHE_MS - 1)).toEqual(user);
    expect(cache.get('h', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
    cache.set('soon', user, new Date(5_000), cache.begin(), 1_000);
    expect(cache.get('soon', 4_999)).toEqual(user);
    expect(cache.get('soon', 5_000)).toBeUndefined();
  });

  it('forgets everything on a change, and keeps no answer of a lookup begun before it', () => {
    const cache = new SessionCache();
    cache.set('h', user, far, cache.begin());
    const begun = cache.begin();
    cache.forgetAll();
    expect(cache.get('h')).toBeUndefined();
    cache.set('late', user, far, begun);
    expect(cache.get('late')).toBeUndefined();
    cache.set('late', user, far, cache.begin());
    expect(cache.get('late')).toEqual(user);
  });
});
