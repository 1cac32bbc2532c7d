import { useHotkeys } from '@mantine/hooks';
import type { RefObject } from 'react';

/** Marks a list that j/k move through; with several on a page, the one holding focus, else the first. */
export const LIST_KEYS_ATTRIBUTE = 'data-list-keys';

/**
 * j and k move the focus to the next and previous row that opens something (Enter then opens
 * it), as in mail and issue trackers. Typing in a field is never taken for it.
 */
export function useListKeys(rootRef: RefObject<HTMLElement | null>) {
  const move = (step: number) => {
    const root = rootRef.current;
    if (!root) return;
    const active = document.activeElement;
    const inside = active !== null && root.contains(active);
    if (!inside) {
      // Focus in another list, or this is not the page's first list: that one moves.
      if (active?.closest(`[${LIST_KEYS_ATTRIBUTE}]`)) return;
      if (document.querySelector(`[${LIST_KEYS_ATTRIBUTE}]`) !== root) return;
    }
    const rows = [...root.querySelectorAll<HTMLElement>('tr[tabindex]')];
    if (rows.length === 0) return;
    const at = inside ? rows.findIndex((r) => r === active || r.contains(active)) : -1;
    const next = rows[Math.max(0, Math.min(rows.length - 1, at + step))];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest' });
  };
  useHotkeys([
    ['j', () => move(1)],
    ['k', () => move(-1)],
  ]);
}
