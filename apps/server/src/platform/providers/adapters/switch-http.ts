import { createHmac, timingSafeEqual } from 'node:crypto';
import { callProvider } from '../delivery/http';
import { idempotencyKey, type Adapter } from '../delivery/types';

export type SwitchSettings = { baseUrl: string; apiKey: string; timeoutMs: number };

const reasonOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'error' in body ? String(body.error) : null;

/**
 * The telephony switch's HTTP API: `POST {base}/v1/commands` with a bearer key and an
 * `Idempotency-Key`, so a command re-sent after a crash runs once. It answers 202 with the
 * command's id, and reports the result to /api/providers/switch/reports, signed.
 */
export function switchAdapter(settings: SwitchSettings): Adapter {
  return {
    provider: 'switch-http',
    sandbox: false,
    deliver: (message) =>
      callProvider(
        `${settings.baseUrl}/v1/commands`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            'idempotency-key': idempotencyKey(message.id),
            'content-type': 'application/json',
          },
          body: JSON.stringify(message.payload),
          timeoutMs: settings.timeoutMs,
        },
        {
          reasonOf: (answer) => reasonOf(answer.body),
          onOk: (answer) => ({
            status: 'sent',
            ref: String((answer.body as { id?: unknown } | null)?.id ?? '') || null,
            httpStatus: answer.status,
          }),
        },
      ),
  };
}

/** The switch signs its reports: `x-switch-signature: sha256=<hex HMAC of the raw body with the API key>`. */
export function signSwitchReport(raw: Buffer | string, apiKey: string): string {
  return `sha256=${createHmac('sha256', apiKey).update(raw).digest('hex')}`;
}

export function switchSignatureMatches(raw: Buffer, header: string | undefined, apiKey: string) {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  return timingSafeEqual(
    Buffer.from(signSwitchReport(raw, apiKey)),
    Buffer.from(header.toLowerCase()),
  );
}
