import { useTestApp } from '../../test/app';
import { checkRoutes, get, invalid, post, type RouteCase } from '../../test/route-contract';

// The dashboard's chart routes held to the route contract: a bad range is a 400 naming the
// field, a staff member without `read Dashboard` gets a 403. The summary and the setup checklist
// take no input (their 401 is in dashboards.test.ts and setup.test.ts, the charts' in
// charts.test.ts).
const app = useTestApp();

const chart = (name: string, bad: string, field: string): RouteCase => ({
  route: `GET /dashboards/${name}`,
  access: ['read', 'Dashboard'],
  make: async () => ({
    good: get(`/api/dashboards/${name}?from=2025-03-01&to=2025-03-31&granularity=month`),
    bad: invalid(get(`/api/dashboards/${name}?${bad}`), field),
  }),
});

checkRoutes(
  'every dashboard chart route',
  [
    chart('money', 'granularity=week', 'granularity'),
    chart('growth', 'from=2025-02-30', 'from'),
    chart('calls', 'from=2024-01-01&to=2025-06-01', 'from'),
    chart('kyc', 'to=yesterday', 'to'),
    chart('outbox', 'from=2025-03-02&to=2025-03-01', 'from'),
    {
      route: 'POST /dashboards/setup/dismiss',
      access: ['read', 'Dashboard'],
      make: async () => ({
        good: post('/api/dashboards/setup/dismiss', { dismissed: true }),
        bad: invalid(post('/api/dashboards/setup/dismiss', { dismissed: 'yes' }), 'dismissed'),
      }),
      audit: 'setup.dismiss',
    },
    {
      route: 'POST /dashboards/setup/mark',
      access: ['update', 'Plan'],
      make: async () => ({
        good: post('/api/dashboards/setup/mark', { step: 'catalogue' }),
        bad: invalid(post('/api/dashboards/setup/mark', { step: 'numbers' }), 'step'),
      }),
      audit: 'setup.mark',
    },
  ],
  () => app,
  (path, tags) =>
    tags.includes('dashboards') &&
    path !== '/api/dashboards/summary' &&
    path !== '/api/dashboards/setup',
);
