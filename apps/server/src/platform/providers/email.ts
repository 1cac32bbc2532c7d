import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

export type Email = {
  to: string;
  subject: string;
  text: string;
  orgId?: number | null;
  /** Kept with the message for staff (what it is about: a reminder, a payment link...). */
  meta?: Record<string, unknown>;
};

/** Records the email in the caller's transaction; the delivery worker sends it. */
export const sendEmail = (tx: DbOrTx, email: Email): Promise<number> =>
  enqueue(tx, {
    channel: 'EMAIL',
    recipient: email.to,
    orgId: email.orgId,
    payload: { subject: email.subject, text: email.text, ...email.meta },
  });
