import type { DbOrTx } from '../db/client';
import { enqueue } from './outbox';

/**
 * The product's SMS, by the name of their DLT-registered template (India's TRAI rules: every
 * commercial SMS names its template and sender). The SMS adapter maps the name to the
 * gateway's template id (SMS_TEMPLATES); `text` is the filled message, as staff read it.
 */
export const smsTemplates = ['org_invite', 'digio_kyc', 'digio_fup'] as const;
export type SmsTemplate = (typeof smsTemplates)[number];

export type Sms = {
  to: string;
  template: SmsTemplate;
  /** The template's variables, by the names the template declares. */
  vars: Record<string, string>;
  text: string;
  orgId?: number | null;
  /** Kept with the message for staff (e.g. the Digio reference). */
  meta?: Record<string, unknown>;
};

/**
 * A campaign's SMS: its own DLT template and sender, chosen by staff per campaign rather than
 * from the product's templates; the same delivery and the same reports.
 */
export type CampaignSms = Omit<Sms, 'template' | 'meta'> & {
  dltTemplateId: string;
  senderId: string;
  promotional: boolean;
  campaignId: number;
};

/** Records a campaign's SMS in the caller's transaction; the delivery worker sends it. */
export const sendCampaignSms = (tx: DbOrTx, sms: CampaignSms): Promise<number> =>
  enqueue(tx, {
    channel: 'SMS',
    recipient: sms.to,
    orgId: sms.orgId,
    payload: {
      template: 'campaign',
      dlt_template_id: sms.dltTemplateId,
      sender: sms.senderId,
      promotional: sms.promotional,
      vars: sms.vars,
      text: sms.text,
      campaign_id: sms.campaignId,
    },
  });

/** Records the SMS in the caller's transaction; the delivery worker sends it. */
export const sendSms = (tx: DbOrTx, sms: Sms): Promise<number> =>
  enqueue(tx, {
    channel: 'SMS',
    recipient: sms.to,
    orgId: sms.orgId,
    payload: { template: sms.template, vars: sms.vars, text: sms.text, ...sms.meta },
  });
