import type { Samples, Scenario } from './scenario-types';

// Texts of the large seed (scripts/seed-large/orgs.ts): common words, rare pairs, numbers, emails, ids.
const texts = [
  'sharma',
  'kaveri elec',
  'lotus spa',
  'deccan',
  'accounts12',
  '@bench.example',
  '+91 8100004',
  '81000777',
  'zenith motors 9',
  'no such team',
];
const statuses = ['', '&status=ACTIVE', '&status=SUSPENDED', '&status=DELETED'];

/** Team search (GET /api/org/search): texts, statuses, pages, "assigned to me", and the team page. */
export const teamScenarios: Scenario[] = [
  {
    name: 'team search',
    paths: (s: Samples) => [
      ...texts.flatMap((text) =>
        statuses
          .slice(0, 2)
          .map((status) => `/api/org/search?text=${encodeURIComponent(text)}${status}`),
      ),
      ...statuses.map((status) => `/api/org/search?page=1&page_size=10${status}`),
      ...[2, 50, 500, 2000].map((page) => `/api/org/search?page=${page}&page_size=25`),
      '/api/org/search?assigned=true',
      '/api/org/search?assigned=true&text=sharma',
      ...s.orgIds.slice(0, 10).map((id) => `/api/org/search?text=${id}`),
    ],
  },
  {
    name: 'team details',
    paths: (s: Samples) => s.orgIds.slice(0, 50).map((id) => `/api/org/details/${id}`),
  },
];
