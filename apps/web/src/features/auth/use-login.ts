import type { LoginBody } from '@switchboard/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useAppDispatch } from '../../lib/hooks';
import { userSignedIn } from '../../lib/session/session-slice';
import { useLoginMutation, useLogoutMutation } from './api';
import { loginOutcome } from './login-outcome';

/**
 * Where a console role goes after signing in: the page that sent them to /login (a deep link,
 * an expired session), if it is a page of this console, else the dashboard.
 */
export function returnTo(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return from.startsWith('/login') ? fallback : from;
}

/** Signs in, then sends console roles back where they were headed and keeps everyone else on /login with a reason. */
export function useLogin() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [logout] = useLogoutMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(body: LoginBody) {
    setError(null);
    const result = await login(body);
    if (result.error) {
      const refused = 'status' in result.error && result.error.status === 403;
      setError(refused ? t('auth.notAllowed') : errorMessage(result.error));
      return;
    }
    const outcome = loginOutcome(result.data);
    if (!outcome.allowed) {
      // A backend that lets any role sign in still must not leave a console session behind.
      await logout();
      setError(t('auth.notAllowed'));
      navigate(outcome.to, { replace: true });
      return;
    }
    // The login page then sends them on, to where they were headed (returnTo).
    dispatch(userSignedIn(result.data));
  }

  return { submit, isLoading, error };
}
