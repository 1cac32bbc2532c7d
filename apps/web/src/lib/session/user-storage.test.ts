import { afterEach, describe, expect, it } from 'vitest';
import { userWith } from '../../test/fake-api';
import { hasSavedUser, USER_STORAGE_KEY } from './saved-user';
import { loadUser, saveUser } from './user-storage';

afterEach(() => localStorage.clear());

describe('the saved user', () => {
  it('reads back a record saved by sign-in', () => {
    saveUser(userWith('ADMIN'));
    expect(hasSavedUser()).toBe(true);
    expect(loadUser()).toMatchObject({ role: 'ADMIN', email: 'admin@switchboard.test' });
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ id: 'one', email: 'a@b.c' })],
    ['an unknown role', JSON.stringify({ ...userWith('SU'), role: 'OWNER' })],
    ['no ability list', JSON.stringify({ ...userWith('SU'), ability: 'all' })],
  ])('treats %s as no user and removes it, so /login does not send back', (_what, raw) => {
    localStorage.setItem(USER_STORAGE_KEY, raw);
    expect(loadUser()).toBeNull();
    expect(hasSavedUser()).toBe(false);
  });
});
