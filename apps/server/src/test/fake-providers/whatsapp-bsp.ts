import { createHmac, randomUUID } from 'node:crypto';
import { startHttpFake, type HttpFake } from './http-fake';

/**
 * A WhatsApp BSP speaking the Cloud API (Graph API shapes, bearer token): a business account
 * with one number and its templates, `POST /{phone-number-id}/messages`, and, when given a
 * webhook URL and app secret, the signed status webhooks a BSP sends after a message (sent,
 * delivered, read) and a customer's message. Used by the API tests and by Playwright.
 */

export const WHATSAPP_TOKEN = 'whatsapp-test-token';
export const FAKE_WABA_ID = '102030405060';
export const FAKE_PHONE_NUMBER_ID = '1122334455';
export const FAKE_DISPLAY_NUMBER = '+91 98765 43210';

export const fakeTemplates = [
  {
    name: 'payment_reminder',
    language: 'en',
    category: 'UTILITY',
    status: 'APPROVED',
    rejected_reason: 'NONE',
    components: [{ type: 'BODY', text: 'Hi {{1}}, your payment of ₹{{2}} is due on {{3}}.' }],
  },
  {
    name: 'diwali_offer',
    language: 'en',
    category: 'MARKETING',
    status: 'APPROVED',
    rejected_reason: 'NONE',
    components: [{ type: 'BODY', text: 'Hi {{1}}, enjoy {{2}}% off this Diwali!' }],
  },
  {
    name: 'otp_login',
    language: 'en',
    category: 'AUTHENTICATION',
    status: 'REJECTED',
    rejected_reason: 'INVALID_FORMAT',
    components: [{ type: 'BODY', text: '{{1}} is your code.' }],
  },
];

export type WebhookTarget = { url: string; appSecret: string };

/** Meta's signature of a webhook body. */
export const signWebhook = (body: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: FAKE_WABA_ID,
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '919876543210', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

const now = () => String(Math.floor(Date.now() / 1000));

/** A status webhook body for one message. */
export function statusWebhook(s: {
  phoneNumberId?: string;
  wamid: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  to: string;
  callbackData?: string;
  conversation?: { id: string; category: string };
  timestamp?: string;
  error?: { code: number; title: string };
}) {
  return envelope(s.phoneNumberId ?? FAKE_PHONE_NUMBER_ID, {
    statuses: [
      {
        id: s.wamid,
        status: s.status,
        timestamp: s.timestamp ?? now(),
        recipient_id: s.to,
        ...(s.callbackData ? { biz_opaque_callback_data: s.callbackData } : {}),
        ...(s.conversation
          ? {
              conversation: { id: s.conversation.id, origin: { type: s.conversation.category } },
              pricing: { billable: true, pricing_model: 'CBP', category: s.conversation.category },
            }
          : {}),
        ...(s.error ? { errors: [s.error] } : {}),
      },
    ],
  });
}

/** A message the customer sent. */
export function inboundWebhook(m: {
  phoneNumberId?: string;
  from: string;
  text: string;
  wamid?: string;
  timestamp?: string;
}) {
  return envelope(m.phoneNumberId ?? FAKE_PHONE_NUMBER_ID, {
    contacts: [{ profile: { name: 'Customer' }, wa_id: m.from }],
    messages: [
      {
        from: m.from,
        id: m.wamid ?? `wamid.${randomUUID()}`,
        timestamp: m.timestamp ?? now(),
        type: 'text',
        text: { body: m.text },
      },
    ],
  });
}

async function post(target: WebhookTarget, body: unknown) {
  const text = JSON.stringify(body);
  await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signWebhook(text, target.appSecret),
    },
    body: text,
  }).catch(() => undefined);
}

type SentBody = {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: { name?: string; language?: { code?: string } };
  text?: { body?: string };
  biz_opaque_callback_data?: string;
};

/**
 * Why the Cloud API refuses a send, or null: `messaging_product` must be `whatsapp`, `to` a
 * number, and a template needs its name and language code (text, its body), as Meta's
 * messages reference documents them. Answered as the Graph API does, `(#100) ...`.
 */
function sendRefusal(body: SentBody | null): string | null {
  if (body?.messaging_product !== 'whatsapp')
    return '(#100) The parameter messaging_product is required.';
  if (!body.to) return '(#100) The parameter to is required.';
  if (body.type === 'template')
    return body.template?.name && body.template.language?.code
      ? null
      : '(#100) Invalid parameter: template name and language code are required';
  if (body.type === 'text') return body.text?.body ? null : '(#100) Invalid parameter: text.body';
  return '(#100) Invalid parameter: type';
}

export type WhatsAppBspFake = HttpFake & {
  /** Sends a customer's message to the webhook. */
  inbound: (from: string, text: string) => Promise<void>;
};

export async function startWhatsAppBsp(
  options: {
    webhook?: WebhookTarget;
    port?: number;
    /** false: a BSP that does not echo `biz_opaque_callback_data` on its statuses. */
    echoCallbackData?: boolean;
  } = {},
): Promise<WhatsAppBspFake> {
  const { webhook, echoCallbackData = true } = options;
  /** After answering a send, the BSP reports it: sent, delivered, then read. */
  const report = async (pnid: string, wamid: string, body: SentBody) => {
    if (!webhook) return;
    const category =
      body.type === 'text'
        ? 'service'
        : body.template?.name === 'diwali_offer'
          ? 'marketing'
          : 'utility';
    const conversation = { id: `conv-${wamid}`, category };
    for (const status of ['sent', 'delivered', 'read'] as const)
      await post(
        webhook,
        statusWebhook({
          phoneNumberId: pnid,
          wamid,
          status,
          to: body.to ?? '',
          callbackData: echoCallbackData ? body.biz_opaque_callback_data : undefined,
          conversation,
        }),
      );
  };
  const fake = await startHttpFake((r) => {
    if (r.path.startsWith('/_')) return { status: 404, body: {} };
    if (r.headers.authorization !== `Bearer ${WHATSAPP_TOKEN}`)
      return { status: 401, body: { error: { message: 'Invalid OAuth access token', code: 190 } } };
    const path = r.path.split('?')[0]!;
    if (r.method === 'GET' && path === `/${FAKE_WABA_ID}/phone_numbers`)
      return { status: 200, body: { data: [{ id: FAKE_PHONE_NUMBER_ID }] } };
    if (r.method === 'GET' && path === `/${FAKE_PHONE_NUMBER_ID}`)
      return {
        status: 200,
        body: {
          id: FAKE_PHONE_NUMBER_ID,
          display_phone_number: FAKE_DISPLAY_NUMBER,
          verified_name: 'Kaveri Logistics',
          name_status: 'APPROVED',
          quality_rating: 'GREEN',
          messaging_limit_tier: 'TIER_1K',
          status: 'CONNECTED',
        },
      };
    if (r.method === 'GET' && path === `/${FAKE_WABA_ID}/message_templates`)
      return { status: 200, body: { data: fakeTemplates, paging: { cursors: {} } } };
    const send = /^\/(\d+)\/messages$/.exec(path);
    if (r.method === 'POST' && send) {
      const body = r.json as SentBody | null;
      const refusal = sendRefusal(body);
      if (refusal || !body)
        return { status: 400, body: { error: { message: refusal, code: 100 } } };
      const wamid = `wamid.${randomUUID()}`;
      setImmediate(() => void report(send[1]!, wamid, body));
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: wamid }],
        },
      };
    }
    // What the Graph API answers for an id it does not know.
    const id = path.split('/')[1];
    return {
      status: 400,
      body: {
        error: {
          message: `Unsupported ${r.method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
          code: 100,
        },
      },
    };
  }, options.port);
  return {
    ...fake,
    inbound: async (from, text) => {
      if (webhook) await post(webhook, inboundWebhook({ from, text }));
    },
  };
}
