import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

/** Records a webhook to `url` in the caller's transaction; the delivery worker signs and POSTs it. */
export const sendWebhook = (
  tx: DbOrTx,
  hook: { url: string; payload: { event: string }; orgId?: number | null },
): Promise<number> =>
  enqueue(tx, {
    channel: 'WEBHOOK',
    recipient: hook.url,
    orgId: hook.orgId,
    payload: hook.payload,
  });
