import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errors';

// The common-password and keyboard-pattern lists shipped with @zxcvbn-ts/language-common:
// passwords people pick first (and attackers try first), common names and words.
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary } });

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's score (0-4): 3 means "safely unguessable", about 10^8 guesses and up. */
const MIN_SCORE = 3;

/**
 * Refuses a new password shorter than 12 characters, or one the common-password lists and
 * patterns guess (a dictionary word with digits, a keyboard walk, the person's own name or
 * email). The answer names the field, as any validation error does.
 */
export function checkNewPassword(
  password: string,
  personal: string[] = [],
  /** The body's field the refusal names (a form may call it `new_password`). */
  field = 'password',
): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    refuse(field, `Use at least ${MIN_PASSWORD_LENGTH} characters`);
  const inputs = personal
    .flatMap((p) => [p, ...p.toLowerCase().split(/[@.\s_-]+/)])
    .filter(Boolean);
  if (zxcvbn.check(password, inputs).score < MIN_SCORE)
    refuse(field, 'This password is too common or easy to guess; choose a longer, less usual one');
}

function refuse(field: string, message: string): never {
  throw badRequest(message, [{ field, message }]);
}
