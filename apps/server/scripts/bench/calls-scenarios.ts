import { durationChoices, durationParams } from '@switchboard/contract/rules/call-duration';
import type { Scenario } from './scenarios';

const query = (params: Record<string, string | number | boolean | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** Number starts staff type: the first 6 to 10 digits of a caller's number as seed-large writes them. */
const callerFragments = [1, 77, 4242, 99_991, 123_457, 2_500_001, 7_654_321].map((g) => {
  const number = String(9_000_000_000 + ((g * 104_729) % 999_999_999));
  return number.slice(0, 6 + (g % 5));
});

/** Every filter of the lists alone, then in combinations, on page 0 and on a deep keyset page. */
const filterSets: Record<string, string | number | boolean | undefined>[] = [
  {},
  ...durationChoices.map((c) => durationParams(c)),
  { status: 'ANSWERED' },
  { status: 'BUSY' },
  { status: 'MISSED', call_type: 'MISSED' },
  { call_type: 'OUTGOING' },
  { call_type: 'INCOMING', ...durationParams('60_AND_ABOVE') },
  { status: 'BUSY', ...durationParams('1_TO_30') },
  { include_soft_deleted: true },
  { include_soft_deleted: true, status: 'BUSY', call_type: 'OUTGOING' },
  ...callerFragments.map((text) => ({ text })),
  { text: callerFragments[3], status: 'ANSWERED' },
];

export const callScenarios: Scenario[] = [
  {
    name: 'trial calls',
    paths: () =>
      filterSets.flatMap((f, i) => [
        `/api/call-history/trial?${query({ page: 0, page_size: 10, ...f })}`,
        // A deep page: the client passes the last id it saw as the cursor.
        `/api/call-history/trial?${query({ page: 40 + i, page_size: 10, cursor: 9_000_000 - i * 250_000, ...f })}`,
      ]),
  },
  {
    name: 'org calls',
    paths: (s) =>
      s.orgIds.slice(0, 40).flatMap((orgId, i) => {
        const f = filterSets[i % filterSets.length];
        const orgNumber = `81${String(orgId).padStart(8, '0')}`;
        return [
          `/api/call-history/org/${orgId}?${query({ page: 0, page_size: 10, ...f })}`,
          `/api/call-history/org/${orgId}?${query({ page: 0, page_size: 10, from: '2026-01-01', to: '2026-12-31', status: 'ANSWERED' })}`,
          `/api/call-history/org/${orgId}?${query({ page: 0, page_size: 10, number: orgNumber })}`,
          `/api/call-history/org/${orgId}?${query({ page: 0, page_size: 10, user_id: s.userIds[i] })}`,
          `/api/call-history/org/${orgId}/stats/total-call-and-duration`,
        ];
      }),
  },
];
