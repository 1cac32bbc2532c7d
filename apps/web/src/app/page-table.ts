/**
 * Every page but the dashboard, by the menu entry's id (pages.ts): a chunk of its own, asked
 * for by the first of those pages the staff member opens, or once the console has shown.
 */
export const loadPageTable = () => import('./pages');
