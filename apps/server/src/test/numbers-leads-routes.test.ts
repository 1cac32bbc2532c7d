import { eventActionSettings } from '../db/schema/event-actions';
import { onboardedOrg } from './factories';
import { useTestApp } from './app';
import { checkRoutes, freshPhone, get, invalid, post, put, type RouteCase } from './route-contract';
import { shortMp3 } from './sample-audio';

// The Users & Teams issue's routes of voip numbers, voice messages, internal leads and event
// actions (the other ones: users-routes.test.ts and teams-routes.test.ts).
const app = useTestApp();

async function eventSetting(orgId: number) {
  const [row] = await app.ctx.db
    .insert(eventActionSettings)
    .values({
      orgId,
      event: 'CALL_MISSED',
      action: 'SEND_SMS',
      config: { template: 'Sorry we missed you' },
    })
    .returning({ id: eventActionSettings.id });
  return row!.id;
}

const cases: RouteCase[] = [
  // Voip numbers, their history and voice messages.
  {
    route: 'POST /admin/voip-numbers',
    access: ['create', 'Number'],
    make: async () => ({
      good: post('/api/admin/voip-numbers', {
        number: `70${String(Date.now()).slice(-8)}`,
        provider: 'Airtel',
      }),
      bad: invalid(post('/api/admin/voip-numbers', { number: '12', provider: 'Airtel' }), 'number'),
    }),
    audit: 'voip_number.add',
  },
  {
    route: 'POST /admin/voip-numbers/{number}/reserve',
    access: ['update', 'Number'],
    audit: 'voip_number.reserve',
    make: async () => {
      const number = `72${String(Date.now()).slice(-8)}`;
      await app.su.post('/api/admin/voip-numbers', { number, provider: 'Jio' });
      const { id } = await onboardedOrg(app.ctx.db);
      const url = `/api/admin/voip-numbers/${number}/reserve`;
      return {
        good: post(url, { org_id: id, days: 2 }),
        bad: invalid(post(url, { org_id: id, days: 99 }), 'days'),
      };
    },
  },
  {
    route: 'POST /admin/voip-numbers/{number}/cancel-reservation',
    access: ['update', 'Number'],
    audit: 'voip_number.unreserve',
    make: async () => {
      const number = `73${String(Date.now()).slice(-8)}`;
      await app.su.post('/api/admin/voip-numbers', { number, provider: 'Jio' });
      const { id } = await onboardedOrg(app.ctx.db);
      await app.su.post(`/api/admin/voip-numbers/${number}/reserve`, { org_id: id });
      return {
        good: post(`/api/admin/voip-numbers/${number}/cancel-reservation`),
        bad: invalid(post('/api/admin/voip-numbers/12/cancel-reservation'), 'number'),
      };
    },
  },
  {
    route: 'POST /admin/voip-numbers/import',
    access: ['create', 'Number'],
    make: async () => ({
      good: post('/api/admin/voip-numbers/import', {
        csv: `number,provider\n71${String(Date.now()).slice(-8)},Jio\n`,
        dry_run: false,
      }),
      bad: invalid(post('/api/admin/voip-numbers/import', { csv: '' }), 'csv'),
    }),
    audit: 'voip_number.import',
  },
  {
    route: 'GET /admin/voip-numbers/{number}',
    access: ['read', 'Number'],
    make: async () => {
      const number = `74${String(Date.now()).slice(-8)}`;
      await app.su.post('/api/admin/voip-numbers', { number, provider: 'Jio' });
      return {
        good: get(`/api/admin/voip-numbers/${number}`),
        bad: invalid(get('/api/admin/voip-numbers/12'), 'number'),
      };
    },
  },
  {
    route: 'GET /numbers/voip',
    access: ['read', 'Number'],
    make: async () => ({
      good: get('/api/numbers/voip?status=ASSIGNED&text=%2B9180'),
      bad: invalid(get('/api/numbers/voip?status=LOST'), 'status'),
    }),
  },
  {
    route: 'GET /numbers/voip/{id}',
    access: ['read', 'Number'],
    make: async () => ({
      good: get(`/api/numbers/voip/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/numbers/voip/x'), 'id'),
    }),
  },
  {
    route: 'GET /org/{id}/voip-history',
    access: ['read', 'Number'],
    make: async () => ({
      good: get(`/api/org/${(await onboardedOrg(app.ctx.db)).id}/voip-history`),
      bad: invalid(get('/api/org/1/voip-history?page=0'), 'page'),
    }),
  },
  {
    route: 'GET /voice-message/org/{id}',
    access: ['read', 'Number'],
    make: async () => ({
      good: get(`/api/voice-message/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/voice-message/org/x'), 'id'),
    }),
  },
  {
    route: 'POST /voice-message/org',
    access: ['create', 'Number'],
    audit: 'numbers.voice_message.create',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      return {
        good: post('/api/voice-message/org', {
          org_id: id,
          name: 'After hours',
          text: 'We are closed.',
        }),
        bad: invalid(post('/api/voice-message/org', { org_id: id, name: 'After hours' }), 'text'),
      };
    },
  },
  {
    route: 'POST /voice-message/custom',
    access: ['create', 'Number'],
    audit: 'numbers.voice_message.create',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      const fileName = `audio/route-case-${id}.mp3`;
      await app.ctx.app.files.put(fileName, shortMp3, 'audio/mpeg');
      return {
        good: post('/api/voice-message/custom', {
          org_id: id,
          name: 'Greeting',
          file_name: fileName,
        }),
        bad: invalid(
          post('/api/voice-message/custom', { org_id: id, file_name: fileName }),
          'name',
        ),
      };
    },
  },

  // Internal leads and event actions of the org.
  {
    route: 'GET /admin/internal-lead/search',
    access: ['read', 'Lead'],
    make: async () => ({
      good: get(`/api/admin/internal-lead/search?org_id=${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/admin/internal-lead/search?org_id=x'), 'org_id'),
    }),
  },
  {
    route: 'POST /admin/internal-lead',
    access: ['create', 'Lead'],
    audit: 'internal_lead.create',
    make: async () => ({
      good: post('/api/admin/internal-lead', {
        name: 'Route Lead',
        phone: `9${String(Date.now()).slice(-9)}`,
        source: 'EVENT',
      }),
      bad: invalid(
        post('/api/admin/internal-lead', { name: 'Route Lead', phone: '12', source: 'EVENT' }),
        'phone',
      ),
    }),
  },
  {
    route: 'GET /admin/internal-lead/{id}',
    access: ['read', 'Lead'],
    make: async () => {
      const created = await app.su.post('/api/admin/internal-lead', {
        name: 'Route Drawer Lead',
        phone: freshPhone(),
        source: 'WEBSITE',
      });
      return {
        good: get(`/api/admin/internal-lead/${created.json().data.lead.id}`),
        bad: invalid(get('/api/admin/internal-lead/abc'), 'id'),
      };
    },
  },
  {
    route: 'PUT /admin/internal-lead/{id}',
    access: ['update', 'Lead'],
    audit: 'internal_lead.update',
    make: async () => {
      const created = await app.su.post('/api/admin/internal-lead', {
        name: 'Route Lead',
        phone: `8${String(Date.now()).slice(-9)}`,
        source: 'CALL',
      });
      const url = `/api/admin/internal-lead/${created.json().data.lead.id}`;
      return {
        good: put(url, { stage: 'CONTACTED' }),
        bad: invalid(put(url, { stage: 'DONE' }), 'stage'),
      };
    },
  },
  {
    route: 'POST /admin/internal-lead/bulk',
    access: ['update', 'Lead'],
    audit: 'internal_lead.update',
    make: async () => {
      const created = await app.su.post('/api/admin/internal-lead', {
        name: 'Bulk Route Lead',
        phone: freshPhone(),
        source: 'EVENT',
      });
      const ids = [created.json().data.lead.id];
      return {
        good: post('/api/admin/internal-lead/bulk', { ids, change: { stage: 'CONTACTED' } }),
        bad: invalid(post('/api/admin/internal-lead/bulk', { ids, change: {} }), 'change'),
      };
    },
  },
  {
    route: 'POST /admin/internal-lead/bulk/count',
    access: ['update', 'Lead'],
    make: async () => ({
      good: post('/api/admin/internal-lead/bulk/count', { filter: { stage: 'NEW' } }),
      bad: invalid(
        post('/api/admin/internal-lead/bulk/count', { filter: { stage: 'MAYBE' } }),
        'filter.stage',
      ),
    }),
  },
  {
    route: 'POST /admin/internal-lead/import',
    access: ['create', 'Lead'],
    audit: 'internal_lead.import',
    make: async () => ({
      good: post('/api/admin/internal-lead/import', {
        csv: `name,phone\nImported Lead,7${String(Date.now()).slice(-9)}\n`,
        dry_run: false,
      }),
      bad: invalid(post('/api/admin/internal-lead/import', { csv: '' }), 'csv'),
    }),
  },
  {
    route: 'POST /admin/internal-lead/{id}/convert',
    access: ['create', 'Onboarding'],
    audit: 'internal_lead.convert',
    make: async () => {
      const created = await app.su.post('/api/admin/internal-lead', {
        name: 'Convert Me',
        phone: `6${String(Date.now()).slice(-9)}`,
        source: 'WEBSITE',
      });
      const url = `/api/admin/internal-lead/${created.json().data.lead.id}/convert`;
      return {
        good: post(url, { name: 'Converted Co' }),
        bad: invalid(post(url, { name: 'C' }), 'name'),
      };
    },
  },
  {
    route: 'GET /admin/event/action-setting/org/{id}',
    access: ['read', 'Integration'],
    make: async () => ({
      good: get(`/api/admin/event/action-setting/org/${(await onboardedOrg(app.ctx.db)).id}`),
      bad: invalid(get('/api/admin/event/action-setting/org/x'), 'id'),
    }),
  },
  {
    route: 'POST /admin/event/action-setting',
    access: ['update', 'Integration'],
    audit: 'event_actions.create',
    make: async () => {
      const { id } = await onboardedOrg(app.ctx.db);
      const body = {
        org_id: id,
        event: 'CALL_MISSED',
        action: 'SEND_SMS',
        config: { template: 'Sorry we missed you' },
      };
      return {
        good: post('/api/admin/event/action-setting', body),
        bad: invalid(
          post('/api/admin/event/action-setting', { ...body, config: {} }),
          'config.template',
        ),
      };
    },
  },
  {
    route: 'PUT /admin/event/action-setting/{id}',
    access: ['update', 'Integration'],
    audit: 'event_actions.update',
    make: async () => {
      const url = `/api/admin/event/action-setting/${await eventSetting((await onboardedOrg(app.ctx.db)).id)}`;
      return {
        good: put(url, { is_active: false }),
        bad: invalid(put(url, { is_active: 'no' }), 'is_active'),
      };
    },
  },
];

const areas = ['numbers', 'event-actions'];
checkRoutes(
  'every number, voice message, internal lead and event action route',
  cases,
  () => app,
  // The leads' CSV export answers a file, not `{data}`: internal-leads-export.test.ts reads it.
  (path, tags) =>
    (tags.some((tag) => areas.includes(tag)) || path.startsWith('/api/admin/internal-lead')) &&
    !path.endsWith('/export'),
);
