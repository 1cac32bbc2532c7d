import { useEffect, useRef } from 'react';

/** True when a key press belongs to a field or an open dialog, not to the page. */
function typingOrInDialog(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'))
    return true;
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * Page-level keyboard shortcuts (single keys, no modifiers). They stay quiet while the
 * reviewer types in a field or a dialog is open, so a letter never triggers an action by accident.
 */
export function useShortcuts(handlers: Record<string, (() => void) | undefined>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingOrInDialog(event)) return;
      const handler = latest.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
