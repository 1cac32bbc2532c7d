import { randomBytes } from 'node:crypto';
import type { KycProvider } from '../kyc';

const reference = (prefix: 'KID' | 'DID') =>
  `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * Digio's sandbox, when it is not configured: references and links shaped like Digio's (the
 * links lead nowhere useful), and no signed documents kept; the demo and staff training run
 * on it, and the Digio webhook can be played to finish a request.
 */
export const sandboxKyc = (): KycProvider => ({
  provider: 'sandbox',
  sandbox: true,
  requestKyc: async ({ phone }) => {
    const id = reference('KID');
    return {
      id,
      link: `https://app.digio.in/#/gateway/login/${id}/${randomBytes(6).toString('hex')}/${phone}`,
    };
  },
  requestSignature: async () => {
    const id = reference('DID');
    return { id, link: `https://app.digio.in/#/sign/${id}` };
  },
  signedDocument: async () => null,
});
