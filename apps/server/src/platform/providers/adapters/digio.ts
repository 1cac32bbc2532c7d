import { randomBytes } from 'node:crypto';
import { callProvider, clip } from '../delivery/http';
import { ProviderError } from '../provider-error';
import type { KycProvider } from '../kyc';

export type DigioSettings = {
  clientId: string;
  clientSecret: string;
  /** Digio's API: https://api.digio.in (production) or https://ext.digio.in:444 (its sandbox). */
  baseUrl: string;
  /** Where people complete a request: https://app.digio.in (or ext.digio.in). */
  gatewayUrl: string;
  /** The KYC workflow template set up in Digio's dashboard. */
  kycTemplate: string;
  timeoutMs: number;
};

const reasonOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body ? String(body.message) : null;

/** Digio's numbers are ten digits, without the country code. */
const identifier = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Digio over its REST API (HTTP Basic with the client id and secret), as its integrations call
 * it (fixtures/digio): KYC requests from a template (`POST /client/kyc/v2/request/with_template`),
 * e-sign requests from a PDF (`POST /v2/client/document/uploadpdf`), and the signed PDF's
 * download (`GET /v2/client/document/download?document_id=…`). A refusal or no answer is a
 * ProviderError staff read in Digio's words.
 */
export function digio(settings: DigioSettings): KycProvider {
  const auth = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  const headers = {
    authorization: auth,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const gatewayLink = (id: string, phone: string, token?: string) =>
    `${settings.gatewayUrl}/#/gateway/login/${id}/${randomBytes(6).toString('hex')}/${identifier(phone)}${token ? `?token_id=${token}` : ''}`;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let answer: Record<string, unknown> = {};
    const delivery = await callProvider(
      `${settings.baseUrl}${path}`,
      { method: 'POST', headers, body: JSON.stringify(body), timeoutMs: settings.timeoutMs },
      {
        reasonOf: (a) => reasonOf(a.body),
        onOk: (a) => {
          answer = (a.body ?? {}) as Record<string, unknown>;
          return typeof answer.id === 'string'
            ? { status: 'sent', ref: answer.id }
            : { status: 'failed', reason: `Digio answered without an id: ${clip(a.text)}` };
        },
      },
    );
    if (delivery.status !== 'sent') throw new ProviderError(`Digio: ${delivery.reason}`);
    return answer;
  }

  return {
    provider: 'digio',
    sandbox: false,
    async requestKyc(person) {
      const answer = await post('/client/kyc/v2/request/with_template', {
        customer_identifier: identifier(person.phone),
        customer_name: person.name,
        template_name: settings.kycTemplate,
        // We send the link ourselves, by SMS, with our short link.
        notify_customer: false,
        generate_access_token: true,
      });
      const id = String(answer.id);
      const token = (answer.access_token as { id?: string } | undefined)?.id;
      return { id, link: gatewayLink(id, person.phone, token) };
    },
    async requestSignature(document) {
      const answer = await post('/v2/client/document/uploadpdf', {
        signers: [
          { identifier: identifier(document.phone), name: document.name, reason: document.reason },
        ],
        file_name: document.fileName,
        expire_in_days: 10,
        display_on_page: 'all',
        notify_signers: false,
        send_sign_link: false,
        file_data: document.pdf.toString('base64'),
      });
      const id = String(answer.id);
      return { id, link: gatewayLink(id, document.phone) };
    },
    async signedDocument(id) {
      let response: Response;
      try {
        response = await fetch(
          `${settings.baseUrl}/v2/client/document/download?document_id=${encodeURIComponent(id)}`,
          {
            headers: { authorization: auth },
            signal: AbortSignal.timeout(settings.timeoutMs),
          },
        );
      } catch (error) {
        throw new ProviderError(
          `Digio: no answer (${error instanceof Error ? error.message : 'network error'})`,
        );
      }
      if (!response.ok)
        throw new ProviderError(
          `Digio: HTTP ${response.status} while downloading signed document ${id}`,
        );
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
