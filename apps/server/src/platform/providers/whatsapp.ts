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
  /** The campaign it belongs to, kept with the message. */
  campaignId?: number;
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
      ...(message.campaignId !== undefined && { campaign_id: message.campaignId }),
    },
  });

/** Free-form text to a customer who wrote within the last 24 hours. */
export const sendWhatsAppText = (
  tx: DbOrTx,
  message: { to: string; text: string; phoneNumberId: string; orgId: number },
) =>
  enqueue(tx, {
    channel: 'WHATSAPP',
    recipient: message.to,
    orgId: message.orgId,
    payload: { text: message.text, phone_number_id: message.phoneNumberId },
  });

/** An account as the BSP describes it. */
export type BspAccount = {
  wabaId: string;
  phoneNumberId: string;
  /** Ten national digits. */
  phoneNumber: string;
  displayName: string;
  displayNameStatus: 'APPROVED' | 'PENDING' | 'REJECTED';
  status: 'CONNECTED' | 'PENDING' | 'FLAGGED' | 'RESTRICTED' | 'DISCONNECTED';
  qualityRating: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
  messagingTier: 'TIER_250' | 'TIER_1K' | 'TIER_10K' | 'TIER_100K' | 'TIER_UNLIMITED' | null;
};

export type BspTemplate = {
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
  rejectedReason: string | null;
  body: string;
};

/**
 * The WhatsApp BSP, for what staff wait on: checking an account exists (and reading its state)
 * and its message templates. Messages themselves go through the delivery worker. The Cloud API
 * of the BSP when configured; else a sandbox that says so.
 */
export type WhatsAppBsp = {
  provider: string;
  sandbox: boolean;
  /** The number with this id, checked to belong to this WhatsApp Business account. */
  account: (ids: { wabaId: string; phoneNumberId: string }) => Promise<BspAccount>;
  templates: (wabaId: string) => Promise<BspTemplate[]>;
};

/**
 * Called by the delivery worker, in the transaction that records a WhatsApp message sent, with
 * the wamid the BSP gave it: the WhatsApp area keeps it on its message (app.ts wires it in).
 */
export type WhatsAppSentHook = (tx: DbOrTx, outboxId: number, wamid: string) => Promise<void>;

/** Called by the signed webhook with its parsed body; answers how many changes it applied. */
export type WhatsAppWebhookReceiver = (body: unknown) => Promise<number>;

/** An approved template a campaign sends, with what sending it needs. */
export type CampaignTemplate = {
  accountId: number;
  orgId: number;
  phoneNumberId: string;
  name: string;
  language: string;
  category: string;
  body: string;
};

/**
 * Campaigns on WhatsApp, by the WhatsApp area's rules: it implements this, app.ts wires it in.
 * `template` answers the account's template when it may be sent with `given` values (else
 * throws the error a staff member's send would get); `send` records one message in the
 * caller's transaction, in the account's messages too, or answers null when the number
 * replied STOP to a marketing template.
 */
export type WhatsAppCampaigns = {
  template(
    db: DbOrTx,
    accountId: number,
    templateId: number,
    given: number,
  ): Promise<CampaignTemplate>;
  send(
    tx: DbOrTx,
    template: CampaignTemplate,
    message: { phone: string; variables: string[]; campaignId: number },
  ): Promise<number | null>;
};
