/** The logged-in user record lives in local storage under `userData` (spec section 3). */
export const USER_STORAGE_KEY = 'userData';

/**
 * Whether a signed-in user is saved, without reading it: the login page sends such a visitor
 * on, and the console (which checks the record against the contract) clears a bad one.
 */
export function hasSavedUser(): boolean {
  return localStorage.getItem(USER_STORAGE_KEY) !== null;
}
