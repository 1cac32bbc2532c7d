import { formatMessage } from '@switchboard/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/outbox';
import { orgs } from '../../../db/schema/teams';
import { sandboxGateway } from '../../../platform/providers/adapters/sandbox-gateway';
import { useTestApp, type TestClient, type TestContext } from '../../../test/app';
import { auditOf, payingOrg } from '../../../test/factories';

const session = useTestApp();
let ctx: TestContext;
let admin: TestClient;
let orgId: number;
beforeAll(async () => {
  ({ ctx } = session);
  admin = await ctx.loginAs('ADMIN');
  orgId = await payingOrg(ctx.db);
});

const create = () =>
  admin.post('/api/admin/mandate/create-registration-link', {
    org_id: orgId,
    max_amount: 250_000,
    frequency: 'monthly',
    description: 'Pro plan autopay',
  });

describe('mandates', () => {
  it('creates a registration link recorded in the outbox, found by search and by id', async () => {
    const response = await create();
    expect(response.statusCode).toBe(200);
    const mandate = response.json().data;
    expect(mandate).toMatchObject({
      org_id: orgId,
      status: 'created',
      max_amount: 250_000,
      registration_link: expect.stringMatching(/\/s\/[0-9A-Za-z]{7}$/),
    });
    const sent = await ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId));
    expect(sent.map((m) => m.payload.mandate_id)).toContain(mandate.mandate_id);
    expect(await auditOf(ctx.db, 'mandate.create', mandate.mandate_id)).toHaveLength(1);

    const found = (
      await admin.post('/api/admin/mandate/search', { org_id: orgId, status: 'created' })
    ).json().data;
    expect(found.rows.map((m: { mandate_id: string }) => m.mandate_id)).toContain(
      mandate.mandate_id,
    );
    const byText = (
      await admin.post('/api/admin/mandate/search', { text: mandate.mandate_id })
    ).json().data;
    expect(byText.total_items).toBe(1);
    expect(
      (await admin.get(`/api/admin/mandate/${mandate.mandate_id}`)).json().data.mandate_id,
    ).toBe(mandate.mandate_id);
  });

  it('cancels once, only for its own org', async () => {
    const { mandate_id: id } = (await create()).json().data;
    const otherOrg = await payingOrg(ctx.db);
    expect((await admin.post(`/api/admin/mandate/${otherOrg}/${id}/cancel`)).statusCode).toBe(404);
    const cancelled = await admin.post(`/api/admin/mandate/${orgId}/${id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    const again = await admin.post(`/api/admin/mandate/${orgId}/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Mandate is already cancelled');
    expect(await auditOf(ctx.db, 'mandate.cancelled', id)).toHaveLength(1);
  });

  it('validates the request and answers 404 for an unknown mandate', async () => {
    const bad = await admin.post('/api/admin/mandate/create-registration-link', {
      org_id: orgId,
      max_amount: 0,
      frequency: 'weekly',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['frequency', 'max_amount']);
    expect((await admin.get('/api/admin/mandate/mdt_AAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("tells staff before anything is made when Razorpay's contact or email is missing", async () => {
    /** The link asked for this org is refused with this message about it, and nothing is sent. */
    async function refusedWith(
      orgId: number,
      message: 'mandateOwnerWithoutPhone' | 'mandateWithoutEmail',
    ) {
      const refused = await admin.post('/api/admin/mandate/create-registration-link', {
        org_id: orgId,
        max_amount: 100_000,
        frequency: 'monthly',
      });
      expect(refused.statusCode).toBe(409);
      const [org] = await ctx.db.select().from(orgs).where(eq(orgs.id, orgId));
      expect(refused.json().message).toBe(formatMessage(message, { org: org!.name }));
      expect(await ctx.db.select().from(outbox).where(eq(outbox.orgId, orgId))).toHaveLength(0);
    }
    await refusedWith(await payingOrg(ctx.db, { ownerPhone: null }), 'mandateOwnerWithoutPhone');
    const noEmail = await payingOrg(ctx.db);
    await ctx.db.update(orgs).set({ email: null }).where(eq(orgs.id, noEmail));
    await refusedWith(noEmail, 'mandateWithoutEmail');
  });

  it('the sandbox refuses a registration link Razorpay would refuse (no contact)', async () => {
    const refused = sandboxGateway().createMandateLink({
      maxAmount: 100_000,
      description: 'Autopay',
      customer: { name: 'A Team', email: 'a@team.test', contact: ' ' },
      expireAt: new Date(Date.now() + 86_400_000),
      reference: 'sb-sandbox-refusal',
      orgId,
    });
    await expect(refused).rejects.toThrow(
      'HTTP 400: BAD_REQUEST_ERROR: The customer.contact field is required.',
    );
  });
});
