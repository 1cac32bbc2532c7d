import type {
  CreateMandateLinkBody,
  Mandate,
  MandateSearchBody,
  MandateStatus,
} from '@switchboard/contract/payments';
import {
  createMandateLinkBody,
  isFinalMandateStatus,
  mandateMoveRefusal,
} from '@switchboard/contract/payments';
import { audit, type Actor } from '../../../platform/audit/audit';
import {
  claimRequest,
  settleRequest,
  type MoneyRequest,
} from '../../../platform/billing/request-once';
import type { Db, DbOrTx } from '../../../platform/db/client';
import type { ShortenInTx } from '../../../platform/links/shortener';
import { conflict, notFound } from '../../../platform/errors';
import { newHostedPage } from '../../../platform/providers/adapters/sandbox-gateway';
import { daysFromNow, payingOrg, sendToOrg } from '../shared-service';
import {
  findMandate,
  insertMandate,
  lastGatewayEventAt,
  searchMandates,
  setMandateStatus,
} from './repository';

/** The mandates search, filtered and paged by the repository. */
export const mandatesPage = (db: Db, body: MandateSearchBody) => searchMandates(db, body);

export async function getMandate(db: DbOrTx, mandateId: string): Promise<Mandate> {
  const mandate = await findMandate(db, mandateId);
  if (!mandate) throw notFound('Mandate');
  return mandate;
}

/**
 * Creates a mandate in 'created' and sends the org its registration link (outbox). A repeat
 * of the request (its Idempotency-Key, or the same request moments ago) answers with the
 * mandate the first one created, sent once.
 */
export async function createRegistrationLink(
  db: Db,
  actor: Actor,
  input: CreateMandateLinkBody,
  request: MoneyRequest,
  shorten: ShortenInTx,
): Promise<Mandate> {
  const body = createMandateLinkBody.parse(input);
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier) return getMandate(tx, earlier);
    const org = await payingOrg(tx, body.org_id);
    const page = newHostedPage('mdt');
    // The customer gets our short link to the registration page, so its clicks are counted.
    const link = await shorten(tx, {
      target_url: page.url,
      org_id: org.id,
      title: `Mandate registration ${page.id}`,
      tag: 'mandate',
    });
    await insertMandate(tx, {
      mandateId: page.id,
      orgId: org.id,
      maxAmount: body.max_amount,
      frequency: body.frequency,
      registrationLink: link,
      description: body.description ?? null,
      expireAt: daysFromNow(body.valid_days),
      createdById: actor.actorId,
    });
    await sendToOrg(tx, org, {
      kind: 'mandate_registration',
      mandate_id: page.id,
      registration_link: link,
      max_amount: body.max_amount,
    });
    await audit(tx, actor, {
      action: 'mandate.create',
      subjectType: 'Mandate',
      subjectId: page.id,
      orgId: org.id,
      summary: { max_amount: body.max_amount, frequency: body.frequency },
    });
    await settleRequest(tx, request, page.id);
    return getMandate(tx, page.id);
  });
}

/** The mandate a gateway token names, locked for the caller's transaction (the webhook's). */
const lockMandate = (tx: DbOrTx, mandateId: string) => findMandate(tx, mandateId, true);

/** Moves a mandate to a new status (staff cancel, or the gateway's webhook), audited. */
async function moveMandate(
  tx: DbOrTx,
  actor: Actor,
  mandate: Mandate,
  status: MandateStatus,
  reason: string | null,
  gatewayEventAt: Date | null = null,
): Promise<Mandate> {
  await setMandateStatus(tx, mandate.mandate_id, { status, reason, gatewayEventAt });
  await audit(tx, actor, {
    action: `mandate.${status}`,
    subjectType: 'Mandate',
    subjectId: mandate.mandate_id,
    orgId: mandate.org_id,
    summary: { status: { before: mandate.status, after: status }, reason },
  });
  return { ...mandate, status, status_reason: reason };
}

export async function cancelMandate(
  db: Db,
  actor: Actor,
  orgId: number,
  mandateId: string,
): Promise<Mandate> {
  return db.transaction(async (tx) => {
    const mandate = await lockMandate(tx, mandateId);
    if (!mandate || mandate.org_id !== orgId) throw notFound('Mandate');
    if (mandateMoveRefusal(mandate.status, 'cancelled'))
      throw conflict(`Mandate is already ${mandate.status}`);
    return moveMandate(tx, actor, mandate, 'cancelled', 'Cancelled by staff');
  });
}

/** What the gateway reports about a mandate: its new status, and when it created the event. */
export type GatewayMandateEvent = {
  id: string;
  status: MandateStatus;
  /** The event's signed `created_at`; null when the event carries none (it cannot be ordered). */
  at: Date | null;
  reason: string | null;
};

/**
 * A gateway token event, in the webhook's transaction, through the state machine: a final
 * mandate (cancelled, failed, expired) never reopens, an event older than the last one applied
 * arrived late and changes nothing, and a move the machine does not know is ignored. Answers
 * with what the event came to.
 */
export async function moveMandateByGateway(
  tx: DbOrTx,
  actor: Actor,
  event: GatewayMandateEvent,
): Promise<string> {
  const mandate = await lockMandate(tx, event.id);
  if (!mandate) return 'unknown mandate';
  const last = await lastGatewayEventAt(tx, event.id);
  const moving = mandate.status !== event.status;
  if (moving && isFinalMandateStatus(mandate.status))
    return `ignored: the mandate is ${mandate.status}`;
  if (event.at && last && event.at < last) return 'ignored: older than the last change';
  if (moving) {
    const refusal = mandateMoveRefusal(mandate.status, event.status);
    if (refusal) return `ignored: ${refusal}`;
    await moveMandate(tx, actor, mandate, event.status, event.reason, event.at ?? last);
    return `mandate ${event.status}`;
  }
  // Same status: nothing moves, but a newer event still dates the mandate's state.
  if (event.at && (!last || event.at > last))
    await setMandateStatus(tx, event.id, { gatewayEventAt: event.at });
  return 'no change';
}
