import { useTestApp } from '../../test/app';
import { checkRoutes, get, invalid, post, type RouteCase } from '../../test/route-contract';

// Every saved-views route held to the same promises: a bad field is a 400 naming it, a missing
// grant a 403 that changes nothing, a change audited.
const app = useTestApp();
let seq = 0;

/** One of the SU's views, under a name not used yet. */
async function suView(): Promise<number> {
  seq += 1;
  const response = await app.su.post('/api/admin/saved-views', {
    list: 'teams',
    name: `Route view ${seq}`,
    query: 'status=ACTIVE',
  });
  return response.json().data.view.id as number;
}

const cases: RouteCase[] = [
  {
    route: 'GET /admin/saved-views',
    access: ['read', 'SavedView'],
    make: async () => ({
      good: get('/api/admin/saved-views?list=kyc'),
      bad: invalid(get('/api/admin/saved-views?list=everything'), 'list'),
    }),
  },
  {
    route: 'POST /admin/saved-views',
    access: ['create', 'SavedView'],
    audit: 'saved_view.create',
    make: async () => {
      seq += 1;
      const body = { list: 'users', name: `Route save ${seq}`, query: 'status=ACTIVE' };
      return {
        good: post('/api/admin/saved-views', body),
        bad: invalid(post('/api/admin/saved-views', { ...body, name: '' }), 'name'),
      };
    },
  },
  {
    route: 'DELETE /admin/saved-views/{id}',
    access: ['delete', 'SavedView'],
    audit: 'saved_view.delete',
    make: async () => ({
      good: { method: 'DELETE', url: `/api/admin/saved-views/${await suView()}` },
      bad: invalid({ method: 'DELETE', url: '/api/admin/saved-views/abc' }, 'id'),
    }),
  },
];

checkRoutes(
  'every saved-views route',
  cases,
  () => app,
  (_path, tags) => tags.includes('saved-views'),
);
