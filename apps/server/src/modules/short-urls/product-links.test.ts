import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox';
import { useTestApp } from '../../test/app';
import { payingOrg } from '../../test/factories';
import { flushVisits } from './redirect-service';

const BASE = 'https://sbt.example';
const app = useTestApp({ SHORT_URL_BASE: BASE });

/** The short link's path, followed on this server as a customer's phone would. */
const follow = (shortUrl: string) =>
  app.ctx.app.inject({
    method: 'GET',
    url: new URL(shortUrl).pathname,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36' },
  });

describe("the product's own links are short URLs", () => {
  it('sends a payment link and a mandate registration as short links that lead to the gateway', async () => {
    const orgId = await payingOrg(app.ctx.db);
    const link = (
      await app.su.post('/api/payment-links', {
        org_id: orgId,
        amount: 59_000,
        description: 'Renewal',
      })
    ).json().data;
    const mandate = (
      await app.su.post('/api/admin/mandate/create-registration-link', {
        org_id: orgId,
        max_amount: 250_000,
        frequency: 'monthly',
      })
    ).json().data;
    expect(link.short_url).toMatch(new RegExp(`^${BASE}/s/[0-9A-Za-z]{7}$`));
    expect(mandate.registration_link).toMatch(new RegExp(`^${BASE}/s/[0-9A-Za-z]{7}$`));

    // What the customer is sent is the short link.
    const sent = await app.ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId));
    const payloads = sent.map((m) => m.payload);
    expect(payloads).toContainEqual(expect.objectContaining({ short_url: link.short_url }));
    expect(payloads).toContainEqual(
      expect.objectContaining({ registration_link: mandate.registration_link }),
    );

    const toLink = await follow(link.short_url);
    expect(toLink.statusCode).toBe(302);
    expect(toLink.headers.location).toContain(link.link_id);
    const toMandate = await follow(mandate.registration_link);
    expect(toMandate.headers.location).toContain(mandate.mandate_id);

    // The growth team sees them, tagged, with their clicks.
    await flushVisits(app.ctx.db);
    const listed = (
      await app.su.get(`/api/admin/short-urls?tag=payment-link&org_id=${orgId}`)
    ).json().data.rows;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ short_url: link.short_url, visit_count: 1 });
    expect(listed[0].tags).toEqual(['product', 'payment-link']);
  });
});
