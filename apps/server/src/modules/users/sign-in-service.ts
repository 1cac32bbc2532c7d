import { formatMessage } from '@switchboard/contract/messages';
import type { AppSignInBody, AppSignInResult } from '@switchboard/contract/users';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { recordSignIn } from './account-repository';
import { requireCustomer } from './read-service';

/**
 * POST /app/sign-ins: a customer user signed in to the product's app. Kept once per sign-in id:
 * a report the app sends again (after a timeout) answers the first one's id. An id the app
 * already used for another user is its mistake, and is refused rather than merged.
 */
export async function recordAppSignIn(db: Db, body: AppSignInBody): Promise<AppSignInResult> {
  await requireCustomer(db, body.user_id);
  const { id, isNew, userId } = await recordSignIn(db, {
    signInKey: body.sign_in_id,
    userId: body.user_id,
    signedInAt: new Date(body.at),
    ip: body.ip ?? null,
    platform: body.platform ?? null,
    appVersion: body.app_version ?? null,
  });
  if (userId !== body.user_id) throw conflict(formatMessage('signInIdTaken'));
  return { id, recorded: isNew };
}
