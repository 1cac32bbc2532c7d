/**
 * The Trial Call History duration choices (spec section 7) and the query parameters each one
 * sends. This is the one place the boundaries are decided; the server applies the parameters
 * literally (duration_eq: =, duration_gt: >, duration_lt: <), in whole seconds.
 *
 * The spec's labels overlap at 30 and 60 ("1 to 30", "30 to 60", "60 and above"); the buckets
 * here do not, so every call lands in exactly one:
 *   EQUAL_0        0 s        duration_eq=0
 *   1_TO_30        1-30 s     duration_gt=0  & duration_lt=31
 *   30_TO_60       31-60 s    duration_gt=30 & duration_lt=61
 *   60_AND_ABOVE   61 s and up duration_gt=60
 */
export const durationChoices = ['EQUAL_0', '1_TO_30', '30_TO_60', '60_AND_ABOVE'] as const;
export type DurationChoice = (typeof durationChoices)[number];

export type DurationParams = { duration_eq?: number; duration_gt?: number; duration_lt?: number };

const paramsByChoice: Record<DurationChoice, DurationParams> = {
  EQUAL_0: { duration_eq: 0 },
  '1_TO_30': { duration_gt: 0, duration_lt: 31 },
  '30_TO_60': { duration_gt: 30, duration_lt: 61 },
  '60_AND_ABOVE': { duration_gt: 60 },
};

export function durationParams(choice: DurationChoice | null | undefined): DurationParams {
  return choice ? paramsByChoice[choice] : {};
}

/** Whether a call of `seconds` matches the parameters, exactly as the server's SQL does. */
export function matchesDuration(seconds: number, p: DurationParams): boolean {
  if (p.duration_eq !== undefined && seconds !== p.duration_eq) return false;
  if (p.duration_gt !== undefined && !(seconds > p.duration_gt)) return false;
  if (p.duration_lt !== undefined && !(seconds < p.duration_lt)) return false;
  return true;
}
