import nodemailer from 'nodemailer';
import { clip } from '../delivery/http';
import { idempotencyKey, type Adapter, type Delivery } from '../delivery/types';

export type SmtpSettings = {
  /** `smtp://user:pass@host:587` or `smtps://...:465`. */
  url: string;
  from: string;
  timeoutMs: number;
};

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** SMTP's own rule: 5xx is permanent, 4xx is "try later"; no connection is "try later" too. */
function classify(error: SmtpError): Delivery {
  const reason = clip(error.response ?? error.message);
  if (error.code === 'EAUTH')
    return {
      status: 'failed',
      reason: `authentication failed: ${reason}`,
      httpStatus: error.responseCode,
    };
  if (error.responseCode && error.responseCode >= 500)
    return { status: 'failed', reason: `refused: ${reason}`, httpStatus: error.responseCode };
  if (error.responseCode === 421 || error.responseCode === 450 || error.responseCode === 451)
    return {
      status: 'retry',
      rateLimited: error.responseCode === 421,
      reason: `deferred: ${reason}`,
      httpStatus: error.responseCode,
      retryAfterMs: error.responseCode === 421 ? 60_000 : undefined,
    };
  return { status: 'retry', reason, httpStatus: error.responseCode };
}

/**
 * Email over SMTP with nodemailer. The Message-ID is the message's idempotency key, so a copy
 * re-sent after a crash can be recognised by the receiving system.
 */
export function smtpAdapter(settings: SmtpSettings): Adapter {
  const transport = nodemailer.createTransport(settings.url, {
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  } as never);
  const domain = /@([^>\s]+)>?$/.exec(settings.from)?.[1] ?? 'switchboard.local';
  return {
    provider: 'smtp',
    sandbox: false,
    async deliver(message) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: String(message.payload.subject ?? ''),
          text: String(message.payload.text ?? ''),
          messageId: `<${idempotencyKey(message.id)}@${domain}>`,
        });
        return { status: 'sent', ref: info.messageId, answer: clip(String(info.response ?? '')) };
      } catch (error) {
        return classify(error as SmtpError);
      }
    },
    close: async () => transport.close(),
  };
}
