import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the page is on screen (not a background tab, not a minimised window). */
function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * A polling interval that stops while the tab is hidden and backs off while nothing changes:
 * each answer equal to the last doubles the wait (up to `max`), a changed answer goes back to
 * `base`. RTK Query keeps an unchanged answer's object (structural sharing), so "equal" is
 * "the same object". Call `answered(data, fulfilledTimeStamp)` after each answer:
 *
 *   const [pollingInterval, answered] = useAdaptivePolling(5000);
 *   const { data, fulfilledTimeStamp } = useThingsQuery(args, { pollingInterval });
 *   useEffect(() => answered(data, fulfilledTimeStamp), [answered, data, fulfilledTimeStamp]);
 */
export function useAdaptivePolling(
  base: number,
  max = base * 12,
): [number, (data: unknown, answeredAt: number | undefined) => void] {
  const visible = useDocumentVisible();
  const [interval, setInterval] = useState(base);
  const last = useRef<{ data: unknown; at: number | undefined }>({
    data: undefined,
    at: undefined,
  });
  const answered = useCallback(
    (data: unknown, answeredAt: number | undefined) => {
      const before = last.current;
      if (answeredAt === undefined || answeredAt === before.at) return;
      last.current = { data, at: answeredAt };
      if (before.at === undefined) return;
      setInterval((now) => (data === before.data ? Math.min(now * 2, max) : base));
    },
    [base, max],
  );
  // Back on screen: look again soon, the page may be stale.
  useEffect(() => {
    if (visible) setInterval(base);
  }, [visible, base]);
  return [visible ? interval : 0, answered];
}
