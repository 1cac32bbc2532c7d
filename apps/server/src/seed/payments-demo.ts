import { sql } from 'drizzle-orm';
import { issueInvoice } from '../platform/billing/invoice';
import type { BillingSettings } from '../platform/billing/settings';
import { rowsOf, type Db } from '../platform/db/client';
import { gatewayId, hostedUrl } from '../platform/providers/adapters/sandbox-gateway';
import { mandates, paymentLinks } from '../db/schema/payments';

const DAY = 86_400_000;

/**
 * The payments area's demo data: an invoice for every demo payment (in date order, so numbers
 * rise with time), issued by the configured seller, and payment links and mandates in each status.
 */
export async function seedPaymentsDemo(db: Db, billing: BillingSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const unbilled = await rowsOf<{
      id: number;
      org_id: number;
      amount: number | string;
      description: string | null;
      created_at: Date | string;
    }>(
      tx,
      sql`select p.id, p.org_id, p.amount, p.description, p.created_at from payments p
           where p.amount > 0 and not exists (select 1 from invoices i where i.payment_id = p.id)
           order by p.created_at, p.id`,
    );
    for (const p of unbilled) {
      await issueInvoice(
        tx,
        billing,
        {
          paymentId: p.id,
          orgId: p.org_id,
          amount: Number(p.amount),
          description: p.description ?? 'Subscription',
        },
        new Date(p.created_at),
      );
    }
    const orgIds = [...new Set(unbilled.map((p) => p.org_id))].slice(0, 8);
    const now = Date.now();
    const linkStates = [
      'created',
      'created',
      'cancelled',
      'expired',
      'created',
      'cancelled',
    ] as const;
    await tx.insert(paymentLinks).values(
      linkStates.map((status, i) => {
        const linkId = gatewayId('plink');
        return {
          linkId,
          orgId: orgIds[i % orgIds.length] ?? 1,
          amount: [118_000, 235_800, 59_000, 99_900, 141_600, 29_500][i] ?? 118_000,
          description:
            [
              'Renewal, All-in-one Pro',
              'Annual Biz Phone',
              'Pulse top-up',
              'Setup fee',
              'Add-on users',
              'Daily talk-time',
            ][i] ?? 'Payment',
          status,
          shortUrl: hostedUrl('l', linkId),
          expireBy: new Date(now + (status === 'expired' ? -2 : 7 - i) * DAY),
          createdAt: new Date(now - (10 - i) * DAY),
        };
      }),
    );
    const mandateStates = ['active', 'pending', 'created', 'cancelled', 'failed'] as const;
    await tx.insert(mandates).values(
      mandateStates.map((status, i) => {
        const mandateId = gatewayId('mdt');
        return {
          mandateId,
          orgId: orgIds[(i + 2) % orgIds.length] ?? 1,
          status,
          maxAmount: [500_000, 250_000, 1_000_000, 300_000, 200_000][i] ?? 500_000,
          frequency: i % 2 ? 'monthly' : 'yearly',
          registrationLink: hostedUrl('mandates', mandateId),
          description: 'Autopay for plan renewals',
          expireAt: new Date(now + 365 * DAY),
          statusReason: status === 'failed' ? 'Bank declined the mandate' : null,
          createdAt: new Date(now - (20 - i) * DAY),
        };
      }),
    );
  });
}
