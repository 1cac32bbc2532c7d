/**
 * India's clock. India keeps UTC+05:30 all year (no daylight saving), while instants are stored
 * and sent in UTC: every India date, hour, month and offset is worked out here, for the server
 * and the console alike, so a day means the same wherever it is counted. Lint keeps the offset
 * and the zone's name out of every other file (eslint.config.js, `india-clock`).
 */

/**
 * The zone's name, for Intl formats and PostgreSQL's `at time zone`. Not the offset there:
 * PostgreSQL reads a text offset POSIX-style, '+05:30' as five and a half hours west of UTC.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The offset as ISO 8601 writes it after a time: '2026-04-01T10:00:00+05:30'. */
export const INDIA_OFFSET = '+05:30';

const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** An instant: a Date or an ISO string with its offset. */
export type Instant = Date | string;

/** India's wall clock at an instant, written as if it were UTC: 'YYYY-MM-DDTHH:mm:ss.sssZ'. */
const wallClock = (at: Instant): string =>
  new Date(new Date(at).getTime() + OFFSET_MS).toISOString();

/** The India date of an instant (default: now), 'YYYY-MM-DD'. */
export const indiaDate = (at: Instant = new Date()): string => wallClock(at).slice(0, 10);

/** The India month of an instant (default: now), 'YYYY-MM'. */
export const indiaMonth = (at: Instant = new Date()): string => wallClock(at).slice(0, 7);

/** The India hour of an instant, 0 to 23. */
export const indiaHour = (at: Instant): number => Number(wallClock(at).slice(11, 13));

/** An instant as India wall time: { date: 'YYYY-MM-DD', time: 'HH:mm:ss' }. */
export function toIndiaWallTime(at: Instant): { date: string; time: string } {
  const wall = wallClock(at);
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/**
 * India wall time as an instant written with its offset, midnight when no time is given:
 * ('2026-04-01', '09:05') is '2026-04-01T09:05:00+05:30'.
 */
export function fromIndiaWallTime(date: string, time = '00:00:00'): string {
  const hms = /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
  return `${date}T${hms}${INDIA_OFFSET}`;
}

/** The first instant of an India day ('YYYY-MM-DD'). */
export const startOfIndiaDay = (day: string): Date => new Date(fromIndiaWallTime(day));

/** The last millisecond of an India day ('YYYY-MM-DD'): what holds "until" that day holds to it. */
export const endOfIndiaDay = (day: string): Date =>
  new Date(fromIndiaWallTime(day, '23:59:59.999'));

/** A day ('YYYY-MM-DD') moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
