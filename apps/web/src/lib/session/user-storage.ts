import type { UserRecord } from '@switchboard/contract/auth';
import { roles } from '@switchboard/contract/roles';
import { USER_STORAGE_KEY } from './saved-user';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The contract's user record, checked by hand: the store reads it at start, before any page,
 * and zod is not in the first download. The server checks the session on every request; this
 * only keeps an old or edited record from reaching the console's code.
 */
function isUserRecord(value: unknown): value is UserRecord {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    ['email', 'first_name', 'last_name'].every((key) => typeof value[key] === 'string') &&
    (roles as readonly unknown[]).includes(value.role) &&
    Array.isArray(value.ability) &&
    value.ability.every((rule) => isRecord(rule) && rule.action !== undefined)
  );
}

/**
 * A saved record that no longer matches the contract is treated as no record at all, and
 * removed: the login page (which only asks whether one is saved) would otherwise send the
 * visitor back to a console that sends them to the login page.
 */
export function loadUser(): UserRecord | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (isUserRecord(saved)) return saved;
  } catch {
    // Not JSON: as bad as a record of the wrong shape.
  }
  localStorage.removeItem(USER_STORAGE_KEY);
  return null;
}

export function saveUser(user: UserRecord | null): void {
  if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}
