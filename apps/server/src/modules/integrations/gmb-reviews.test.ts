import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/client';
import { insertOrg } from '../../test/factories';

// Google's ratings and review counts reach the console through the product's app, which reads
// them from Google: on a database never seeded, written by place and read back by staff.
const KEY = 'product-app-key-0123456789abcdef';
const app = useTestApp({ APP_API_KEY: KEY });

const fromApp = (body: unknown, key: string | null = KEY) =>
  app.ctx.app.inject({
    method: 'PUT',
    url: '/api/app/gmb-locations/reviews',
    payload: body as object,
    headers: key ? { 'x-api-key': key } : {},
  });

describe("Google reviews from the product's app", () => {
  it('sets the rating and count of every location of a place, and names unknown places', async () => {
    const org = (await insertOrg(app.ctx.db, { name: 'Review Motors' }))!;
    const linked = await app.su.post('/api/gmb-locations/admin', {
      org_id: org.id,
      location_name: 'Review Motors - Nagpur',
      address: '4 Sitabuldi, Nagpur',
      place_id: 'ChIJreviewNagpur',
    });
    expect(linked.statusCode, linked.body).toBe(200);

    expect((await fromApp({ locations: [] }, null)).statusCode).toBe(401);
    const bad = await fromApp({ locations: [{ place_id: 'ChIJx', rating: 7, review_count: 1 }] });
    expect(bad.statusCode).toBe(400);

    const answer = await fromApp({
      locations: [
        { place_id: 'ChIJreviewNagpur', rating: 4.26, review_count: 311 },
        { place_id: 'ChIJnobodyHasThis', rating: null, review_count: 0 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ updated: 1, unknown_place_ids: ['ChIJnobodyHasThis'] });
    const list = (await app.su.get(`/api/gmb-locations/admin/org?org_id=${org.id}`)).json().data;
    expect(list[0]).toMatchObject({ rating: 4.3, review_count: 311 });
    const [audited] = await rowsOf<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from audit_log where action = 'gmb_location.reviews'`,
    );
    expect(audited?.n).toBe(1);
  });
});
