import { randomBytes } from 'node:crypto';
import type { KycProvider } from '../kyc';
import { ProviderError } from '../provider-error';

const reference = (prefix: 'KID' | 'DID') =>
  `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;

/** Digio takes a ten-digit mobile number (or an email) as the person's identifier. */
function mobileOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10)
    throw new ProviderError(
      'Digio: HTTP 400: customer_identifier must be a mobile number or an email',
    );
  return digits.slice(-10);
}

/**
 * Digio's sandbox, when it is not configured: references and links shaped like Digio's (the
 * links lead nowhere useful), and no signed documents kept; the demo and staff training run
 * on it, and the Digio webhook can be played to finish a request. It refuses what Digio
 * refuses: a person without a mobile number, a document that is not a PDF.
 */
export const sandboxKyc = (): KycProvider => ({
  provider: 'sandbox',
  sandbox: true,
  requestKyc: async ({ phone }) => {
    mobileOf(phone);
    const id = reference('KID');
    return {
      id,
      link: `https://app.digio.in/#/gateway/login/${id}/${randomBytes(6).toString('hex')}/${phone}`,
    };
  },
  requestSignature: async ({ phone, pdf }) => {
    mobileOf(phone);
    if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw new ProviderError('Digio: HTTP 400: file_data is not a PDF');
    const id = reference('DID');
    return { id, link: `https://app.digio.in/#/sign/${id}` };
  },
  signedDocument: async () => null,
});
