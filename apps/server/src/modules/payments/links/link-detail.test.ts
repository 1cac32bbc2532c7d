import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { payingOrg } from '../../../test/factories';
import { postRazorpayWebhook } from '../../../test/razorpay';
import { checkRoutes, get, invalid } from '../../../test/route-contract';
import { flushVisits } from '../../short-urls/redirect-service';

// A payment link's drawer: the link, the payment that paid it, how often the customer opened
// its short URL, and who did what to it.
const SECRET = 'link-drawer-secret-0123456789';
const BASE = 'https://sbt.example';
const session = useTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET, SHORT_URL_BASE: BASE });
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

let made = 0;
/** A new link each time: the same request moments later answers the first one again. */
async function createLink(amount = 150_000) {
  made += 1;
  const response = await admin.post('/api/payment-links', {
    org_id: orgId,
    amount,
    description: `Drawer renewal ${made}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; link_id: string; short_url: string };
}

function payLink(linkId: string, paymentId: string, amount: number) {
  const raw = JSON.stringify({
    event: 'payment_link.paid',
    payload: {
      payment_link: { entity: { id: linkId } },
      payment: { entity: { id: paymentId, amount } },
    },
  });
  return postRazorpayWebhook(ctx.app, raw, SECRET, `evt_${paymentId}`);
}

describe('GET /payment-links/{id}', () => {
  it('answers the link, the payment that paid it, its clicks and who did what', async () => {
    const link = await createLink(236_000);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(link.short_url).pathname,
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    expect(opened.statusCode).toBe(302);
    await flushVisits(ctx.db);
    const paid = await payLink(link.link_id, `pay_linkdrawer${Date.now()}`, 236_000);
    expect(paid.json().data.status).toBe('payment recorded');

    const response = await admin.get(`/api/payment-links/${link.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.link).toMatchObject({ id: link.id, status: 'paid', amount: 236_000 });
    expect(detail.payment).toMatchObject({
      id: detail.link.payment_id,
      org_id: orgId,
      amount: 236_000,
      payment_type: 'PAYMENT_LINK',
      invoice_number: expect.stringMatching(/\S/),
    });
    expect(detail.short_url_clicks).toMatchObject({ url: link.short_url, clicks: 1 });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'payment_link.paid',
      'payment_link.create',
    ]);
  });

  it('has no payment until paid, and is a 404 for a link that does not exist', async () => {
    const link = await createLink(99_000);
    expect((await admin.post(`/api/payment-links/${link.id}/cancel`)).statusCode).toBe(200);
    const detail = (await admin.get(`/api/payment-links/${link.id}`)).json().data;
    expect(detail.payment).toBeNull();
    expect(detail.short_url_clicks).toMatchObject({ clicks: 0 });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'payment_link.cancel',
      'payment_link.create',
    ]);
    expect((await admin.get('/api/payment-links/999999999')).statusCode).toBe(404);
  });
});

checkRoutes(
  "every payment link's detail route",
  [
    {
      route: 'GET /payment-links/{id}',
      access: ['read', 'PaymentLink'],
      make: async () => {
        const link = await createLink(12_300);
        return {
          good: get(`/api/payment-links/${link.id}`),
          bad: invalid(get('/api/payment-links/abc'), 'id'),
        };
      },
    },
  ],
  () => session,
  (path) => path === '/api/payment-links/{id}',
);
