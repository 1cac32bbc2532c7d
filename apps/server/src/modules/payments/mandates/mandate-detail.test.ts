import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { onboardedOrg, withOwner } from '../../../test/factories';
import { checkRoutes, get, invalid } from '../../../test/route-contract';
import { flushVisits } from '../../short-urls/redirect-service';

// A mandate's drawer: the mandate, its team's latest subscription, how often the customer
// opened its registration link (our short URL) and who moved it to which status.
const BASE = 'https://sbt.example';
const session = useTestApp({ SHORT_URL_BASE: BASE });
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
  orgId = (await onboardedOrg(ctx.db, { email: `autopay-${Date.now()}@org.test` })).id;
  await withOwner(ctx.db, orgId);
});

let made = 0;
/** A new mandate each time: the same request moments later answers the first one again. */
async function createMandate() {
  made += 1;
  const response = await admin.post('/api/admin/mandate/create-registration-link', {
    org_id: orgId,
    max_amount: 250_000 + made,
    frequency: 'monthly',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { mandate_id: string; registration_link: string };
}

describe('GET /admin/mandate/{mandate_id}/detail', () => {
  it('answers the mandate, its subscription, its link clicks and its status moves', async () => {
    const mandate = await createMandate();
    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(mandate.registration_link).pathname,
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    expect(opened.statusCode).toBe(302);
    await flushVisits(ctx.db);
    expect(
      (await admin.post(`/api/admin/mandate/${orgId}/${mandate.mandate_id}/cancel`)).statusCode,
    ).toBe(200);

    const response = await admin.get(`/api/admin/mandate/${mandate.mandate_id}/detail`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.mandate).toMatchObject({ mandate_id: mandate.mandate_id, status: 'cancelled' });
    expect(detail.subscription).toMatchObject({ status: 'active', plan_name: expect.any(String) });
    expect(detail.registration_clicks).toMatchObject({
      url: mandate.registration_link,
      clicks: 1,
      short_url_id: expect.any(Number),
    });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'mandate.cancelled',
      'mandate.create',
    ]);
    expect(detail.history[0].summary.status).toEqual({ before: 'created', after: 'cancelled' });
  });

  it('shows only its own history and is a 404 for an unknown mandate', async () => {
    const first = await createMandate();
    const second = await createMandate();
    const detail = (await admin.get(`/api/admin/mandate/${second.mandate_id}/detail`)).json().data;
    expect(second.mandate_id).not.toBe(first.mandate_id);
    expect(detail.history.map((h: { subject_id: string }) => h.subject_id)).toEqual([
      second.mandate_id,
    ]);
    expect(
      detail.history.some((h: { subject_id: string }) => h.subject_id === first.mandate_id),
    ).toBe(false);
    expect((await admin.get('/api/admin/mandate/mdt_00000000000000/detail')).statusCode).toBe(404);
  });
});

checkRoutes(
  "every mandate's detail route",
  [
    {
      route: 'GET /admin/mandate/{mandate_id}/detail',
      access: ['read', 'Mandate'],
      make: async () => {
        const mandate = await createMandate();
        return {
          good: get(`/api/admin/mandate/${mandate.mandate_id}/detail`),
          bad: invalid(get('/api/admin/mandate/nope/detail'), 'mandate_id'),
        };
      },
    },
  ],
  () => session,
  (path) => path === '/api/admin/mandate/{mandate_id}/detail',
);
