import type { Config } from '../../config';

/**
 * The seller's details every GST document carries (name, GSTIN, state code, number prefix),
 * and the gateway webhook's secret. Built once from config in app.ts and decorated as
 * `app.billing`; whoever issues an invoice or a credit note is handed them explicitly.
 */
export type BillingSettings = Readonly<Config['billing']>;

export const billingSettingsOf = (config: Config): BillingSettings =>
  Object.freeze({ ...config.billing });
