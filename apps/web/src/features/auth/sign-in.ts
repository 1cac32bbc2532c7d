import i18n from 'i18next';
import { loginBody, loginCodeBody, type SecondFactorMethod } from '@switchboard/contract/auth';
import type { LoginPasskeyBody } from '@switchboard/contract/passkeys';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/error-message';
import { loadEnglishFeatures } from '../../lib/i18n';
import { userSignedIn } from '../../lib/session/session-slice';
import { loadStore } from '../../lib/store-loader';
import { authApi } from './api';
import { loginOutcome } from './login-outcome';

export type SignInResult =
  | { ok: true }
  /**
   * The password was right; the account's second factor comes next: a passkey
   * (signInWithPasskey) when `methods` has one, else a code (signInWithCode).
   */
  | { ok: false; secondFactor: true; methods: SecondFactorMethod[] }
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
  if ('second_factor' in result.data)
    return { ok: false, secondFactor: true, methods: result.data.methods };
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

/** Finishes a sign-in with the authenticator's code or a recovery code. */
export async function signInWithCode(code: string, t: TFunction): Promise<SignInResult> {
  const parsed = loginCodeBody.safeParse({ code });
  if (!parsed.success) return { ok: false, error: t('auth.codeInvalid') };
  const { store } = await loadStore();
  const sent = store.dispatch(authApi.endpoints.loginCode.initiate(parsed.data));
  const result = await sent;
  sent.reset();
  if (result.error) return { ok: false, error: errorMessage(result.error) };
  store.dispatch(userSignedIn(result.data));
  return { ok: true };
}

/**
 * After single sign-on, the server has set the session cookie; the console keeps the record
 * GET /auth/me answers, as a password sign-in keeps the login's answer.
 */
export async function finishSingleSignOn(t: TFunction): Promise<SignInResult> {
  const [{ store }] = await Promise.all([loadStore(), loadEnglishFeatures()]);
  const asked = store.dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  const result = await asked;
  asked.unsubscribe();
  if (result.error || !result.data) {
    return { ok: false, error: result.error ? errorMessage(result.error) : t('auth.notAllowed') };
  }
  if (!loginOutcome(result.data).allowed) return { ok: false, error: t('auth.notAllowed') };
  store.dispatch(userSignedIn(result.data));
  return { ok: true };
}

/**
 * Finishes a sign-in with a passkey: the server's options go to the browser's authenticator,
 * its signed answer back to the server. The WebAuthn helper loads only here.
 */
export async function signInWithPasskey(_t: TFunction): Promise<SignInResult> {
  const [{ store }, { startAuthentication }] = await Promise.all([
    loadStore(),
    import('@simplewebauthn/browser'),
  ]);
  const asked = store.dispatch(authApi.endpoints.passkeySignInOptions.initiate());
  const options = await asked;
  asked.reset();
  if (options.error) return { ok: false, error: errorMessage(options.error) };
  let answer;
  try {
    answer = await startAuthentication({
      optionsJSON: options.data.options as unknown as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON'],
    });
  } catch {
    // Cancelled, timed out, or no passkey of this account on this device.
    const { lateMessages } = await import('./late-messages');
    return { ok: false, error: (await lateMessages(i18n.resolvedLanguage)).passkeyCancelled };
  }
  const response = answer as LoginPasskeyBody['response'];
  const sent = store.dispatch(authApi.endpoints.loginPasskey.initiate({ response }));
  const result = await sent;
  sent.reset();
  if (result.error) return { ok: false, error: errorMessage(result.error) };
  store.dispatch(userSignedIn(result.data));
  return { ok: true };
}
