import { loadEnglishPages } from '../lib/i18n';

/**
 * What every page but the dashboard needs beyond the console's first screen: the other areas'
 * English and the styles of the components only pages use. Asked for once the console shows,
 * awaited by every other page and by the command palette. Safe to call again.
 */
export function loadPageAssets(): Promise<void> {
  return Promise.all([loadEnglishPages(), import('./page-styles.css')]).then(() => undefined);
}
