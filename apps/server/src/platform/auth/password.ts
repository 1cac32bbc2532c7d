import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory 19 MiB, 2 passes): ~20 ms a hash here. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the email is unknown keeps the answer's timing the same as a
 * wrong password, so the login does not reveal which emails exist.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-only-for-timing');
  return dummyHash;
}
