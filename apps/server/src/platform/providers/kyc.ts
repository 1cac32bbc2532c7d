/**
 * Identity checks and e-signatures (Digio): what staff wait for while the request is made, so
 * the SMS can carry the provider's own link. Digio when configured; else a sandbox.
 */
export type KycProvider = {
  provider: string;
  sandbox: boolean;
  /** A KYC request for the person with this mobile number; its id and the page they complete it on. */
  requestKyc: (person: { phone: string; name: string }) => Promise<{ id: string; link: string }>;
  /** A PDF to e-sign by the person with this mobile number. */
  requestSignature: (document: {
    phone: string;
    name: string;
    pdf: Buffer;
    fileName: string;
    reason: string;
  }) => Promise<{ id: string; link: string }>;
  /** The signed PDF of a finished signature request; null when the provider keeps none (sandbox). */
  signedDocument: (id: string) => Promise<Buffer | null>;
};
