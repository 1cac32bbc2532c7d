import { callStatuses } from '@switchboard/contract/calls';
import {
  kycDecisions,
  type DashboardCalls,
  type DashboardGrowth,
  type DashboardKyc,
  type DashboardMoney,
  type DashboardOutbox,
  type DashboardRangeQuery,
  type GrowthFigures,
  type MoneyFigures,
} from '@switchboard/contract/dashboard-charts';
import { formatMessage } from '@switchboard/contract/messages';
import { outboxChannels, outboxStatuses } from '@switchboard/contract/outbox';
import {
  DASHBOARD_MAX_DAYS,
  periodsOf,
  resolveRange,
  type DashboardGranularity,
} from '@switchboard/contract/rules/dashboard-range';
import { queueStatuses } from '@switchboard/contract/rules/kyc';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import {
  growthPerPeriod,
  kycDecisionsByReviewer,
  kycQueueNow,
  moneyPerPeriod,
  n,
  outboxByChannel,
  trialCallsPerPeriod,
  type ChartQuery,
} from './charts-repository';

/** The range asked for with its defaults, or a 400 naming `from` (the end a person moves). */
function chartQuery(query: DashboardRangeQuery): ChartQuery {
  const resolved = resolveRange(query);
  if (!resolved.ok) {
    const message =
      resolved.problem === 'after'
        ? formatMessage('startAfterEnd')
        : formatMessage('pickAtMostDays', { days: DASHBOARD_MAX_DAYS });
    throw badRequest(message, [{ field: resolved.field, message }]);
  }
  const granularity: DashboardGranularity = query.granularity ?? 'day';
  return { ...resolved.range, granularity };
}

/** Every key's figures, with zeros for the periods nothing happened in (the chart has no gaps). */
function fillPeriods<F extends Record<string, number>>(
  q: ChartQuery,
  rows: Record<string, string | number | null>[],
  keys: readonly (keyof F & string)[],
) {
  const byPeriod = new Map(rows.map((r) => [String(r.period), r]));
  const figuresOf = (row: Record<string, string | number | null> | undefined) =>
    Object.fromEntries(keys.map((k) => [k, n(row?.[k])])) as F;
  const periods = periodsOf(q, q.granularity).map((period) => ({
    period,
    ...figuresOf(byPeriod.get(period)),
  }));
  const totals = Object.fromEntries(
    keys.map((k) => [k, periods.reduce((sum, p) => sum + (p[k] as number), 0)]),
  ) as F;
  return { ...q, periods, totals };
}

const moneyKeys = [
  'received',
  'payments',
  'refunded',
  'taxable',
  'cgst',
  'sgst',
  'igst',
  'credited',
] as const;

/** GET /dashboards/money: sales with their GST split, collections and refunds per period. */
export async function moneyChart(db: Db, query: DashboardRangeQuery): Promise<DashboardMoney> {
  const q = chartQuery(query);
  return fillPeriods<MoneyFigures>(q, await moneyPerPeriod(db, q), moneyKeys);
}

/** GET /dashboards/growth: new teams, those of them paying now, trials started. */
export async function growthChart(db: Db, query: DashboardRangeQuery): Promise<DashboardGrowth> {
  const q = chartQuery(query);
  const keys = ['new_orgs', 'paying', 'trials_started'] as const;
  return fillPeriods<GrowthFigures>(q, await growthPerPeriod(db, q), keys);
}

/** Zero for every value of `values`, then the rows' counts. */
const countsOf = <K extends string>(
  values: readonly K[],
  rows: Record<string, string | number | null>[],
  key: string,
) =>
  Object.fromEntries(
    values.map((v) => [v, n(rows.find((r) => r[key] === v)?.n as number | undefined)]),
  ) as Record<K, number>;

/** GET /dashboards/calls: trial calls per period by status. */
export async function callsChart(db: Db, query: DashboardRangeQuery): Promise<DashboardCalls> {
  const q = chartQuery(query);
  const rows = await trialCallsPerPeriod(db, q);
  const periods = periodsOf(q, q.granularity).map((period) => ({
    period,
    statuses: countsOf(
      callStatuses,
      rows.filter((r) => r.period === period),
      'status',
    ),
  }));
  const totals = Object.fromEntries(
    callStatuses.map((s) => [s, periods.reduce((sum, p) => sum + p.statuses[s], 0)]),
  ) as DashboardCalls['totals'];
  return { ...q, periods, totals };
}

/** GET /dashboards/kyc: the queue now, how long the pending wait, decisions per reviewer. */
export async function kycChart(db: Db, query: DashboardRangeQuery): Promise<DashboardKyc> {
  const q = chartQuery(query);
  const [{ queue, age }, reviewers] = await Promise.all([
    kycQueueNow(db),
    kycDecisionsByReviewer(db, q),
  ]);
  const counts = countsOf(queueStatuses, queue, 'status');
  const recent = { under_1_day: n(age.under_1_day), '1_to_3_days': n(age['1_to_3_days']) };
  const week = { ...recent, '3_to_7_days': n(age['3_to_7_days']) };
  // The pending the first three buckets leave: waiting over a week, or never submitted.
  const older = counts.PENDING - Object.values(week).reduce((a, b) => a + b, 0);
  return {
    ...q,
    queue: counts,
    pending_age: { ...week, over_7_days: Math.max(0, older) },
    oldest_pending_at: (age.oldest as string | null) ?? null,
    reviewers: reviewers.map((r) => ({
      id: n(r.id),
      name: String(r.name),
      decisions: Object.fromEntries(kycDecisions.map((d) => [d, n(r[d.toLowerCase()])])) as Record<
        (typeof kycDecisions)[number],
        number
      >,
    })),
  };
}

/** GET /dashboards/outbox: per channel, the messages of the range by the status they are in. */
export async function outboxChart(db: Db, query: DashboardRangeQuery): Promise<DashboardOutbox> {
  const q = chartQuery(query);
  const rows = await outboxByChannel(db, q);
  // Channels that sent nothing in the range are left out; the order is the contract's.
  const channels = outboxChannels
    .filter((c) => rows.some((r) => r.channel === c))
    .map((channel) => ({
      channel,
      statuses: countsOf(
        outboxStatuses,
        rows.filter((r) => r.channel === channel),
        'status',
      ),
    }));
  return { ...q, channels };
}
