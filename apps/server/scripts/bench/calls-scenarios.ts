import { sql } from 'drizzle-orm';
import { nationalDigits } from '@switchboard/contract/rules/call-number-search';
import { durationParams } from '@switchboard/contract/rules/call-duration';
import { rowsOf, type Db } from '../../src/platform/db/client';
import { indiaDayOf } from '../../src/platform/db/india-days';
import type { Scenario } from './scenario-types';

/**
 * The call lists under every filter, each filter its own scenario (and so its own p95 row),
 * on the first page and on a deep page read by keyset. Names share a group prefix
 * ('trial calls › …'), so bench.ts loads a group's filters together and reports each alone.
 *
 * Filter values and cursors come from the seeded data (sampleCallData): real numbers, call ids,
 * agents, dates, and ids at depth, so a deep page is a page a user could reach.
 */

/** A real call: where a deep page's keyset starts, and the values its filters search for. */
type CallSample = {
  id: number;
  org_id: number;
  user_id: number | null;
  from_number: string;
  to_number: string;
  switch_call_id: string;
  day: string;
};

const sampled: { trial: CallSample[]; org: CallSample[] } = { trial: [], org: [] };

const SAMPLE_COLUMNS = sql`id::float8 as id, org_id, user_id, from_number, to_number, switch_call_id,
  ${indiaDayOf(sql`started_at`)} as day`;

/** How deep into the trial list the samples sit, as a share of the id range (1 = newest). */
const TRIAL_DEPTHS = [0.95, 0.8, 0.6, 0.4, 0.2, 0.05];
/** Rows past the offset limit: the first pages only next and previous reach. */
const PAST_OFFSET_LIMIT = 12_000;
const ORG_SAMPLES = 40;
const LARGE_ORGS = 10;

/**
 * Reads the samples before the server opens the database (PGlite allows one process). Each
 * query walks an index a short way: trial ids at several depths of the id range (a keyset
 * position `id <= x` on the trial index), one just past the offset limit, and for each org a
 * call half-way down its list.
 */
export async function sampleCallData(db: Db, orgIds: number[]): Promise<void> {
  const [range] = await rowsOf<{ max: number | null }>(
    db,
    sql`select max(id)::float8 as max from call_history`,
  );
  const max = range?.max ?? 0;
  const trial = (where: ReturnType<typeof sql>, skip = 0) =>
    rowsOf<CallSample>(
      db,
      sql`select ${SAMPLE_COLUMNS} from call_history where is_trial = 1 and ${where} order by id desc offset ${skip} limit 1`,
    );
  for (const depth of TRIAL_DEPTHS)
    sampled.trial.push(...(await trial(sql`id <= ${Math.floor(max * depth)}`)));
  sampled.trial.push(...(await trial(sql`true`, PAST_OFFSET_LIMIT)));
  // The seed gives the ten first orgs about one call in seven (seed-large/calls.ts): the large
  // teams are sampled too, beside random ones.
  const large = await rowsOf<{ id: number }>(
    db,
    sql`select id from orgs order by id limit ${LARGE_ORGS}`,
  );
  for (const orgId of [...large.map((o) => o.id), ...orgIds.slice(0, ORG_SAMPLES - LARGE_ORGS)]) {
    const [size] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from call_history where org_id = ${orgId} limit 100000) x`,
    );
    const rows = await rowsOf<CallSample>(
      db,
      sql`select ${SAMPLE_COLUMNS} from call_history where org_id = ${orgId} order by id desc offset ${Math.floor((size?.n ?? 0) / 2)} limit 1`,
    );
    sampled.org.push(...rows.map((r) => ({ ...r, id: Number(r.id) })));
  }
  sampled.trial = sampled.trial.map((r) => ({ ...r, id: Number(r.id) }));
  if (sampled.trial.length === 0 || sampled.org.length === 0)
    throw new Error('bench: no calls to sample; seed calls first');
}

type Params = Record<string, string | number | boolean | undefined>;
type Filter = { name: string; params: (s: CallSample) => Params };

const query = (params: Params) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const national = (s: CallSample) => nationalDigits(s.from_number);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Every filter of the trial list (spec section 7), alone and in the combinations staff use. */
const listFilters: Filter[] = [
  { name: 'no filter', params: () => ({}) },
  { name: 'soft-deleted shown (the UI default)', params: () => ({ include_soft_deleted: true }) },
  { name: 'duration 0 s', params: () => durationParams('EQUAL_0') },
  { name: 'duration 1-30 s', params: () => durationParams('1_TO_30') },
  { name: 'duration 31-60 s', params: () => durationParams('30_TO_60') },
  { name: 'duration over 60 s', params: () => durationParams('60_AND_ABOVE') },
  ...(['ANSWERED', 'MISSED', 'BUSY', 'FAILED', 'NO_ANSWER'] as const).map((status) => ({
    name: `status ${status}`,
    params: () => ({ status }),
  })),
  ...(['INCOMING', 'OUTGOING', 'MISSED'] as const).map((callType) => ({
    name: `type ${callType}`,
    params: () => ({ call_type: callType }),
  })),
  { name: 'text: 3-digit number', params: (s) => ({ text: national(s).slice(0, 3) }) },
  { name: 'text: 6-digit number', params: (s) => ({ text: national(s).slice(0, 6) }) },
  { name: 'text: full number', params: (s) => ({ text: national(s) }) },
  { name: 'text: +91 number', params: (s) => ({ text: `+91 ${national(s).slice(0, 7)}` }) },
  { name: 'text: switch call id', params: (s) => ({ text: s.switch_call_id }) },
  { name: 'status + type', params: () => ({ status: 'MISSED', call_type: 'MISSED' }) },
  {
    name: 'status + duration',
    params: () => ({ status: 'ANSWERED', ...durationParams('1_TO_30') }),
  },
  { name: 'status BUSY + type', params: () => ({ status: 'BUSY', call_type: 'OUTGOING' }) },
  {
    name: 'type + duration + soft-deleted',
    params: () => ({
      call_type: 'INCOMING',
      ...durationParams('60_AND_ABOVE'),
      include_soft_deleted: true,
    }),
  },
  {
    name: 'text: 3-digit number + status',
    params: (s) => ({ text: national(s).slice(0, 3), status: 'ANSWERED' }),
  },
];

/** A team's list adds a date range, the agent and a number. */
const orgFilters: Filter[] = [
  ...listFilters,
  { name: 'dates: one week', params: (s) => ({ from: daysBefore(s.day, 6), to: s.day }) },
  {
    name: 'dates: one month + status',
    params: (s) => ({ from: daysBefore(s.day, 29), to: s.day, status: 'ANSWERED' }),
  },
  { name: 'agent', params: (s) => ({ user_id: s.user_id ?? undefined }) },
  { name: 'number: 3 digits', params: (s) => ({ number: national(s).slice(0, 3) }) },
  { name: 'number: full caller', params: (s) => ({ number: s.from_number }) },
  { name: "number: the team's own", params: (s) => ({ number: s.to_number }) },
  {
    name: 'agent + dates + number',
    params: (s) => ({
      user_id: s.user_id ?? undefined,
      from: daysBefore(s.day, 29),
      to: s.day,
      number: national(s).slice(0, 3),
    }),
  },
];

/** A filter on the first page and, keyset-deep, from each sampled call (next page below it, previous page above it). */
function filterScenarios(
  group: string,
  filters: Filter[],
  samples: () => CallSample[],
  base: (s: CallSample) => string,
): Scenario[] {
  return filters.flatMap((f) => [
    {
      name: `${group} › ${f.name}`,
      paths: () =>
        samples().map((s) => `${base(s)}?${query({ page: 0, page_size: 10, ...f.params(s) })}`),
    },
    {
      name: `${group} › ${f.name} (deep)`,
      paths: () =>
        samples().flatMap((s) => [
          `${base(s)}?${query({ page: 1500, page_size: 10, cursor: s.id, ...f.params(s) })}`,
          `${base(s)}?${query({ page: 1499, page_size: 10, before: s.id, ...f.params(s) })}`,
        ]),
    },
  ]);
}

export const callScenarios: Scenario[] = [
  ...filterScenarios(
    'trial calls',
    listFilters,
    () => sampled.trial,
    () => '/api/call-history/trial',
  ),
  ...filterScenarios(
    'org calls',
    orgFilters,
    () => sampled.org,
    (s) => `/api/call-history/org/${s.org_id}`,
  ),
  {
    name: 'org calls › stats',
    paths: () =>
      sampled.org.map((s) => `/api/call-history/org/${s.org_id}/stats/total-call-and-duration`),
  },
  {
    name: 'org calls › agent search',
    paths: () =>
      sampled.org.flatMap((s) => [
        `/api/call-history/org/${s.org_id}/agents`,
        `/api/call-history/org/${s.org_id}/agents?text=a`,
      ]),
  },
];
