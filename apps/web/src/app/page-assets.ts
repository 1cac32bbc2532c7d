import { loadEnglishPages } from '../lib/i18n';

/**
 * What every page but the dashboard needs beyond the console's first screen: the other areas'
 * English, the styles of the components only pages use, and the slots only pages show. Asked
 * for once the console shows, awaited by every other page and by the command palette. Safe to
 * call again.
 */
export function loadPageAssets(): Promise<void> {
  return Promise.all([
    loadEnglishPages(),
    import('./page-styles.css'),
    import('./page-slots').then((m) => m.installPageSlots()),
  ]).then(() => undefined);
}
