import { PRESENCE_STREAM_EVENT } from '@switchboard/contract/presence';
import { useEffect, useRef } from 'react';

/**
 * Follows an org's presence changes as server-sent events and calls `onChange` for each. The
 * browser reconnects by itself after a drop (the server asks for 5 s); a browser without
 * EventSource keeps the tab's polling only.
 */
export function usePresenceStream(orgId: number, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/presence/org/${orgId}/stream`, { withCredentials: true });
    const changed = () => latest.current();
    source.addEventListener(PRESENCE_STREAM_EVENT, changed);
    return () => {
      source.removeEventListener(PRESENCE_STREAM_EVENT, changed);
      source.close();
    };
  }, [orgId]);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "vor 2 Stunden": how long ago a state began, in the console's language. */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
