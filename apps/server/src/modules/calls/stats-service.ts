import { formatMessage } from '@switchboard/contract/messages';
import { MAX_STATS_DAYS, type CallStats } from '@switchboard/contract/calls';
import { addDays, indiaDate } from '@switchboard/contract/india-time';
import type { DbOrTx } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { callsPerDay } from './stats-repository';
import { withParent } from '../../platform/db/parent-rows';

const DAY_MS = 86_400_000;

/**
 * Calls and minutes per India day for one org (soft-deleted calls left out). Days without
 * calls are filled in, so the chart has no gaps.
 */
export async function orgCallStats(
  db: DbOrTx,
  orgId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<CallStats> {
  const to = range.to ?? indiaDate();
  const from = range.from ?? addDays(to, -29);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days < 1)
    throw badRequest(formatMessage('startAfterEnd'), [
      { field: 'from', message: 'must not be after to' },
    ]);
  if (days > MAX_STATS_DAYS)
    throw badRequest(formatMessage('pickAtMostDays', { days: MAX_STATS_DAYS }), [
      { field: 'from', message: `at most ${MAX_STATS_DAYS} days before to` },
    ]);
  const rows = await withParent(db, 'org', orgId, () => callsPerDay(db, orgId, from, to));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const sum = (pick: (r: (typeof rows)[number]) => number) =>
    rows.reduce((total, r) => total + pick(r), 0);
  return {
    from,
    to,
    total_calls: sum((r) => r.calls),
    total_duration_seconds: sum((r) => r.seconds),
    answered_calls: sum((r) => r.answered),
    missed_calls: sum((r) => r.missed),
    days: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      const row = byDay.get(date);
      return {
        date,
        calls: row?.calls ?? 0,
        minutes: Math.round(((row?.seconds ?? 0) / 60) * 10) / 10,
      };
    }),
  };
}
