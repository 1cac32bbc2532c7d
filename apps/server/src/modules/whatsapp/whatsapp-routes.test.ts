import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import { checkRoutes, get, invalid, post, type RouteCase } from '../../test/route-contract';

// Every WhatsApp route held to the same promises, on the sandbox BSP (nothing configured):
// a bad field is a 400 naming it, a missing grant a 403 that changes nothing, a change audited.
const app = useTestApp();

let seq = 0;
/** An org with a sandbox account of its own (the sandbox takes any ids). */
async function linkedOrg(name: string) {
  seq += 1;
  const org = (await insertOrg(app.ctx.db, { name: `${name} ${seq}` }))!;
  const linked = await app.su.post('/api/admin/whatsapp/accounts', {
    org_id: org.id,
    waba_id: `5000${seq}00`,
    phone_number_id: `7000${Date.now() % 100000}${seq}`,
  });
  return { org, account: linked.json().data.account as { id: number } };
}

const cases: RouteCase[] = [
  {
    route: 'GET /whatsapp/heltar/{id}',
    access: ['read', 'Whatsapp'],
    make: async () => {
      const org = (await insertOrg(app.ctx.db, { name: 'Read Heltar' }))!;
      return {
        good: get(`/api/whatsapp/heltar/${org.id}`),
        bad: invalid(get('/api/whatsapp/heltar/x'), 'id'),
      };
    },
  },
  {
    route: 'GET /admin/whatsapp/accounts',
    access: ['read', 'Whatsapp'],
    make: async () => ({
      good: get('/api/admin/whatsapp/accounts?status=FLAGGED'),
      bad: invalid(get('/api/admin/whatsapp/accounts?status=GONE'), 'status'),
    }),
  },
  {
    route: 'POST /admin/whatsapp/accounts',
    access: ['create', 'Whatsapp'],
    audit: 'whatsapp.link',
    make: async () => {
      seq += 1;
      const org = (await insertOrg(app.ctx.db, { name: `Link WhatsApp ${seq}` }))!;
      const body = { org_id: org.id, waba_id: '4000001', phone_number_id: `8100${seq}0001` };
      return {
        good: post('/api/admin/whatsapp/accounts', body),
        bad: invalid(post('/api/admin/whatsapp/accounts', { ...body, waba_id: 'abc' }), 'waba_id'),
      };
    },
  },
  {
    route: 'POST /admin/whatsapp/accounts/{id}/sync',
    access: ['update', 'Whatsapp'],
    audit: 'whatsapp.sync',
    make: async () => {
      const { account } = await linkedOrg('Sync WhatsApp');
      return {
        good: post(`/api/admin/whatsapp/accounts/${account.id}/sync`),
        bad: invalid(post('/api/admin/whatsapp/accounts/x/sync'), 'id'),
      };
    },
  },
  {
    route: 'POST /admin/whatsapp/accounts/{id}/disconnect',
    access: ['update', 'Whatsapp'],
    audit: 'whatsapp.disconnect',
    make: async () => {
      const { account } = await linkedOrg('Disconnect WhatsApp');
      return {
        good: post(`/api/admin/whatsapp/accounts/${account.id}/disconnect`),
        bad: invalid(post('/api/admin/whatsapp/accounts/0/disconnect'), 'id'),
      };
    },
  },
  {
    route: 'GET /admin/whatsapp/accounts/{id}/window',
    access: ['read', 'Whatsapp'],
    make: async () => {
      const { account } = await linkedOrg('Window WhatsApp');
      const url = `/api/admin/whatsapp/accounts/${account.id}/window`;
      return { good: get(`${url}?to=9845012345`), bad: invalid(get(`${url}?to=12`), 'to') };
    },
  },
  {
    route: 'POST /admin/whatsapp/accounts/{id}/messages',
    access: ['create', 'Whatsapp'],
    audit: 'whatsapp.send',
    make: async () => {
      const { org, account } = await linkedOrg('Send WhatsApp');
      const tab = (await app.su.get(`/api/admin/whatsapp/orgs/${org.id}`)).json().data;
      const template = tab.templates.find((t: { name: string }) => t.name === 'festive_offer');
      const url = `/api/admin/whatsapp/accounts/${account.id}/messages`;
      const body = {
        kind: 'TEMPLATE',
        to: '9845012345',
        template_id: template.id,
        variables: ['Asha', '10'],
      };
      return { good: post(url, body), bad: invalid(post(url, { ...body, to: '12345' }), 'to') };
    },
  },
  {
    route: 'GET /admin/whatsapp/messages',
    access: ['read', 'Whatsapp'],
    make: async () => ({
      good: get('/api/admin/whatsapp/messages?status=READ'),
      bad: invalid(get('/api/admin/whatsapp/messages?from=yesterday'), 'from'),
    }),
  },
  {
    route: 'GET /admin/whatsapp/orgs/{id}',
    access: ['read', 'Whatsapp'],
    make: async () => {
      const { org } = await linkedOrg('Tab WhatsApp');
      return {
        good: get(`/api/admin/whatsapp/orgs/${org.id}`),
        bad: invalid(get('/api/admin/whatsapp/orgs/-1'), 'id'),
      };
    },
  },
  {
    route: 'GET /admin/whatsapp/orgs/{id}/usage',
    access: ['read', 'Whatsapp'],
    make: async () => {
      const { org } = await linkedOrg('Usage WhatsApp');
      const url = `/api/admin/whatsapp/orgs/${org.id}/usage`;
      return {
        good: get(`${url}?month=2026-11`),
        bad: invalid(get(`${url}?month=2026-13`), 'month'),
      };
    },
  },
];

checkRoutes(
  'every WhatsApp route',
  cases,
  () => app,
  (_path, tags) => tags.includes('whatsapp'),
);
