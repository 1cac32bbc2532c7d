import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

export type Push = {
  /** The device's FCM registration token. */
  token: string;
  title: string;
  body: string;
  /** String pairs the app reads (FCM's `data`). */
  data?: Record<string, string>;
  orgId?: number | null;
  /** The campaign it belongs to, kept with the message (as an SMS's and an email's). */
  campaignId?: number;
};

/** Records the push notification in the caller's transaction; the delivery worker sends it. */
export const sendPush = (tx: DbOrTx, push: Push): Promise<number> =>
  enqueue(tx, {
    channel: 'PUSH',
    recipient: push.token,
    orgId: push.orgId,
    payload: {
      title: push.title,
      body: push.body,
      data: push.data ?? {},
      ...(push.campaignId !== undefined && { campaign_id: push.campaignId }),
    },
  });

/**
 * Called by the delivery worker, in the transaction that records a push failed for good, when
 * FCM says the token is no longer registered: the device forgets it, so no later push tries it
 * (the users area implements it; app.ts wires it in).
 */
export type PushTokenGoneHook = (tx: DbOrTx, token: string, reason: string) => Promise<void>;
