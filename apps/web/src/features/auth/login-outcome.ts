import type { UserRecord } from '@switchboard/contract/auth';
import { isConsoleRole } from '@switchboard/contract/roles';

export type LoginOutcome = { allowed: true; to: '/' } | { allowed: false; to: '/login' };

/** Spec section 2: ADMIN and SU go to the root path; any other role goes back to /login. */
export function loginOutcome(user: Pick<UserRecord, 'role'>): LoginOutcome {
  return isConsoleRole(user.role) ? { allowed: true, to: '/' } : { allowed: false, to: '/login' };
}
