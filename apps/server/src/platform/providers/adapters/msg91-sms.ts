import { callProvider } from '../delivery/http';
import type { Adapter } from '../delivery/types';

export type Msg91Settings = {
  /** The Flow API's host (`POST /api/v5/flow`): https://control.msg91.com. */
  flowBaseUrl: string;
  /** The Send SMS API's host (`POST /api/v2/sendsms`): https://api.msg91.com. */
  sendSmsBaseUrl: string;
  authKey: string;
  /** The DLT-registered sender id (header), six letters. */
  senderId: string;
  /** Our template names -> MSG91 template ids (each mapped to its DLT template id at MSG91). */
  templates: Record<string, string>;
  timeoutMs: number;
};

/** MSG91 wants the number with its country code and no plus: 919876543210. */
export const msg91Number = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
};

const reasonOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body ? String(body.message) : null;

/** MSG91 answers `{type: "success", message: <request id>}`, and refusals with `type: "error"`. */
const answered = {
  reasonOf: (answer: { body: unknown }) => reasonOf(answer.body),
  // MSG91 also answers refusals with 200 and `type: "error"`.
  onOk: (answer: { body: unknown; text: string; status: number }) => {
    const body = (answer.body ?? {}) as { type?: string; message?: string };
    if (body.type !== 'success')
      return {
        status: 'failed' as const,
        reason: `refused: ${body.message ?? answer.text}`,
        httpStatus: answer.status,
      };
    return { status: 'sent' as const, ref: String(body.message), httpStatus: answer.status };
  },
};

/**
 * SMS through MSG91, each API on the host MSG91 documents it on (fixtures/msg91). The product's
 * own SMS go by the Flow API (`POST control.msg91.com/api/v5/flow`): a MSG91 template mapped to
 * its DLT template, its variables by name. A campaign's SMS names its own DLT template and
 * sender, with the text already filled, and goes by the Send SMS API (`POST
 * api.msg91.com/api/v2/sendsms`, `DLT_TE_ID`; route 1 promotional, 4 transactional). Both with
 * the `authkey` header; the request id comes back on the delivery report.
 */
export function msg91Adapter(settings: Msg91Settings): Adapter {
  const post = (url: string, body: unknown) =>
    callProvider(
      url,
      {
        method: 'POST',
        headers: {
          authkey: settings.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        timeoutMs: settings.timeoutMs,
      },
      answered,
    );
  return {
    provider: 'msg91',
    sandbox: false,
    async deliver(message) {
      const { payload } = message;
      if (typeof payload.dlt_template_id === 'string')
        return post(`${settings.sendSmsBaseUrl}/api/v2/sendsms`, {
          sender: String(payload.sender ?? settings.senderId),
          route: payload.promotional === false ? '4' : '1',
          country: '91',
          DLT_TE_ID: payload.dlt_template_id,
          sms: [{ message: String(payload.text ?? ''), to: [msg91Number(message.recipient)] }],
        });
      const template = String(payload.template ?? '');
      const templateId = settings.templates[template];
      if (!templateId)
        return {
          status: 'failed',
          reason: `no DLT template id is configured for the SMS template ${template} (SMS_TEMPLATES)`,
        };
      const vars = (payload.vars ?? {}) as Record<string, string>;
      return post(`${settings.flowBaseUrl}/api/v5/flow`, {
        template_id: templateId,
        sender: settings.senderId,
        short_url: '0',
        recipients: [{ mobiles: msg91Number(message.recipient), ...vars }],
      });
    },
  };
}

/** A MSG91 delivery report (webhook v3, JSON) as the report route reads it. */
export type Msg91Report = {
  requestId?: string;
  number?: string;
  status?: string | number;
  desc?: string;
  failedReason?: string;
};

/** MSG91 status 1 is delivered; 2 failed, 9 NDNC, 16 rejected, 17 blocked, 25/26 DLT refusals. */
export function msg91ReportOutcome(report: Msg91Report): 'DELIVERED' | 'FAILED' | null {
  const status = String(report.status ?? '');
  const desc = String(report.desc ?? '').toUpperCase();
  if (status === '1' || desc === 'DELIVERED') return 'DELIVERED';
  if (['2', '9', '16', '17', '25', '26'].includes(status) || /FAIL|REJECT|BLOCK|NDNC/.test(desc))
    return 'FAILED';
  return null;
}
