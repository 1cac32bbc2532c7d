import type { Actor } from '../audit/audit';

/**
 * Who opened a person's data (DPDP Act): the areas that serve KYC documents and call
 * recordings tell it here, and the personal-data area (which implements it; app.ts hands it
 * over) keeps an access record of who, what, when and from where.
 */
export interface DataAccessLog {
  /** A stored file was opened: recorded when it is a KYC document or a call's recording. */
  fileOpened(actor: Actor, key: string): Promise<void>;
  /** A call's recording was opened. */
  recordingOpened(actor: Actor, callId: number): Promise<void>;
}
