import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

export type WhatsAppTemplateMessage = {
  /** The customer's number, with country code. */
  to: string;
  /** An approved template of the sending account, and its language (`en`, `hi`...). */
  template: string;
  language: string;
  /** The body's `{{1}}`, `{{2}}`... in order. */
  variables: string[];
  /** The sending number's id at the BSP; unset: the configured default. */
  phoneNumberId?: string;
  orgId?: number | null;
};

/** Records a template message in the caller's transaction; the delivery worker sends it. */
export const sendWhatsAppTemplate = (tx: DbOrTx, message: WhatsAppTemplateMessage) =>
  enqueue(tx, {
    channel: 'WHATSAPP',
    recipient: message.to,
    orgId: message.orgId,
    payload: {
      template: message.template,
      language: message.language,
      variables: message.variables,
      ...(message.phoneNumberId ? { phone_number_id: message.phoneNumberId } : {}),
    },
  });
