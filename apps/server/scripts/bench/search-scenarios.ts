import type { Samples, Scenario } from './scenario-types';

// What staff type into the command palette, over the large seed: names, {product} numbers
// (81 + 8 digits), phones with +91 and spaces, emails, ids of teams, people and calls, and a
// gateway reference.
const typed = [
  'sharma',
  'kaveri elec',
  'lotus spa',
  'zenith motors 9',
  '8100004321',
  '+91 81000 07777',
  'user1234@bench.example.in',
  'accounts55@bench.example.in',
  'pay_bench4242',
  'no such team',
];

/** The command palette's one search (GET /api/admin/search): p95 goal 50 ms at the bench's scale. */
export const searchScenarios: Scenario[] = [
  {
    name: 'palette search',
    paths: (s: Samples) => [
      ...typed.map((q) => `/api/admin/search?q=${encodeURIComponent(q)}`),
      ...s.orgIds.slice(0, 10).map((id) => `/api/admin/search?q=${id}`),
      ...s.userIds.slice(0, 10).map((id) => `/api/admin/search?q=${id}`),
    ],
  },
];
