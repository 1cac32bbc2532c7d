import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mandates, payments } from '../../../db/schema/payments';
import { useTestApp, type TestContext } from '../../../test/app';
import { payingOrg } from '../../../test/factories';
import { fixtureJson, fixtureText, fixtureWith } from '../../../test/provider-fixtures';
import { postRazorpayWebhook } from '../../../test/razorpay';
import { signatureMatches } from './signature';

// Razorpay's own sample events (fixtures/razorpay, sources in its SOURCES.md), sent through
// the real webhook as Razorpay sends them: the exact bytes, signed. Only the sample's ids are
// swapped for the link or mandate this test made; `notes: []` and every other field stay.

const SECRET = 'razorpay-fixture-secret-0123456789';
const session = useTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET });
let ctx: TestContext;
let orgId: number;
beforeAll(async () => {
  ctx = session.ctx;
  orgId = await payingOrg(ctx.db);
});

let deliveries = 0;
const deliver = (raw: string) =>
  postRazorpayWebhook(ctx.app, raw, SECRET, `evt_fixture_${(deliveries += 1)}`);

describe("Razorpay's signature", () => {
  it("matches the SDK's own test vector, and refuses its wrong one", () => {
    const vector = fixtureJson<{
      body: string;
      secret: string;
      signature: string;
      wrongSignature: string;
    }>('razorpay', 'signature-vector.json');
    const body = Buffer.from(vector.body);
    expect(signatureMatches(body, vector.signature, vector.secret)).toBe(true);
    expect(signatureMatches(body, vector.wrongSignature, vector.secret)).toBe(false);
  });
});

describe("Razorpay's sample events through the webhook", () => {
  it('payment_link.paid, with "notes": [] on its order and payment, pays the link', async () => {
    const sample = fixtureJson<{ payload: { payment: { entity: { amount: number } } } }>(
      'razorpay',
      'payment-link-paid.json',
    );
    const created = await session.su.post('/api/payment-links', {
      org_id: orgId,
      amount: sample.payload.payment.entity.amount,
      description: 'Test Payment',
    });
    expect(created.statusCode).toBe(200);
    const link = created.json().data;
    const raw = fixtureWith('razorpay', 'payment-link-paid.json', {
      plink_QflcnnZqCekuvL: link.link_id,
    });
    const answer = await deliver(raw);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('payment recorded');
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.paymentRef, 'pay_Qfldmt5StKZFCB'));
    expect(payment).toMatchObject({ orgId, amount: 1000, paymentType: 'PAYMENT_LINK' });
  });

  it('order.paid of an order made outside the product ("notes": []) is acknowledged, not refused', async () => {
    const answer = await deliver(fixtureText('razorpay', 'order-paid.json'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('order without a known org');
  });

  it.each([
    ['payment.captured', 'payment-captured.json'],
    ['refund.processed', 'refund-processed.json'],
    ['subscription.charged', 'subscription-charged.json'],
  ])('%s, which the product does not act on, is acknowledged with 200', async (_event, file) => {
    const answer = await deliver(fixtureText('razorpay', file));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('ignored');
  });

  it("an e-mandate's authorisation payment and token.confirmed make its mandate active; token.rejected fails another", async () => {
    const create = async () => {
      const made = await session.su.post('/api/admin/mandate/create-registration-link', {
        org_id: orgId,
        max_amount: 9_999_900,
        frequency: 'monthly',
      });
      expect(made.statusCode, made.body).toBe(200);
      return made.json().data.mandate_id as string;
    };
    const confirmedId = await create();
    const authorised = await deliver(
      fixtureWith('razorpay', 'payment-authorized-emandate.json', {
        inv_FHf8iwg1ZaNMNh: confirmedId,
      }),
    );
    expect(authorised.json().data.status).toBe('mandate token noted');
    const confirmed = await deliver(fixtureText('razorpay', 'token-confirmed-emandate.json'));
    expect(confirmed.json().data.status).toBe('mandate active');
    const [active] = await ctx.db
      .select()
      .from(mandates)
      .where(eq(mandates.mandateId, confirmedId));
    expect(active).toMatchObject({ status: 'active', gatewayTokenId: 'token_FHf94Uym9tdYFJ' });

    // The rejected sample names a token no payment tied to a mandate here: the sandbox's
    // token events name the mandate itself, so it is pointed at the second one.
    const rejectedId = await create();
    const rejected = await deliver(
      fixtureWith('razorpay', 'token-rejected-emandate.json', {
        token_FHhXz1xrfmEtzO: rejectedId,
      }),
    );
    expect(rejected.json().data.status).toBe('mandate failed');
  });
});
