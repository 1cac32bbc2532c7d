import type { ChannelMode } from '@switchboard/contract/outbox';
import type { Config } from '../../config';
import { digio } from './adapters/digio';
import { fcmAdapter } from './adapters/fcm-push';
import { msg91Adapter } from './adapters/msg91-sms';
import { razorpay } from './adapters/razorpay';
import { sandboxAdapter } from './adapters/sandbox';
import { sandboxGateway } from './adapters/sandbox-gateway';
import { sandboxKyc } from './adapters/sandbox-kyc';
import { signedWebhookAdapter } from './adapters/signed-webhook';
import { smtpAdapter } from './adapters/smtp-email';
import { switchAdapter } from './adapters/switch-http';
import { whatsAppBsp } from './adapters/whatsapp-bsp';
import { sandboxWhatsAppBsp } from './adapters/sandbox-whatsapp-bsp';
import { whatsAppCloudAdapter } from './adapters/whatsapp-cloud';
import type { Adapter, Adapters } from './delivery/types';
import type { KycProvider } from './kyc';
import type { PaymentGateway } from './payments';
import type { WhatsAppBsp } from './whatsapp';

export type Providers = {
  adapters: Adapters;
  gateway: PaymentGateway;
  kyc: KycProvider;
  whatsapp: WhatsAppBsp;
};

/** Each channel's adapter, and the payment gateway: the configured provider, else the sandbox. */
export function providersFor(config: Config): Providers {
  const p = config.providers;
  const or = <T>(settings: T | undefined, make: (s: T) => Adapter) =>
    settings ? make(settings) : sandboxAdapter();
  const gateway = p.payments ? razorpay(p.payments) : null;
  return {
    adapters: {
      SMS: or(p.sms, msg91Adapter),
      EMAIL: or(p.email, smtpAdapter),
      PUSH: or(p.push, fcmAdapter),
      WHATSAPP: or(p.whatsapp, whatsAppCloudAdapter),
      SWITCH: or(p.telephony, switchAdapter),
      PAYMENTS: gateway?.adapter ?? sandboxAdapter(),
      WEBHOOK: or(config.onboardingWebhook, (w) =>
        signedWebhookAdapter({ secret: w.secret, timeoutMs: p.worker.timeoutMs }),
      ),
    },
    gateway: gateway?.gateway ?? sandboxGateway(),
    kyc: p.kyc ? digio(p.kyc) : sandboxKyc(),
    whatsapp: p.whatsapp ? whatsAppBsp(p.whatsapp) : sandboxWhatsAppBsp(),
  };
}

/** What the console shows: which channels (and the KYC provider) are real, and through whom. */
export const channelModes = ({
  adapters,
  kyc,
}: Pick<Providers, 'adapters' | 'kyc'>): ChannelMode[] => [
  ...(Object.keys(adapters) as (keyof Adapters)[]).map((channel) => ({
    channel,
    provider: adapters[channel].provider,
    sandbox: adapters[channel].sandbox,
  })),
  { channel: 'KYC' as const, provider: kyc.provider, sandbox: kyc.sandbox },
];
