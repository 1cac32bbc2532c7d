import { createHmac, timingSafeEqual } from 'node:crypto';
import { callProvider } from '../delivery/http';
import { idempotencyKey, type Adapter, type Delivery } from '../delivery/types';

export type WhatsAppSettings = {
  /** The Cloud API's base with its version (Meta's graph.facebook.com, or a BSP such as Heltar). */
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  timeoutMs: number;
};

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

/** Cloud API codes that mean "too many, slow down" rather than "this message is wrong". */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * WhatsApp template messages (and free text inside the 24-hour window) through the Cloud API (`POST {base}/{phone-number-id}/messages`,
 * bearer token), the interface Heltar and other BSPs expose. The answer's `wamid` comes back
 * on the status webhook (sent, delivered, read, failed).
 */
export function whatsAppCloudAdapter(settings: WhatsAppSettings): Adapter {
  return {
    provider: 'whatsapp-cloud',
    sandbox: false,
    async deliver(message) {
      const p = message.payload as {
        template?: string;
        language?: string;
        variables?: string[];
        text?: string;
        phone_number_id?: string;
      };
      const variables = p.variables ?? [];
      const content =
        p.text !== undefined
          ? { type: 'text', text: { body: p.text, preview_url: false } }
          : {
              type: 'template',
              template: {
                name: p.template,
                language: { code: p.language },
                components: variables.length
                  ? [
                      {
                        type: 'body',
                        parameters: variables.map((text) => ({ type: 'text', text })),
                      },
                    ]
                  : [],
              },
            };
      const delivery = await callProvider(
        `${settings.baseUrl}/${p.phone_number_id ?? settings.phoneNumberId}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.recipient.replace(/\D/g, ''),
            ...content,
            // Comes back on every status of this message.
            biz_opaque_callback_data: idempotencyKey(message.id),
          }),
          timeoutMs: settings.timeoutMs,
        },
        {
          reasonOf: (answer) => {
            const error = (answer.body as GraphError | null)?.error;
            return error ? `${error.message ?? 'error'} (code ${error.code ?? '?'})` : null;
          },
          onOk: (answer) => {
            const id = (answer.body as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id;
            return { status: 'sent', ref: id ?? null, httpStatus: answer.status };
          },
        },
      );
      return throttled(delivery);
    },
  };
}

/** The Cloud API answers throughput limits with 400 and a code: that is a back-off, not a refusal. */
function throttled(delivery: Delivery): Delivery {
  if (delivery.status !== 'failed') return delivery;
  const code = Number(/\(code (\d+)\)/.exec(delivery.reason)?.[1]);
  if (!THROTTLED.has(code)) return delivery;
  return {
    status: 'retry',
    rateLimited: true,
    reason: `rate limited: ${delivery.reason}`,
    httpStatus: delivery.httpStatus,
    retryAfterMs: 60_000,
  };
}

/** Meta signs its webhooks: `X-Hub-Signature-256: sha256=<hex HMAC of the raw body with the app secret>`. */
export function whatsAppSignatureMatches(
  raw: Buffer,
  header: string | undefined,
  appSecret: string,
) {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

type StatusEntry = {
  id?: string;
  status?: string;
  errors?: { code?: number; title?: string; message?: string }[];
};

export type DeliveryReport = { ref: string; outcome: 'DELIVERED' | 'FAILED'; answer: string };

/** The message statuses of a Cloud API webhook body, as delivery reports. */
export function whatsAppStatuses(body: unknown): DeliveryReport[] {
  const entries = (body as { entry?: { changes?: { value?: { statuses?: StatusEntry[] } }[] }[] })
    ?.entry;
  const statuses = (entries ?? []).flatMap((e) =>
    (e.changes ?? []).flatMap((c) => c.value?.statuses ?? []),
  );
  return statuses.flatMap((s): DeliveryReport[] => {
    if (!s.id) return [];
    if (s.status === 'delivered' || s.status === 'read')
      return [{ ref: s.id, outcome: 'DELIVERED', answer: s.status }];
    if (s.status === 'failed') {
      const error = s.errors?.[0];
      const reason = error
        ? `${error.title ?? error.message ?? 'failed'} (code ${error.code ?? '?'})`
        : 'failed';
      return [{ ref: s.id, outcome: 'FAILED', answer: reason }];
    }
    return [];
  });
}
