import type { Config } from '../../config';

export type BillingSettings = Config['billing'];

let current: BillingSettings = {
  webhookSecret: '',
  companyName: 'Switchboard Telecom Pvt Ltd',
  companyGstin: '27AAACS1234A1Z5',
  companyStateCode: '27',
  invoicePrefix: 'SB',
};

/**
 * The seller's details that every invoice carries. `recordPayment` is called from many areas
 * with only a transaction in hand, so the app sets these once when the payments area loads.
 */
export function configureBilling(settings: BillingSettings): void {
  current = settings;
}

export const billingSettings = (): BillingSettings => current;
