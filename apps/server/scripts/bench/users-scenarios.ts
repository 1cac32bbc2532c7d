import type { Scenario } from './scenario-types';

const texts = [
  'rahul',
  'priya sharma',
  'menon',
  'user12',
  '98765',
  '+91 7000',
  'bench.example',
  'kavya iyer',
  'zzqx',
];

/** User search: the first pages, both orders, the status filter, and text that is common, rare or absent. */
export const userScenarios: Scenario[] = [
  {
    name: 'user search: pages',
    paths: () =>
      [1, 2, 5, 50, 500].flatMap((page) => [
        `/api/users/search?page=${page}`,
        `/api/users/search?page=${page}&order=ASC`,
      ]),
  },
  {
    name: 'user search: status',
    paths: () =>
      ['ACTIVE', 'INACTIVE'].flatMap((status) =>
        [1, 3, 20].map((page) => `/api/users/search?status=${status}&page=${page}`),
      ),
  },
  {
    name: 'user search: text',
    paths: () =>
      texts.flatMap((text) => [
        `/api/users/search?text=${encodeURIComponent(text)}`,
        `/api/users/search?text=${encodeURIComponent(text)}&status=ACTIVE&page=2`,
      ]),
  },
  {
    name: 'user detail',
    paths: (s) =>
      s.userIds
        .slice(0, 50)
        .flatMap((id) => [
          `/api/users/${id}`,
          `/api/users/${id}/recent-device`,
          `/api/users/${id}/softphone`,
        ]),
  },
  {
    name: 'org users tab',
    paths: (s) =>
      s.orgIds.slice(0, 50).flatMap((id) => [`/api/users/org/${id}`, `/api/presence/org/${id}`]),
  },
];
