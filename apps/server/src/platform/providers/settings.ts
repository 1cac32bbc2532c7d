import type { OutboxChannel } from '@switchboard/contract/outbox';
import type { DigioSettings } from './adapters/digio';
import type { ServiceAccount } from './adapters/fcm-push';
import type { Msg91Settings } from './adapters/msg91-sms';
import type { RazorpaySettings } from './adapters/razorpay';
import type { SmtpSettings } from './adapters/smtp-email';
import type { SwitchSettings } from './adapters/switch-http';
import type { WhatsAppSettings } from './adapters/whatsapp-cloud';

/** The outbound providers as configured (config.ts reads them); undefined: the channel's sandbox. */
export type ProviderSettings = {
  sms: Msg91Settings | undefined;
  smsReportToken: string | undefined;
  email: SmtpSettings | undefined;
  push: { serviceAccount: ServiceAccount; baseUrl: string; timeoutMs: number } | undefined;
  whatsapp: WhatsAppSettings | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  telephony: SwitchSettings | undefined;
  payments: RazorpaySettings | undefined;
  kyc: DigioSettings | undefined;
  worker: {
    timeoutMs: number;
    intervalMs: number;
    maxAttempts: number;
    baseDelayMs: number;
    ratePerSecond: Partial<Record<OutboxChannel, number>>;
  };
};
