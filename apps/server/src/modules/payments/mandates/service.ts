import { formatMessage } from '@switchboard/contract/messages';
import { randomUUID } from 'node:crypto';
import type {
  CreateMandateLinkBody,
  Mandate,
  MandateDetail,
  MandateSearchBody,
  MandateStatus,
} from '@switchboard/contract/payments';
import {
  createMandateLinkBody,
  isFinalMandateStatus,
  mandateMoveRefusal,
} from '@switchboard/contract/payments';
import { audit, type Actor } from '../../../platform/audit/audit';
import { subjectHistory } from '../../../platform/audit/history-repository';
import {
  claimRequest,
  settleRequest,
  type MoneyRequest,
} from '../../../platform/billing/request-once';
import type { Db, DbOrTx } from '../../../platform/db/client';
import type { LinkShortener, ShortenInTx } from '../../../platform/links/shortener';
import { badGateway, conflict, notFound } from '../../../platform/errors';
import {
  cancelMandateAtGateway,
  type PaymentGateway,
  type RegistrationCustomer,
} from '../../../platform/providers/payments';
import { ProviderError } from '../../../platform/providers/provider-error';
import { latestSubscriptionOf, type PayingOrg } from '../shared-repository';
import { daysFromNow, payingOrg, sendToOrg } from '../shared-service';
import {
  findMandate,
  gatewayIdsOf,
  ownerContactOf,
  insertMandate,
  linkMandateToken,
  mandateOfToken,
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
 * GET /admin/mandate/{mandate_id}/detail, the mandate's drawer: the mandate, its team's latest
 * subscription, how often its registration link (our short URL) was opened, and who did what.
 */
export async function mandateDetail(
  db: Db,
  shortLinks: Pick<LinkShortener, 'clicksOf'>,
  mandateId: string,
): Promise<MandateDetail> {
  const mandate = await getMandate(db, mandateId);
  const [subscription, clicks, history] = await Promise.all([
    latestSubscriptionOf(db, mandate.org_id),
    shortLinks.clicksOf(db, mandate.registration_link),
    subjectHistory(db, 'Mandate', mandateId),
  ]);
  return { mandate, subscription, registration_clicks: clicks, history };
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
  gateway: PaymentGateway,
): Promise<Mandate> {
  const body = createMandateLinkBody.parse(input);
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier) return getMandate(tx, earlier);
    const org = await payingOrg(tx, body.org_id);
    const customer = await registrationCustomer(tx, org);
    // Made at the gateway while the request is claimed: a repeat waits and gets this one.
    const page = await gatewayRegistration(gateway, org, customer, body);
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
      gatewayCustomerId: page.customerId,
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

/**
 * Who the registration link is for: the team, reached at its owner's mobile number and at the
 * team's email (else the owner's). Razorpay refuses a link without both, so a team lacking one
 * is told before anything is made, with what to add.
 */
async function registrationCustomer(tx: DbOrTx, org: PayingOrg): Promise<RegistrationCustomer> {
  const owner = await ownerContactOf(tx, org.id);
  if (!owner.phone) throw conflict(formatMessage('mandateOwnerWithoutPhone', { org: org.name }));
  const email = org.email ?? owner.email;
  if (!email) throw conflict(formatMessage('mandateWithoutEmail', { org: org.name }));
  return { name: org.name, email, contact: owner.phone };
}

async function gatewayRegistration(
  gateway: PaymentGateway,
  org: PayingOrg,
  customer: RegistrationCustomer,
  body: { max_amount: number; description?: string | null; valid_days: number },
) {
  try {
    return await gateway.createMandateLink({
      maxAmount: body.max_amount,
      description: body.description ?? `Automatic payments to ${org.name}`,
      customer,
      expireAt: daysFromNow(body.valid_days),
      reference: `sb-${randomUUID()}`,
      orgId: org.id,
    });
  } catch (error) {
    if (error instanceof ProviderError)
      throw badGateway(formatMessage('gatewayNoRegistrationLink', { reason: error.message }));
    throw error;
  }
}

/**
 * The authorisation payment of a registration link (any payment event naming an invoice and a
 * token) ties the token to its mandate, so the token's events find it.
 */
export async function noteMandateToken(tx: DbOrTx, invoiceId: string, tokenId: string) {
  return linkMandateToken(tx, invoiceId, tokenId);
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
      throw conflict(formatMessage('mandateAlready', { status: mandate.status }));
    // One made at the gateway stops there too, once this commits (a sandbox one has no customer).
    const ids = await gatewayIdsOf(tx, mandateId);
    if (ids?.customerId) await cancelMandateAtGateway(tx, { id: mandateId, orgId, ...ids });
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
  // Razorpay's token events name the token; the sandbox's name the mandate itself.
  const mandateId = (await mandateOfToken(tx, event.id)) ?? event.id;
  const mandate = await lockMandate(tx, mandateId);
  if (!mandate) return 'unknown mandate';
  const last = await lastGatewayEventAt(tx, mandateId);
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
    await setMandateStatus(tx, mandateId, { gatewayEventAt: event.at });
  return 'no change';
}
