/**
 * A CDR's duration is the talk time inside the call: never longer than from its start to its
 * end (ringing makes it shorter, nothing makes it longer). Null when the call has no end yet.
 */
export function longestDurationSeconds(startedAt: string, endedAt: string | null): number | null {
  if (!endedAt) return null;
  const span = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  return Number.isFinite(span) ? Math.max(0, Math.floor(span)) : null;
}

/** Whether `duration` fits in the call's span (always, while it has no end). */
export function durationFits(duration: number, startedAt: string, endedAt: string | null): boolean {
  const longest = longestDurationSeconds(startedAt, endedAt);
  return longest === null || duration <= longest;
}
