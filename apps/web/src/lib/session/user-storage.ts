import { userRecordSchema, type UserRecord } from '@switchboard/contract/auth';

/** The logged-in user record lives in local storage under `userData` (spec section 3). */
export const USER_STORAGE_KEY = 'userData';

/** A saved record that no longer matches the contract is treated as no record at all. */
export function loadUser(): UserRecord | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = userRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveUser(user: UserRecord | null): void {
  if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_STORAGE_KEY);
}
