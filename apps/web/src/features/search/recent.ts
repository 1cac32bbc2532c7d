import type { SearchResult } from '@switchboard/contract/search';

const KEY = 'palette-recent';
const KEEP = 8;

/** What this staff member opened from the palette lately, newest first (this browser only). */
export function recentItems(): SearchResult[] {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as SearchResult[]).slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

export function rememberItem(item: SearchResult): void {
  const rest = recentItems().filter((r) => !(r.kind === item.kind && r.id === item.id));
  localStorage.setItem(KEY, JSON.stringify([item, ...rest].slice(0, KEEP)));
}
