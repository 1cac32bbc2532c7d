/**
 * A CDR's duration is the talk time inside the call: never longer than from its start to its
 * end (ringing makes it shorter, nothing makes it longer). Null when the call has no end yet.
 */
export function longestDurationSeconds(startedAt: string, endedAt: string | null): number | null {
  if (!endedAt) return null;
  // In whole seconds, as staff see and type the times: 11:56:59.7 to 11:58:16 is 77 seconds,
  // not the 76.3 the milliseconds would make it.
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const span = second(endedAt) - second(startedAt);
  return Number.isFinite(span) ? Math.max(0, span) : null;
}

/** Whether `duration` fits in the call's span (always, while it has no end). */
export function durationFits(duration: number, startedAt: string, endedAt: string | null): boolean {
  const longest = longestDurationSeconds(startedAt, endedAt);
  return longest === null || duration <= longest;
}

/**
 * Whether two ISO instants are the same moment to the second, however they are written: the
 * CDR editor shows whole seconds, so a stored time with milliseconds is unchanged if left alone.
 */
export const sameInstant = (a: string | null, b: string | null): boolean =>
  a === null || b === null
    ? a === b
    : Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);
