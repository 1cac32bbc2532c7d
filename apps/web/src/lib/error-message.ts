import type { SerializedError } from '@reduxjs/toolkit';
import { errorBodySchema } from '@switchboard/contract/envelope';
import type { ApiError } from './api/base-query';
import i18n from './i18n';

/** The server's `message` when the failure carries one. */
export function serverMessage(error: unknown): string | null {
  if (error === null || typeof error !== 'object' || !('data' in error)) return null;
  const body = errorBodySchema.pick({ message: true }).safeParse(error.data);
  return body.success ? body.data.message : null;
}

function details(error: ApiError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    if ('error' in error && typeof error.error === 'string')
      return `${error.status}: ${error.error}`;
    return String(error.status);
  }
  return error.message ?? '';
}

/** Spec section 8: the server's message, or 'Something went wrong... ' plus details. */
export function errorMessage(error: ApiError | SerializedError | undefined): string {
  return serverMessage(error) ?? `${i18n.t('messages.somethingWentWrongPrefix')}${details(error)}`;
}
