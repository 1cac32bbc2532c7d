import type { OutboxChannel } from '@switchboard/contract/outbox';
import { outbox } from '../../db/schema/outbox';
import type { DbOrTx } from '../db/client';

/**
 * The built-in providers record what they would send here, in the caller's transaction, so a
 * message exists exactly when the change that caused it committed. Staff can read it in the
 * console; the webhook dispatcher delivers and retries WEBHOOK rows.
 */
export async function enqueue(
  tx: DbOrTx,
  message: {
    channel: OutboxChannel;
    recipient: string;
    payload: Record<string, unknown>;
    orgId?: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      payload: message.payload,
      orgId: message.orgId ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert failed');
  return row.id;
}
