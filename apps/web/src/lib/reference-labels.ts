import i18n from './i18n';

/**
 * Reference data (plan variants) is stored in English, the words the invoices and the API use;
 * the console shows it in the staff member's language where it knows the word, else as stored.
 */
export const variantLabel = (name: string | null | undefined): string =>
  name ? i18n.t(`reference.variants.${name}`, { defaultValue: name }) : '—';
