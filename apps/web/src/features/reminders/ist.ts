import { addDays, fromIndiaWallTime, indiaDate } from '@switchboard/contract/india-time';

/** '2026-11-24 10:00:00' (the picker's value, read as IST) -> '2026-11-24T10:00:00+05:30'. */
export const istToIso = (wallClock: string): string => {
  const [date = '', time] = wallClock.split(' ');
  return fromIndiaWallTime(date, time);
};

/** Now plus `hours`, or tomorrow at 10:00 IST: the snooze choices. */
export function snoozeUntil(choice: 'hour' | 'tomorrow', now = new Date()): string {
  if (choice === 'hour') return new Date(now.getTime() + 3_600_000).toISOString();
  return fromIndiaWallTime(addDays(indiaDate(now), 1), '10:00:00');
}
