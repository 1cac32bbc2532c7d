import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { orgs } from '../../db/schema/teams';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

// A plan sold to a suspended trial team makes it a paying, active team (issue 14, item 7).
const app = useTestApp();

const sale = (orgId: number, utr: string) => ({
  org_id: orgId,
  plan: 1022,
  variant: 10221,
  order_type: 'PURCHASE',
  payment_type: 'BANK_TRANSFER',
  payment_id: utr,
  amount: 349_900,
});

describe('a sale to a suspended trial team', () => {
  it('tells the console the team is suspended and on trial, before the sale', async () => {
    const orgId = await saleOrg(app.ctx.db, { isTrial: true, status: 'SUSPENDED' });
    const context = (await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data;
    expect(context).toMatchObject({ is_trial: true, status: 'SUSPENDED' });
  });

  it("tells the seller the team's KYC state, and when and by whom it was suspended", async () => {
    const orgId = await saleOrg(app.ctx.db, { isTrial: false, status: 'ACTIVE' });
    const before = (await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data;
    expect(before).toMatchObject({ kyc_status: 'NOT_SUBMITTED', suspended: null });
    const suspended = await app.su.put(`/api/org/${orgId}`, { status: 'SUSPENDED' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const context = (await app.su.get(`/api/subscription/org-context/${orgId}`)).json().data;
    expect(context.status).toBe('SUSPENDED');
    expect(context.suspended.by).toMatch(/\S/);
    expect(Date.now() - Date.parse(context.suspended.at)).toBeLessThan(60_000);
  });

  it('ends the trial and lifts the suspension with the sale, audited in it', async () => {
    const orgId = await saleOrg(app.ctx.db, { isTrial: true, status: 'SUSPENDED' });
    const answer = await app.su.post('/api/subscription', sale(orgId, `UTR${orgId}CONV`));
    expect(answer.statusCode).toBe(200);
    const [org] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, orgId));
    expect(org).toMatchObject({ isTrial: false, status: 'ACTIVE' });
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'org.converted_by_sale')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.summary).toMatchObject({
      is_trial: { before: true, after: false },
      status: { before: 'SUSPENDED', after: 'ACTIVE' },
    });
  });

  it("adds the plan's products to the team's, so its header shows them", async () => {
    const orgId = await saleOrg(app.ctx.db, { isTrial: false, status: 'ACTIVE', products: [] });
    const sold = {
      ...sale(orgId, `UTR${orgId}PROD`),
      plan: 1024,
      variant: 10241,
      amount: 449_900,
    };
    expect((await app.su.post('/api/subscription', sold)).statusCode).toBe(200);
    const [org] = await app.ctx.db.select().from(orgs).where(eq(orgs.id, orgId));
    expect(org?.products).toEqual(['sf', 'crm', 'waba']);
  });

  it('leaves a paying active team as it was, with no extra entry', async () => {
    const orgId = await saleOrg(app.ctx.db, { isTrial: false, status: 'ACTIVE' });
    expect(
      (await app.su.post('/api/subscription', sale(orgId, `UTR${orgId}PAID`))).statusCode,
    ).toBe(200);
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'org.converted_by_sale')));
    expect(entries).toEqual([]);
  });
});
