/**
 * Where the other languages' strings are, one lazy chunk per file: this map of ~90 files is
 * itself loaded only when another language is first used (lib/i18n.ts), not before the login.
 */
type JsonModule = { default: Record<string, unknown> };
export const otherFeatureFiles = import.meta.glob<JsonModule>([
  '../features/*/locales/*.json',
  '!../features/*/locales/en.json',
]);
export const otherShellFiles: Record<'de' | 'fr' | 'pt', () => Promise<JsonModule>> = {
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  pt: () => import('../locales/pt.json'),
};
