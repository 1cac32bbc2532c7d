import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { outboxChannels } from '@switchboard/contract/outbox';
import type { ProviderSettings } from './platform/providers/settings';

/**
 * The environment of the outbound providers (README, "Providers"): config.ts reads it with the
 * rest; a channel without its settings runs in a sandbox.
 */
export const providerEnv = z.object({
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the six-letter DLT sender id')
    .optional(),
  /** The Flow API's host (the product's own SMS). */
  MSG91_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://control.msg91.com'),
  /** The Send SMS API's host (campaign SMS, by DLT template id): another host than the Flow API's. */
  MSG91_SEND_SMS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.msg91.com'),
  /** Our SMS template names -> the gateway's template ids, as JSON: {"org_invite": "65f..."}. */
  SMS_TEMPLATES: z.string().optional(),
  /** The secret in the delivery-report URL MSG91 calls (/api/providers/sms/reports/{token}). */
  SMS_REPORT_TOKEN: z.string().min(24).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).default('Switchboard <no-reply@switchboard.local>'),
  /** A Firebase service-account key: its JSON, or the path of its file. */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: z.string().min(8).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/).optional(),
  /** Checks the signature of the status webhook (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  DIGIO_CLIENT_ID: z.string().min(4).optional(),
  DIGIO_CLIENT_SECRET: z.string().min(8).optional(),
  /** The KYC workflow template made in Digio's dashboard. */
  DIGIO_KYC_TEMPLATE: z.string().min(1).optional(),
  DIGIO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.digio.in'),
  DIGIO_GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('https://app.digio.in'),
  SWITCH_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SWITCH_API_KEY: z.string().min(24).optional(),
  /** Each provider call gives up after this long (and is retried). */
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DELIVERY_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Per channel, per instance: e.g. SMS=20,EMAIL=10,WHATSAPP=50. */
  DELIVERY_RATES: z.string().default('SMS=20,EMAIL=10,PUSH=100,WHATSAPP=50,SWITCH=20,WEBHOOK=20'),
});
type ProviderEnv = z.infer<typeof providerEnv>;

/**
 * Each channel's provider, when its settings are complete; half a setting is refused at start
 * (a typo must not silently leave a channel in the sandbox).
 */
export function providerSettings(e: ProviderEnv): ProviderSettings {
  const problems: string[] = [];
  const all = (names: (keyof ProviderEnv)[]) => {
    const set = names.filter((n) => e[n] !== undefined);
    if (set.length > 0 && set.length < names.length)
      problems.push(
        `${names.filter((n) => e[n] === undefined).join(', ')}: required with ${set.join(', ')}`,
      );
    return set.length === names.length;
  };
  const timeoutMs = e.DELIVERY_TIMEOUT_MS;
  let templates: Record<string, string> = {};
  if (e.SMS_TEMPLATES) {
    const parsed = z.record(z.string(), z.string().min(1)).safeParse(safeJson(e.SMS_TEMPLATES));
    if (parsed.success) templates = parsed.data;
    else problems.push('SMS_TEMPLATES: expected JSON like {"org_invite": "<template id>"}');
  }
  const sms = all(['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'SMS_TEMPLATES'])
    ? {
        flowBaseUrl: e.MSG91_BASE_URL.replace(/\/$/, ''),
        sendSmsBaseUrl: e.MSG91_SEND_SMS_BASE_URL.replace(/\/$/, ''),
        authKey: e.MSG91_AUTH_KEY!,
        senderId: e.MSG91_SENDER_ID!,
        templates,
        timeoutMs,
      }
    : undefined;
  let push: ProviderSettings['push'];
  if (e.FCM_SERVICE_ACCOUNT) {
    const text = e.FCM_SERVICE_ACCOUNT.trim().startsWith('{')
      ? e.FCM_SERVICE_ACCOUNT
      : readFileText(e.FCM_SERVICE_ACCOUNT);
    const parsed = serviceAccountSchema.safeParse(safeJson(text ?? ''));
    if (parsed.success) push = { serviceAccount: parsed.data, baseUrl: e.FCM_BASE_URL, timeoutMs };
    else problems.push('FCM_SERVICE_ACCOUNT: expected a service-account key (JSON or a file path)');
  }
  const whatsapp = all(['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'])
    ? {
        baseUrl: e.WHATSAPP_API_URL,
        token: e.WHATSAPP_TOKEN!,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
        timeoutMs,
      }
    : undefined;
  const payments = all(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'])
    ? {
        keyId: e.RAZORPAY_KEY_ID!,
        keySecret: e.RAZORPAY_KEY_SECRET!,
        baseUrl: e.RAZORPAY_BASE_URL,
        timeoutMs,
      }
    : undefined;
  const kyc = all(['DIGIO_CLIENT_ID', 'DIGIO_CLIENT_SECRET', 'DIGIO_KYC_TEMPLATE'])
    ? {
        clientId: e.DIGIO_CLIENT_ID!,
        clientSecret: e.DIGIO_CLIENT_SECRET!,
        kycTemplate: e.DIGIO_KYC_TEMPLATE!,
        baseUrl: e.DIGIO_BASE_URL.replace(/\/$/, ''),
        gatewayUrl: e.DIGIO_GATEWAY_URL.replace(/\/$/, ''),
        timeoutMs,
      }
    : undefined;
  const telephony = all(['SWITCH_API_URL', 'SWITCH_API_KEY'])
    ? { baseUrl: e.SWITCH_API_URL!.replace(/\/$/, ''), apiKey: e.SWITCH_API_KEY!, timeoutMs }
    : undefined;
  const rates: Record<string, number> = {};
  for (const part of e.DELIVERY_RATES.split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [channel, value] = part.split('=');
    if (
      !channel ||
      !(outboxChannels as readonly string[]).includes(channel) ||
      !(Number(value) > 0)
    )
      problems.push(`DELIVERY_RATES: ${part} is not CHANNEL=messages per second`);
    else rates[channel] = Number(value);
  }
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return {
    sms,
    smsReportToken: e.SMS_REPORT_TOKEN,
    email: e.SMTP_URL ? { url: e.SMTP_URL, from: e.EMAIL_FROM, timeoutMs } : undefined,
    push,
    whatsapp,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    telephony,
    payments,
    kyc,
    worker: {
      timeoutMs,
      intervalMs: e.DELIVERY_INTERVAL_MS,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
      baseDelayMs: e.DELIVERY_RETRY_BASE_MS,
      ratePerSecond: rates,
    },
  };
}

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(3),
  private_key: z.string().min(32),
  token_uri: z.url().optional(),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readFileText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
