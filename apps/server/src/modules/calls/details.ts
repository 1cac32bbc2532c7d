import { eq } from 'drizzle-orm';
import type { CallDetail } from '@switchboard/contract/calls';
import { callDetails } from '../../db/schema/calls';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { findCall } from './repository';

/** A call with what the app learnt about it afterwards; a call without any has empty fields. */
export async function callDetail(db: DbOrTx, id: number): Promise<CallDetail> {
  const call = await findCall(db, id);
  if (!call) throw notFound('Call');
  const [extra] = await db.select().from(callDetails).where(eq(callDetails.callId, id));
  return {
    call,
    disposition: extra?.disposition ?? null,
    feedback_rating: extra?.feedbackRating ?? null,
    feedback_comment: extra?.feedbackComment ?? null,
    summary: extra?.summary ?? null,
    transcript: extra?.transcript ?? [],
  };
}
