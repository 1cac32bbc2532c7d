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
