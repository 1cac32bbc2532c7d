import type { TFunction } from 'i18next';
import { errorBody } from '../../lib/error-body';

/** What the invitation and reset-password pages share: a token link and a new password. */

/** The token from the link's fragment (`#token=`), which never reaches a server log. */
export const tokenOf = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** A refusal: `field` when it is about the password typed, else about the link. */
export type Problem = { field: boolean; message: string };

export function problemOf(error: unknown, fallback: string): Problem {
  const body =
    error && typeof error === 'object' && 'data' in error ? errorBody(error.data) : undefined;
  const detail = body?.details?.find((d) => d.field === 'password');
  return detail
    ? { field: true, message: detail.message }
    : { field: false, message: body?.message ?? fallback };
}

/** The checks made before asking the server (which also checks common passwords). */
export function newPasswordProblem(password: string, repeat: string, t: TFunction): Problem | null {
  if (password.length < 12) return { field: true, message: t('staff.tooShort') };
  if (password !== repeat) return { field: true, message: t('staff.mismatch') };
  return null;
}
