import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import {
  checkRoutes,
  freshPhone,
  get,
  invalid,
  post,
  put,
  type RouteCase,
} from '../../test/route-contract';

// Every campaigns route held to the same promises: a bad field is a 400 naming it, a missing
// grant a 403 that changes nothing, a change audited.
const app = useTestApp();

const draft = {
  name: 'Route campaign',
  audience: { subscription: 'NONE' },
  dlt_template_id: '1207161234567890123',
  sender_id: 'SWBORD',
  text: 'Hi {first_name}',
};
/** A campaign in `status` (DRAFT, SCHEDULED or PAUSED). */
async function campaign(status: 'DRAFT' | 'SCHEDULED' | 'PAUSED' = 'DRAFT') {
  const id = (await app.su.post('/api/admin/campaigns', draft)).json().data.campaign.id as number;
  if (status !== 'DRAFT') await app.su.post(`/api/admin/campaigns/${id}/schedule`, {});
  if (status === 'PAUSED') await app.su.post(`/api/admin/campaigns/${id}/pause`);
  return id;
}

const cases: RouteCase[] = [
  {
    route: 'GET /admin/campaigns',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/campaigns?status=SENDING'),
      bad: invalid(get('/api/admin/campaigns?status=LOST'), 'status'),
    }),
  },
  {
    route: 'GET /admin/campaigns/audience-preview',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/campaigns/audience-preview?kyc_status=PENDING&is_lite=false'),
      bad: invalid(get('/api/admin/campaigns/audience-preview?is_lite=maybe'), 'is_lite'),
    }),
  },
  {
    route: 'POST /admin/campaigns',
    access: ['create', 'Growth'],
    audit: 'campaign.create',
    make: async () => ({
      good: post('/api/admin/campaigns', draft),
      bad: invalid(post('/api/admin/campaigns', { ...draft, sender_id: 'sb' }), 'sender_id'),
    }),
  },
  {
    route: 'GET /admin/campaigns/{id}',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get(`/api/admin/campaigns/${await campaign()}`),
      bad: invalid(get('/api/admin/campaigns/x'), 'id'),
    }),
  },
  {
    route: 'PUT /admin/campaigns/{id}',
    access: ['update', 'Growth'],
    audit: 'campaign.update',
    make: async () => {
      const id = await campaign();
      return {
        good: put(`/api/admin/campaigns/${id}`, { ...draft, name: 'Route campaign, changed' }),
        bad: invalid(put(`/api/admin/campaigns/${id}`, { ...draft, text: '' }), 'text'),
      };
    },
  },
  {
    route: 'POST /admin/campaigns/{id}/schedule',
    access: ['update', 'Growth'],
    audit: 'campaign.schedule',
    make: async () => {
      const id = await campaign();
      return {
        good: post(`/api/admin/campaigns/${id}/schedule`, { at: '2030-01-01T09:30:00+05:30' }),
        bad: invalid(post(`/api/admin/campaigns/${id}/schedule`, { at: 'soon' }), 'at'),
      };
    },
  },
  ...(['pause', 'resume', 'cancel', 'unschedule'] as const).map((action): RouteCase => ({
    route: `POST /admin/campaigns/{id}/${action}`,
    access: ['update', 'Growth'],
    audit: `campaign.${action}`,
    make: async () => ({
      good: post(
        `/api/admin/campaigns/${await campaign(action === 'resume' ? 'PAUSED' : 'SCHEDULED')}/${action}`,
      ),
      bad: invalid(post(`/api/admin/campaigns/0/${action}`), 'id'),
    }),
  })),
  {
    route: 'POST /admin/campaigns/{id}/approve',
    access: ['update', 'CampaignApproval'],
    audit: 'campaign.approve',
    make: async () => {
      const id = await campaign('SCHEDULED');
      // As an ADMIN's campaign to more than the approval limit is left.
      await app.ctx.db.execute(sql`update campaigns set awaiting_approval = true where id = ${id}`);
      return {
        good: post(`/api/admin/campaigns/${id}/approve`),
        bad: invalid(post('/api/admin/campaigns/x/approve'), 'id'),
      };
    },
  },
  {
    route: 'GET /admin/campaigns/{id}/activity',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get(`/api/admin/campaigns/${await campaign()}/activity`),
      bad: invalid(get('/api/admin/campaigns/0/activity'), 'id'),
    }),
  },
  {
    route: 'GET /admin/campaigns/{id}/recipients',
    access: ['read', 'Growth'],
    make: async () => {
      const id = await campaign();
      return {
        good: get(`/api/admin/campaigns/${id}/recipients?status=FAILED`),
        bad: invalid(get(`/api/admin/campaigns/${id}/recipients?status=LOST`), 'status'),
      };
    },
  },
  {
    route: 'GET /admin/users/{id}/campaigns',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get(`/api/admin/users/${app.su.userId}/campaigns`),
      bad: invalid(get('/api/admin/users/x/campaigns'), 'id'),
    }),
  },
  {
    route: 'GET /admin/sms-opt-outs',
    access: ['read', 'Growth'],
    make: async () => ({
      good: get('/api/admin/sms-opt-outs?text=98'),
      bad: invalid(get('/api/admin/sms-opt-outs?page=0'), 'page'),
    }),
  },
  {
    route: 'POST /admin/sms-opt-outs',
    access: ['create', 'Growth'],
    audit: 'sms_opt_out.add',
    make: async () => ({
      good: post('/api/admin/sms-opt-outs', { phone: `+91 ${freshPhone()}` }),
      bad: invalid(post('/api/admin/sms-opt-outs', { phone: '12345' }), 'phone'),
    }),
  },
  {
    route: 'DELETE /admin/sms-opt-outs/{phone}',
    access: ['delete', 'Growth'],
    audit: 'sms_opt_out.remove',
    make: async () => {
      const phone = freshPhone();
      await app.su.post('/api/admin/sms-opt-outs', { phone });
      return {
        good: { method: 'DELETE', url: `/api/admin/sms-opt-outs/${phone}` },
        bad: invalid({ method: 'DELETE', url: '/api/admin/sms-opt-outs/123' }, 'phone'),
      };
    },
  },
];

checkRoutes(
  'every campaigns route',
  cases,
  () => app,
  // The CSV export answers a file, not `{data}`: campaigns-export.test.ts reads it.
  (path, tags) => tags.includes('campaigns') && !path.endsWith('/export'),
);
