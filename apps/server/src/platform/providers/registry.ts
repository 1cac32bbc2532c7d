import type { ChannelMode } from '@switchboard/contract/outbox';
import type { Config } from '../../config';
import { fcmAdapter } from './adapters/fcm-push';
import { msg91Adapter } from './adapters/msg91-sms';
import { sandboxAdapter } from './adapters/sandbox';
import { signedWebhookAdapter } from './adapters/signed-webhook';
import { smtpAdapter } from './adapters/smtp-email';
import { switchAdapter } from './adapters/switch-http';
import { whatsAppCloudAdapter } from './adapters/whatsapp-cloud';
import type { Adapters } from './delivery/types';

/** Each channel's adapter: the configured provider, else the sandbox. */
export function adaptersFor(config: Config): Adapters {
  const p = config.providers;
  const or = <T>(settings: T | undefined, make: (s: T) => Adapters['SMS']) =>
    settings ? make(settings) : sandboxAdapter();
  return {
    SMS: or(p.sms, msg91Adapter),
    EMAIL: or(p.email, smtpAdapter),
    PUSH: or(p.push, fcmAdapter),
    WHATSAPP: or(p.whatsapp, whatsAppCloudAdapter),
    SWITCH: or(p.telephony, switchAdapter),
    WEBHOOK: or(config.onboardingWebhook, (w) =>
      signedWebhookAdapter({ secret: w.secret, timeoutMs: p.worker.timeoutMs }),
    ),
  };
}

/** What the console shows: which channels really send, and through whom. */
export const channelModes = (adapters: Adapters): ChannelMode[] =>
  (Object.keys(adapters) as (keyof Adapters)[]).map((channel) => ({
    channel,
    provider: adapters[channel].provider,
    sandbox: adapters[channel].sandbox,
  }));
