import type { SerializedError } from '@reduxjs/toolkit';
import { textOfMessage } from '@switchboard/contract/validation';
import type { ApiError } from './api/base-query';
import { errorBody } from './error-body';
import i18n from './i18n';

/** The server's `message` when the failure carries one. */
export function serverMessage(error: unknown): string | null {
  if (error === null || typeof error !== 'object' || !('data' in error)) return null;
  return errorBody(error.data)?.message ?? null;
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

/**
 * A field error in the staff member's language: the contract's generic wording by its
 * `validation.*` key; a schema's own message as the schema words it.
 */
export function translatedFieldMessage(message: string): string {
  const text = textOfMessage(message);
  return text ? i18n.t(`validation.${text.key}`, text.values) : message;
}

/** A refused request's field errors, as "field: what is wrong", one per field. */
function fieldErrors(error: unknown): string | null {
  if (error === null || typeof error !== 'object' || !('data' in error)) return null;
  const body = errorBody(error.data);
  // Only the server's generic "Invalid body: a, b" is replaced; a rule's own message (the
  // spec's words) is shown as it is.
  if (
    !body ||
    body.code !== 'VALIDATION_ERROR' ||
    !body.message.startsWith('Invalid ') ||
    !body.details?.length
  )
    return null;
  return body.details.map((d) => `${d.field}: ${translatedFieldMessage(d.message)}`).join('; ');
}

/**
 * Spec section 8: the server's message, or 'Something went wrong... ' plus details. A refused
 * form says which fields and why (never only "Invalid body: amount").
 */
export function errorMessage(error: ApiError | SerializedError | undefined): string {
  return (
    fieldErrors(error) ??
    serverMessage(error) ??
    `${i18n.t('messages.somethingWentWrongPrefix')}${details(error)}`
  );
}
