import type { Scenario } from './scenario-types';

/** The Subscriptions page (filters, deep-ish pages) and a team's subscriptions and talk-time. */
export const subscriptionScenarios: Scenario[] = [
  {
    name: 'subscription list',
    paths: () => [
      '/api/subscription/list',
      '/api/subscription/list?status=active',
      '/api/subscription/list?status=expired&page=5',
      '/api/subscription/list?plan_id=1022',
      '/api/subscription/list?expiring_within_days=7',
      '/api/subscription/list?status=ended&page=3&page_size=50',
    ],
  },
  {
    name: 'subscription org',
    paths: (s) =>
      s.orgIds
        .slice(0, 20)
        .flatMap((id) => [
          `/api/subscription/org/${id}?order=DESC`,
          `/api/subscription/talk-time/${id}`,
        ]),
  },
];
