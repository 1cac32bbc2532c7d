import { eq } from 'drizzle-orm';
import type { CreateMandateLinkBody, Mandate, MandateStatus } from '@switchboard/contract/payments';
import { createMandateLinkBody } from '@switchboard/contract/payments';
import { mandates } from '../../db/schema/payments';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { enqueue } from '../../platform/providers/outbox';
import { gatewayId, hostedUrl } from './gateway';
import { findMandate } from './mandates-repository';
import { orgExists } from './payments-repository';

const DAY_MS = 86_400_000;
/** A mandate in one of these can still be cancelled; the others are final. */
const open: MandateStatus[] = ['created', 'pending', 'active', 'paused'];

/** Creates a mandate in 'created' and sends the org its registration link (outbox). */
export async function createRegistrationLink(db: Db, actor: Actor, input: CreateMandateLinkBody): Promise<Mandate> {
  const body = createMandateLinkBody.parse(input);
  return db.transaction(async (tx) => {
    const org = await orgExists(tx, body.org_id);
    if (!org) throw notFound('Org');
    const mandateId = gatewayId('mdt');
    const link = hostedUrl('mandates', mandateId);
    await tx.insert(mandates).values({
      mandateId,
      orgId: org.id,
      maxAmount: body.max_amount,
      frequency: body.frequency,
      registrationLink: link,
      description: body.description ?? null,
      expireAt: new Date(Date.now() + body.valid_days * DAY_MS),
      createdById: actor.actorId,
    });
    await enqueue(tx, {
      channel: 'EMAIL',
      recipient: org.email ?? `org:${org.id}`,
      orgId: org.id,
      payload: { kind: 'mandate_registration', mandate_id: mandateId, registration_link: link, max_amount: body.max_amount },
    });
    await audit(tx, actor, {
      action: 'mandate.create',
      subjectType: 'Mandate',
      subjectId: mandateId,
      orgId: org.id,
      summary: { max_amount: body.max_amount, frequency: body.frequency },
    });
    const mandate = await findMandate(tx, mandateId);
    if (!mandate) throw notFound('Mandate');
    return mandate;
  });
}

/** Moves a mandate to a new status (staff cancel, or the gateway's webhook), audited. */
export async function moveMandate(
  tx: DbOrTx,
  actor: Actor,
  mandate: Mandate,
  status: MandateStatus,
  reason: string | null,
): Promise<Mandate> {
  await tx.update(mandates).set({ status, statusReason: reason }).where(eq(mandates.mandateId, mandate.mandate_id));
  await audit(tx, actor, {
    action: `mandate.${status}`,
    subjectType: 'Mandate',
    subjectId: mandate.mandate_id,
    orgId: mandate.org_id,
    summary: { status: { before: mandate.status, after: status }, reason },
  });
  return { ...mandate, status, status_reason: reason };
}

export async function cancelMandate(db: Db, actor: Actor, orgId: number, mandateId: string): Promise<Mandate> {
  return db.transaction(async (tx) => {
    const mandate = await findMandate(tx, mandateId, true);
    if (!mandate || mandate.org_id !== orgId) throw notFound('Mandate');
    if (!open.includes(mandate.status)) throw conflict(`Mandate is already ${mandate.status}`);
    return moveMandate(tx, actor, mandate, 'cancelled', 'Cancelled by staff');
  });
}
