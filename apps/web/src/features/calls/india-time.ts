/**
 * Call times are India times on screen (no daylight saving: always +05:30), whatever the
 * browser's own time zone is. The CDR editor holds India wall time and sends it with its offset.
 */
const INDIA_OFFSET_MS = 5.5 * 3600_000;
export const INDIA_OFFSET = '+05:30';

/** An instant as India wall time: { date: 'YYYY-MM-DD', time: 'HH:mm:ss' }. */
export function toIndiaWallTime(iso: string): { date: string; time: string } {
  const wall = new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/** India wall time back to an instant, written with its offset: '2026-04-01T10:00:00+05:30'. */
export function fromIndiaWallTime(date: string, time: string): string {
  const hms = /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
  return `${date}T${hms}${INDIA_OFFSET}`;
}

/**
 * Whether two ISO instants are the same moment to the second, however they are written: the
 * editor shows whole seconds, so a stored time with milliseconds is unchanged if left alone.
 */
export const sameInstant = (a: string | null, b: string | null): boolean =>
  a === null || b === null
    ? a === b
    : Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** '12:16 pm', in India time. */
export const formatTime = (iso: string): string => timeOfDay.format(new Date(iso));
