import { userRecordSchema, type UserRecord } from '@switchboard/contract/auth';
import { USER_STORAGE_KEY } from './saved-user';

/**
 * A saved record that no longer matches the contract is treated as no record at all, and
 * removed: the login page (which only asks whether one is saved) would otherwise send the
 * visitor back to a console that sends them to the login page.
 */
export function loadUser(): UserRecord | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = userRecordSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
