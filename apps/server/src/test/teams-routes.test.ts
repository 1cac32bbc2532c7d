import { onboardedOrg } from './factories';
import { useTestApp } from './app';
import { checkRoutes, get, invalid, post, put, type RouteCase } from './route-contract';

// The Users & Teams issue's team routes: list, detail, the org record, its actions and settings.
const app = useTestApp();

const cases: RouteCase[] = [
  {
    route: 'GET /org/search',
    access: ['read', 'Org'],
    make: async () => ({
      good: get('/api/org/search?text=fixture'),
      bad: invalid(get('/api/org/search?page_size=0'), 'page_size'),
    }),
  },
  {
    route: 'GET /org/details/{id}',
    access: ['read', 'Org'],
    make: async () => ({
      good: get(`/api/org/details/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/org/details/abc'), 'id'),
    }),
  },
  {
    route: 'PUT /org/{id}',
    access: ['update', 'Org'],
    audit: 'org.update',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: put(`/api/org/${id}`, { name: 'Renamed Traders' }),
        bad: invalid(put(`/api/org/${id}`, { email: 'nope' }), 'email'),
      };
    },
  },
  {
    route: 'DELETE /org/{id}',
    access: ['delete', 'Org'],
    audit: 'org.delete',
    make: async () => ({
      good: { method: 'DELETE', url: `/api/org/${(await onboardedOrg(app.ctx.db)).id}` },
      bad: invalid({ method: 'DELETE', url: '/api/org/abc' }, 'id'),
    }),
  },
  {
    route: 'POST /org/{id}/restore',
    access: ['restore', 'Org'],
    audit: 'org.restore',
    make: async () => ({
      good: post(
        `/api/org/${(await onboardedOrg(app.ctx.db, { deletedAt: new Date() })).id}/restore`,
      ),
      bad: invalid(post('/api/org/abc/restore'), 'id'),
    }),
  },
  {
    route: 'GET /numbers/release/{number}',
    access: ['update', 'Number'],
    audit: 'number.release',
    make: async () => ({
      good: get(`/api/numbers/release/${(await onboardedOrg(app.ctx.db)).productNumber}`),
      bad: invalid(get('/api/numbers/release/abc'), 'number'),
    }),
  },
  {
    route: 'POST /numbers/release/{number}',
    access: ['update', 'Number'],
    audit: 'number.release',
    make: async () => ({
      good: post(`/api/numbers/release/${(await onboardedOrg(app.ctx.db)).productNumber}`),
      bad: invalid(post('/api/numbers/release/abc'), 'number'),
    }),
  },
  {
    route: 'POST /orders/start-new-trial/{id}',
    access: ['create', 'Subscription'],
    audit: 'org.start-new-trial',
    make: async () => ({
      good: post(
        `/api/orders/start-new-trial/${(await onboardedOrg(app.ctx.db, { paid: false })).id}`,
      ),
      bad: invalid(post('/api/orders/start-new-trial/0'), 'id'),
    }),
  },
  {
    route: 'POST /admin/org/start-crm-trial',
    access: ['create', 'Subscription'],
    audit: 'org.start-crm-trial',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db, { paid: false, products: ['sf'] });
      return {
        good: post('/api/admin/org/start-crm-trial', { org_id: id }),
        bad: invalid(post('/api/admin/org/start-crm-trial', { org_id: id, days: 90 }), 'days'),
      };
    },
  },
  {
    route: 'POST /subscription/refresh-trunk',
    access: ['update', 'Number'],
    audit: 'org.refresh-multi-trunk',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post('/api/subscription/refresh-trunk', { org_id: id, v: 2 }),
        bad: invalid(post('/api/subscription/refresh-trunk', { org_id: id, v: 3 }), 'v'),
      };
    },
  },
  {
    route: 'POST /admin/org/{id}/qualify',
    access: ['update', 'Org'],
    audit: 'org.qualify',
    make: async () => ({
      good: post(`/api/admin/org/${(await onboardedOrg(app.ctx.db)).id}/qualify`),
      bad: invalid(post('/api/admin/org/x/qualify'), 'id'),
    }),
  },
  {
    route: 'GET /admin/org/reset-fup/{id}',
    access: ['update', 'Kyc'],
    audit: 'org.reset-fup',
    make: async () => ({
      good: get(`/api/admin/org/reset-fup/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/admin/org/reset-fup/x'), 'id'),
    }),
  },
  {
    route: 'POST /admin/org/reset-fup/{id}',
    access: ['update', 'Kyc'],
    audit: 'org.reset-fup',
    make: async () => ({
      good: post(`/api/admin/org/reset-fup/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(post('/api/admin/org/reset-fup/x'), 'id'),
    }),
  },
  {
    route: 'POST /admin/org/configure-od-acccount',
    access: ['update', 'Org'],
    audit: 'org.configure-od-account',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post('/api/admin/org/configure-od-acccount', {
          org_id: id,
          enabled: true,
          max_channels: 2,
        }),
        bad: invalid(
          post('/api/admin/org/configure-od-acccount', {
            org_id: id,
            enabled: true,
            max_channels: 500,
          }),
          'max_channels',
        ),
      };
    },
  },
  {
    route: 'POST /auth/temp-otp/org/{id}',
    access: ['update', 'Org'],
    audit: 'org.temp-otp',
    make: async () => ({
      good: post(`/api/auth/temp-otp/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(post('/api/auth/temp-otp/org/-4'), 'id'),
    }),
  },
  {
    route: 'GET /admin/staff',
    access: ['read', 'Org'],
    make: async () => ({
      good: get('/api/admin/staff'),
      bad: invalid(get('/api/admin/staff?role=AGENT'), 'role'),
    }),
  },
  {
    route: 'GET /settings/org/{id}',
    access: ['read', 'Org'],
    make: async () => ({
      good: get(`/api/settings/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/settings/org/x'), 'id'),
    }),
  },
  {
    route: 'POST /settings/org/{id}',
    access: ['update', 'Org'],
    audit: 'org.settings.update',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post(`/api/settings/org/${id}`, { call_recording: false }),
        bad: invalid(post(`/api/settings/org/${id}`, { max_call_minutes: 0 }), 'max_call_minutes'),
      };
    },
  },
  {
    route: 'POST /settings/org/{id}/trial-announcement-toggle',
    access: ['update', 'Org'],
    audit: 'org.settings.trial-announcement',
    make: async () => {
      const url = `/api/settings/org/${(await onboardedOrg(app.ctx.db)).id}/trial-announcement-toggle`;
      return {
        good: post(url, { trial_announcement_toggle: 0 }),
        bad: invalid(post(url, { trial_announcement_toggle: 2 }), 'trial_announcement_toggle'),
      };
    },
  },
];

checkRoutes(
  'every team route',
  cases,
  () => app,
  // The CSV export answers a file, not `{data}`: teams-export.test.ts reads it.
  (path, tags) => tags.includes('teams') && !path.endsWith('/export'),
);
