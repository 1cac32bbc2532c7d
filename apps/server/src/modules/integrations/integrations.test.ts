import { beforeAll, describe, expect, it } from 'vitest';
import { gmbLocations, integrationSettings } from '../../db/schema/integrations';
import { useTestApp } from '../../test/app';
import { insertOrg } from '../../test/factories';

const app = useTestApp();
let orgId: number;

beforeAll(async () => {
  orgId = (await insertOrg(app.ctx.db, { name: 'Godavari Motors' })).id;
  await app.ctx.db.insert(integrationSettings).values(
    Array.from({ length: 12 }, (_, i) => ({
      orgId,
      provider: i % 2 ? 'HUBSPOT' : 'ZAPIER',
      config: { account: `acct-${i + 1}` },
    })),
  );
  await app.ctx.db.insert(gmbLocations).values([
    {
      orgId,
      userId: app.su.userId,
      locationName: 'Godavari Motors - Pune',
      address: '7 FC Road, Pune',
      placeId: 'ChIJpune',
      status: 'VERIFIED',
      rating: 4.4,
      reviewCount: 120,
    },
    {
      orgId,
      locationName: 'Godavari Motors - Nashik',
      address: '3 College Road, Nashik',
      placeId: 'ChIJnashik',
      status: 'PENDING',
    },
  ]);
});

describe('integration settings', () => {
  it('pages the org settings, newest first, 1 and 10 by default', async () => {
    const first = (await app.su.get(`/api/admin/integration/setting/org/${orgId}`)).json().data;
    expect(first).toMatchObject({
      page: 1,
      page_size: 10,
      total_items: 12,
      total_is_estimate: false,
    });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].config).toEqual({ account: 'acct-12' });
    const second = (
      await app.su.get(`/api/admin/integration/setting/org/${orgId}?page=2&page_size=10`)
    ).json().data;
    expect(second.rows.map((r: { config: { account: string } }) => r.config.account)).toEqual([
      'acct-2',
      'acct-1',
    ]);
  });

  it('400s a bad page, 404s an unknown org, 403s without the grant, 401s when logged out', async () => {
    const bad = await app.su.get(`/api/admin/integration/setting/org/${orgId}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('page');
    expect((await app.su.get('/api/admin/integration/setting/org/999999')).statusCode).toBe(404);
    const limited = await app.ctx.loginAs('ADMIN', [
      { action: 'read', subject: 'Integration', inverted: true },
    ]);
    expect((await limited.get(`/api/admin/integration/setting/org/${orgId}`)).statusCode).toBe(403);
    expect((await app.ctx.client().get('/api/categories')).statusCode).toBe(401);
  });
});

describe('catalogues', () => {
  it('lists customer filters and business categories', async () => {
    const filters = (await app.su.get('/api/customer/filters')).json().data;
    expect(filters).toContainEqual(expect.objectContaining({ key: 'category_id', kind: 'select' }));
    const categories = (await app.su.get('/api/categories')).json().data;
    expect(categories).toContainEqual({
      id: 6,
      name: 'Banking & Finance',
      slug: 'banking-and-finance',
    });
  });
});

describe('GMB locations', () => {
  it('lists the org locations, or only one user', async () => {
    const all = (await app.su.get(`/api/gmb-locations/admin/org?org_id=${orgId}`)).json().data;
    expect(all.map((l: { location_name: string }) => l.location_name)).toEqual([
      'Godavari Motors - Pune',
      'Godavari Motors - Nashik',
    ]);
    expect(all[0]).toMatchObject({ rating: 4.4, review_count: 120, status: 'VERIFIED' });
    const mine = (
      await app.su.get(`/api/gmb-locations/admin/org?org_id=${orgId}&user_id=${app.su.userId}`)
    ).json().data;
    expect(mine).toHaveLength(1);
    const missing = await app.su.get('/api/gmb-locations/admin/org');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('org_id');
    expect((await app.su.get('/api/gmb-locations/admin/org?org_id=999999')).statusCode).toBe(404);
  });
});
