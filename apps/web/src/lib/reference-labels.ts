import { bvRejectionMessages, kycRejectionMessages } from '@switchboard/contract/rules/kyc';
import i18n from './i18n';

/**
 * Reference data (plan variants) is stored in English, the words the invoices and the API use;
 * the console shows it in the staff member's language where it knows the word, else as stored.
 */
export const variantLabel = (name: string | null | undefined): string =>
  name ? i18n.t(`reference.variants.${name}`, { defaultValue: name }) : '—';

/**
 * A KYC or business-verification rejection reason of the fixed lists in the staff member's
 * language; the customer is sent, and the record keeps, the English one. Free text stays as
 * typed.
 */
export function rejectionLabel(message: string): string {
  const kyc = (kycRejectionMessages as readonly string[]).indexOf(message);
  if (kyc >= 0) return i18n.t(`reference.kycRejection.${kyc}`, { defaultValue: message });
  const bv = (bvRejectionMessages as readonly string[]).indexOf(message);
  if (bv >= 0) return i18n.t(`reference.bvRejection.${bv}`, { defaultValue: message });
  return message;
}
