import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgMembers } from '../../db/schema/teams';
import { rowsOf } from '../../platform/db/client';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';
import {
  checkRoutes,
  customer,
  get,
  invalid,
  post,
  put,
  type RouteCase,
} from '../../test/route-contract';

// Staff connect, change and remove an org's integrations and link its Google Business
// locations, on a database that was never seeded; read back through the lists.
const app = useTestApp();

const newOrg = async (name: string) => (await insertOrg(app.ctx.db, { name }))!;
let placeSeq = 0;
const placeId = () => `ChIJtest${Date.now()}${placeSeq++}`;
const del = (url: string) => ({ method: 'DELETE' as const, url });

describe('integration settings', () => {
  it('connects one, pauses it with an audited diff, and removes it', async () => {
    const org = await newOrg('Krishna Tiles');
    const added = await app.su.post('/api/admin/integration/setting', {
      org_id: org.id,
      provider: 'HUBSPOT',
      config: { account: 'krishna-tiles', pipeline: 'Sales' },
    });
    expect(added.statusCode).toBe(200);
    const { setting, message } = added.json().data;
    expect(message).toBe('HubSpot added to team Krishna Tiles');
    expect(setting).toMatchObject({ provider: 'HUBSPOT', is_active: true });
    const listed = (await app.su.get(`/api/admin/integration/setting/org/${org.id}`)).json().data;
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([setting.id]);

    const paused = await app.su.put(`/api/admin/integration/setting/${setting.id}`, {
      is_active: false,
    });
    expect(paused.json().data.setting.is_active).toBe(false);
    const [entry] = await rowsOf<{ summary: unknown }>(
      app.ctx.db,
      sql`select summary from audit_log where action = 'integration.update' and subject_id = ${String(setting.id)}`,
    );
    expect(entry!.summary).toEqual({
      provider: 'HUBSPOT',
      is_active: { before: true, after: false },
    });

    const removed = await app.su.delete(`/api/admin/integration/setting/${setting.id}`);
    expect(removed.json().data.message).toBe('HubSpot removed from team Krishna Tiles');
    expect(
      (await app.su.get(`/api/admin/integration/setting/org/${org.id}`)).json().data.total_items,
    ).toBe(0);
    expect((await app.su.delete(`/api/admin/integration/setting/${setting.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a secret in what staff see, and an org that does not exist', async () => {
    const org = await newOrg('Secret Keepers');
    const secret = await app.su.post('/api/admin/integration/setting', {
      org_id: org.id,
      provider: 'ZAPIER',
      config: { api_key: 'sk_live_123' },
    });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().details[0]).toMatchObject({ field: 'config.api_key' });
    const missing = await app.su.post('/api/admin/integration/setting', {
      org_id: 999999,
      provider: 'ZAPIER',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Google Business locations', () => {
  it('links a place once (ten links at once make one), to a member, then unlinks it', async () => {
    const org = await newOrg('Narmada Clinics');
    const member = await customer(app.ctx.db);
    await app.ctx.db
      .insert(orgMembers)
      .values({ orgId: org.id, userId: member.id, role: 'MEMBER' });
    const place = placeId();
    const body = {
      org_id: org.id,
      location_name: 'Narmada Clinics - Indore',
      address: '12 MG Road, Indore',
      place_id: place,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.su.post('/api/gmb-locations/admin', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      `Place ${place} is already linked to team Narmada Clinics`,
    );
    const location = answers.find((a) => a.statusCode === 200)!.json().data.location;
    expect(location).toMatchObject({ status: 'PENDING', user_id: null });

    const stranger = await customer(app.ctx.db);
    const notMember = await app.su.put(`/api/gmb-locations/admin/${location.id}`, {
      user_id: stranger.id,
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe(
      `User ${stranger.id} is not a member of team Narmada Clinics`,
    );
    const linked = await app.su.put(`/api/gmb-locations/admin/${location.id}`, {
      user_id: member.id,
      status: 'VERIFIED',
    });
    expect(linked.json().data.location).toMatchObject({ user_id: member.id, status: 'VERIFIED' });
    const ofMember = (
      await app.su.get(`/api/gmb-locations/admin/org?org_id=${org.id}&user_id=${member.id}`)
    ).json().data;
    expect(ofMember.map((l: { id: number }) => l.id)).toEqual([location.id]);

    const unlinked = await app.su.delete(`/api/gmb-locations/admin/${location.id}`);
    expect(unlinked.json().data.message).toBe(
      'Location Narmada Clinics - Indore unlinked from team Narmada Clinics',
    );
    expect((await app.su.get(`/api/gmb-locations/admin/org?org_id=${org.id}`)).json().data).toEqual(
      [],
    );
    const [audits] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log where action like 'gmb_location.%' and subject_id = ${String(location.id)}`,
    );
    expect(audits!.n).toBe(3);
  });
});

const cases: RouteCase[] = [
  {
    route: 'GET /admin/integration/setting/org/{orgId}',
    access: ['read', 'Integration'],
    make: async () => {
      const org = await newOrg('Read Settings');
      return {
        good: get(`/api/admin/integration/setting/org/${org.id}`),
        bad: invalid(get('/api/admin/integration/setting/org/x'), 'orgId'),
      };
    },
  },
  {
    route: 'GET /gmb-locations/admin/org',
    access: ['read', 'Integration'],
    make: async () => {
      const org = await newOrg('Read GMB');
      return {
        good: get(`/api/gmb-locations/admin/org?org_id=${org.id}`),
        bad: invalid(get('/api/gmb-locations/admin/org?org_id=x'), 'org_id'),
      };
    },
  },
  {
    route: 'POST /admin/integration/setting',
    access: ['create', 'Integration'],
    audit: 'integration.create',
    make: async () => {
      const org = await newOrg('Add Setting');
      const body = { org_id: org.id, provider: 'SHOPIFY', config: { store: 'shop' } };
      return {
        good: post('/api/admin/integration/setting', body),
        bad: invalid(
          post('/api/admin/integration/setting', { ...body, provider: 'X' }),
          'provider',
        ),
      };
    },
  },
  {
    route: 'PUT /admin/integration/setting/{id}',
    access: ['update', 'Integration'],
    audit: 'integration.update',
    make: async () => {
      const org = await newOrg('Change Setting');
      const made = await app.su.post('/api/admin/integration/setting', {
        org_id: org.id,
        provider: 'ZOHO_CRM',
      });
      const url = `/api/admin/integration/setting/${made.json().data.setting.id}`;
      return {
        good: put(url, { is_active: false }),
        bad: invalid(put(url, { is_active: 'no' }), 'is_active'),
      };
    },
  },
  {
    route: 'DELETE /admin/integration/setting/{id}',
    access: ['delete', 'Integration'],
    audit: 'integration.delete',
    make: async () => {
      const org = await newOrg('Remove Setting');
      const made = await app.su.post('/api/admin/integration/setting', {
        org_id: org.id,
        provider: 'JUSTDIAL',
      });
      return {
        good: del(`/api/admin/integration/setting/${made.json().data.setting.id}`),
        bad: invalid(del('/api/admin/integration/setting/x'), 'id'),
      };
    },
  },
  {
    route: 'POST /gmb-locations/admin',
    access: ['create', 'Integration'],
    audit: 'gmb_location.link',
    make: async () => {
      const org = await newOrg('Link GMB');
      const body = {
        org_id: org.id,
        location_name: 'Link GMB - Surat',
        address: '3 Ring Road, Surat',
        place_id: placeId(),
      };
      return {
        good: post('/api/gmb-locations/admin', body),
        bad: invalid(post('/api/gmb-locations/admin', { ...body, place_id: 'x' }), 'place_id'),
      };
    },
  },
  {
    route: 'PUT /gmb-locations/admin/{id}',
    access: ['update', 'Integration'],
    audit: 'gmb_location.update',
    make: async () => {
      const org = await newOrg('Change GMB');
      const made = await app.su.post('/api/gmb-locations/admin', {
        org_id: org.id,
        location_name: 'Change GMB - Vapi',
        address: '9 GIDC, Vapi',
        place_id: placeId(),
      });
      const url = `/api/gmb-locations/admin/${made.json().data.location.id}`;
      return {
        good: put(url, { status: 'SUSPENDED' }),
        bad: invalid(put(url, { status: 'GONE' }), 'status'),
      };
    },
  },
  {
    route: 'DELETE /gmb-locations/admin/{id}',
    access: ['delete', 'Integration'],
    audit: 'gmb_location.unlink',
    make: async () => {
      const org = await newOrg('Unlink GMB');
      const made = await app.su.post('/api/gmb-locations/admin', {
        org_id: org.id,
        location_name: 'Unlink GMB - Nashik',
        address: '5 College Road, Nashik',
        place_id: placeId(),
      });
      return {
        good: del(`/api/gmb-locations/admin/${made.json().data.location.id}`),
        bad: invalid(del('/api/gmb-locations/admin/x'), 'id'),
      };
    },
  },
];

checkRoutes(
  'every integration and GMB location route',
  cases,
  () => app,
  // The product app's routes take its API key, not a staff grant (gmb-reviews.test.ts).
  (path, tags) => tags.includes('integrations') && !path.startsWith('/api/app/'),
);
