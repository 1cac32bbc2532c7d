import { eq } from 'drizzle-orm';
import type { CreatePaymentLinkBody, PaymentLink } from '@switchboard/contract/payments';
import { createPaymentLinkBody } from '@switchboard/contract/payments';
import { paymentLinks } from '../../db/schema/payments';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { enqueue } from '../../platform/providers/outbox';
import { gatewayId, hostedUrl } from './gateway';
import { findLink } from './links-repository';
import { orgExists } from './payments-repository';

const DAY_MS = 86_400_000;

/** Creates a gateway payment link; the built-in gateway sends it through the outbox. */
export async function createLink(db: Db, actor: Actor, input: CreatePaymentLinkBody, idempotencyKey: string | null): Promise<PaymentLink> {
  const body = createPaymentLinkBody.parse(input);
  return db.transaction(async (tx) => {
    const org = await orgExists(tx, body.org_id);
    if (!org) throw notFound('Org');
    const linkId = gatewayId('plink');
    const [row] = await tx
      .insert(paymentLinks)
      .values({
        linkId,
        orgId: org.id,
        amount: body.amount,
        description: body.description,
        shortUrl: hostedUrl('l', linkId),
        expireBy: new Date(Date.now() + body.expire_in_days * DAY_MS),
        idempotencyKey,
        createdById: actor.actorId,
      })
      .onConflictDoNothing({ target: paymentLinks.idempotencyKey })
      .returning({ id: paymentLinks.id });
    if (!row) {
      // A repeat of a request already served: answer with the link it created.
      const [first] = await tx.select({ id: paymentLinks.id }).from(paymentLinks).where(eq(paymentLinks.idempotencyKey, idempotencyKey ?? ''));
      const link = first && (await findLink(tx, { id: first.id }));
      if (!link) throw conflict('Payment link could not be created');
      return link;
    }
    await enqueue(tx, {
      channel: 'EMAIL',
      recipient: org.email ?? `org:${org.id}`,
      orgId: org.id,
      payload: { kind: 'payment_link', link_id: linkId, short_url: hostedUrl('l', linkId), amount: body.amount, description: body.description },
    });
    await audit(tx, actor, {
      action: 'payment_link.create',
      subjectType: 'PaymentLink',
      subjectId: row.id,
      orgId: org.id,
      summary: { link_id: linkId, amount: body.amount, description: body.description },
    });
    const link = await findLink(tx, { id: row.id });
    if (!link) throw notFound('Payment link');
    return link;
  });
}

/** Staff cancel a link, or expire it early; only a link still open can be closed. */
export async function closeLink(db: Db, actor: Actor, id: number, action: 'cancel' | 'expire'): Promise<PaymentLink> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, { id }, true);
    if (!link) throw notFound('Payment link');
    if (link.status !== 'created') throw conflict(`Payment link is already ${link.status}`);
    const status = action === 'cancel' ? 'cancelled' : 'expired';
    await tx.update(paymentLinks).set({ status }).where(eq(paymentLinks.id, id));
    await audit(tx, actor, {
      action: `payment_link.${action}`,
      subjectType: 'PaymentLink',
      subjectId: id,
      orgId: link.org_id,
      summary: { link_id: link.link_id, status: { before: link.status, after: status } },
    });
    return { ...link, status };
  });
}
