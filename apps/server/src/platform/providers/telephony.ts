import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

/** What the console asks of the telephony switch. */
export type SwitchCommand =
  | { action: 'refresh-trunk' | 'refresh-multi-trunk'; number: string; orgId: number }
  | { action: 'release-number' | 'assign-number'; number: string; orgId: number }
  | { action: 'reregister-softphone'; sipUsername: string; userId: number };

/** Records the request in the caller's transaction; the delivery worker sends it to the switch. */
export function askSwitch(tx: DbOrTx, command: SwitchCommand): Promise<number> {
  if (command.action === 'reregister-softphone') {
    return enqueue(tx, {
      channel: 'SWITCH',
      recipient: command.sipUsername,
      payload: {
        action: command.action,
        sip_username: command.sipUsername,
        user_id: command.userId,
      },
    });
  }
  return enqueue(tx, {
    channel: 'SWITCH',
    recipient: command.number,
    orgId: command.orgId,
    payload: { action: command.action, number: command.number, org_id: command.orgId },
  });
}
