import { loginBody } from '@switchboard/contract/auth';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/error-message';
import { loadEnglishFeatures } from '../../lib/i18n';
import { userSignedIn } from '../../lib/session/session-slice';
import { loadStore } from '../../lib/store-loader';
import { authApi } from './api';
import { loginOutcome } from './login-outcome';

export type SignInResult =
  | { ok: true }
  | { ok: false; fieldErrors: { email?: string; password?: string } }
  | { ok: false; error: string };

/**
 * Checks the form with the contract's schema (the one the server validates with), signs in,
 * and keeps the session only for console roles. Loaded when the form is sent: the login page
 * itself shows without the store, zod or RTK Query.
 */
export async function signIn(
  input: { email: string; password: string },
  t: TFunction,
): Promise<SignInResult> {
  const parsed = loginBody.safeParse(input);
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    return {
      ok: false,
      fieldErrors: {
        email: bad.has('email') ? t('auth.emailInvalid') : undefined,
        password: bad.has('password') ? t('auth.passwordRequired') : undefined,
      },
    };
  }
  // The console's strings come too: its messages word a refusal, and its pages are next.
  const [{ store }] = await Promise.all([loadStore(), loadEnglishFeatures()]);
  const login = store.dispatch(authApi.endpoints.login.initiate(parsed.data));
  const result = await login;
  login.reset();
  if (result.error) {
    const refused = 'status' in result.error && result.error.status === 403;
    return { ok: false, error: refused ? t('auth.notAllowed') : errorMessage(result.error) };
  }
  if (!loginOutcome(result.data).allowed) {
    // A backend that lets any role sign in still must not leave a console session behind.
    const logout = store.dispatch(authApi.endpoints.logout.initiate());
    await logout;
    logout.reset();
    return { ok: false, error: t('auth.notAllowed') };
  }
  store.dispatch(userSignedIn(result.data));
  return { ok: true };
}
