import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { kyc } from '../../db/schema/kyc';
import { payments } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';
import { useTestApp } from '../../test/app';
import { saleOrg } from '../../test/factories';

const app = useTestApp();

const sale = (orgId: number) => ({
  org_id: orgId,
  plan: 1017,
  variant: 10171,
  order_type: 'PURCHASE',
  payment_type: 'BANK_TRANSFER',
  payment_id: `UTR-BKYC-${orgId}`,
  amount: 149900,
});

/**
 * The KYC table refuses writes for a while, the way it does when a constraint or a trigger of
 * another area says no (here a trigger, dropped again afterwards): the enable step fails for real,
 * inside the database, after the sale has committed.
 */
async function whileKycRefusesWrites<T>(run: () => Promise<T>): Promise<T> {
  await app.ctx.db
    .execute(sql`create or replace function test_kyc_refuses() returns trigger language plpgsql as $$
    begin raise exception 'kyc is read-only during the nightly re-verification'; end $$`);
  await app.ctx.db.execute(
    sql`create trigger test_kyc_refuses before insert or update on kyc for each row execute function test_kyc_refuses()`,
  );
  try {
    return await run();
  } finally {
    await app.ctx.db.execute(sql`drop trigger test_kyc_refuses on kyc`);
  }
}

describe('business KYC after a manual subscription', () => {
  it('keeps the sale and answers FAILED when switching business KYC on fails, writing no KYC change', async () => {
    // A paying team: a trial's sale also ends the trial, which the KYC row mirrors (and which
    // the refusal below would refuse too).
    const orgId = await saleOrg(app.ctx.db, { isTrial: false });
    const response = await whileKycRefusesWrites(() =>
      app.su.post('/api/subscription', sale(orgId)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: 'Plan created successfully',
      bkyc: 'FAILED',
      replayed: false,
    });
    // The sale stands: subscription and payment are there.
    expect(
      await app.ctx.db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)),
    ).toHaveLength(1);
    expect(
      (await app.ctx.db.select().from(payments).where(eq(payments.orgId, orgId))).map(
        (p) => p.amount,
      ),
    ).toEqual([149900]);
    // Nothing half-written on the KYC side: still off, no toggle in the audit or the history.
    const [row] = await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId));
    expect(row!.isBizKycRequired).toBe(false);
    const toggles = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.subjectType, 'Kyc')));
    expect(toggles).toEqual([]);
    expect(
      (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history`)).json().data.rows,
    ).toEqual([]);
  });

  it('fails the same way for an org with no KYC record yet', async () => {
    const orgId = await saleOrg(app.ctx.db, {}, null);
    const response = await whileKycRefusesWrites(() =>
      app.su.post('/api/subscription', sale(orgId)),
    );
    expect(response.json().data.bkyc).toBe('FAILED');
    expect(await app.ctx.db.select().from(kyc).where(eq(kyc.orgId, orgId))).toEqual([]);
  });

  it('shows the switch in the KYC action history with what changed', async () => {
    const orgId = await saleOrg(app.ctx.db);
    const created = await app.su.post('/api/subscription', sale(orgId));
    expect(created.json().data.bkyc).toBe('ENABLED');
    const history = (await app.su.get(`/api/admin/org/${orgId}/kyc/action-history`)).json().data
      .rows;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'kyc.bv.toggle',
      summary: {
        comment: `Switched on after subscription ${created.json().data.subscription.id}`,
        changes: { is_biz_kyc_required: { before: false, after: true } },
        version: 2,
      },
    });
  });
});
