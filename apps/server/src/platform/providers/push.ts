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
};

/** Records the push notification in the caller's transaction; the delivery worker sends it. */
export const sendPush = (tx: DbOrTx, push: Push): Promise<number> =>
  enqueue(tx, {
    channel: 'PUSH',
    recipient: push.token,
    orgId: push.orgId,
    payload: { title: push.title, body: push.body, data: push.data ?? {} },
  });
