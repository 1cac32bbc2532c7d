import { formatMessage } from '@switchboard/contract/messages';
import { randomUUID } from 'node:crypto';
import type {
  CreatePaymentLinkBody,
  PaymentLink,
  PaymentLinkDetail,
  PaymentLinkListQuery,
} from '@switchboard/contract/payments';
import { createPaymentLinkBody } from '@switchboard/contract/payments';
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
import type { PaymentGateway } from '../../../platform/providers/payments';
import { ProviderError } from '../../../platform/providers/provider-error';
import type { PayingOrg } from '../shared-repository';
import { daysFromNow, payingOrg, sendToOrg } from '../shared-service';
import { findPayment } from '../bank/repository';
import { findLink, insertLink, listLinks, markLinkPaid, setLinkStatus } from './repository';

/** The links list, filtered and paged by the repository. */
export const paymentLinksPage = (db: Db, query: PaymentLinkListQuery) => listLinks(db, query);

/**
 * Creates a gateway payment link; the built-in gateway sends it through the outbox. A repeat
 * of the request (its Idempotency-Key, or the same request moments ago) answers with the link
 * the first one created, sent once.
 */
export async function createLink(
  db: Db,
  actor: Actor,
  input: CreatePaymentLinkBody,
  request: MoneyRequest,
  shorten: ShortenInTx,
  gateway: PaymentGateway,
): Promise<PaymentLink> {
  const body = createPaymentLinkBody.parse(input);
  return db.transaction(async (tx) => {
    const earlier = await claimRequest(tx, request);
    if (earlier) return mustFindLink(tx, Number(earlier));
    const org = await payingOrg(tx, body.org_id);
    // Made at the gateway while the request is claimed: a repeat waits for this one and
    // answers with its link; a rollback leaves an unpaid link that expires at the gateway.
    const page = await gatewayLink(gateway, org, body);
    // The customer gets our short link to the gateway's page, so its clicks are counted.
    const shortUrl = await shorten(tx, {
      target_url: page.url,
      org_id: org.id,
      title: `Payment link ${page.id}`,
      tag: 'payment-link',
    });
    const id = await insertLink(tx, {
      linkId: page.id,
      orgId: org.id,
      amount: body.amount,
      description: body.description,
      shortUrl,
      expireBy: daysFromNow(body.expire_in_days),
      idempotencyKey: request.idempotencyKey,
      createdById: actor.actorId,
    });
    await sendToOrg(tx, org, {
      kind: 'payment_link',
      link_id: page.id,
      short_url: shortUrl,
      amount: body.amount,
      description: body.description,
    });
    await audit(tx, actor, {
      action: 'payment_link.create',
      subjectType: 'PaymentLink',
      subjectId: id,
      orgId: org.id,
      summary: { link_id: page.id, amount: body.amount, description: body.description },
    });
    await settleRequest(tx, request, id);
    return mustFindLink(tx, id);
  });
}

async function gatewayLink(
  gateway: PaymentGateway,
  org: PayingOrg,
  body: { amount: number; description: string; expire_in_days: number },
): Promise<{ id: string; url: string }> {
  try {
    return await gateway.createPaymentLink({
      amount: body.amount,
      description: body.description,
      customer: { name: org.name, email: org.email, contact: null },
      expireBy: daysFromNow(body.expire_in_days),
      reference: `sb-${randomUUID()}`,
      orgId: org.id,
    });
  } catch (error) {
    if (error instanceof ProviderError)
      throw badGateway(formatMessage('gatewayNoLink', { reason: error.message }));
    throw error;
  }
}

async function mustFindLink(tx: DbOrTx, id: number): Promise<PaymentLink> {
  const link = await findLink(tx, { id });
  if (!link) throw notFound('Payment link');
  return link;
}

/**
 * GET /payment-links/{id}, the link's drawer: the link, the payment that paid it, how often
 * its short URL was opened and who did what to it.
 */
export async function paymentLinkDetail(
  db: Db,
  shortLinks: Pick<LinkShortener, 'clicksOf'>,
  id: number,
): Promise<PaymentLinkDetail> {
  const link = await mustFindLink(db, id);
  const [payment, clicks, history] = await Promise.all([
    link.payment_id ? findPayment(db, link.payment_id) : null,
    shortLinks.clicksOf(db, link.short_url),
    subjectHistory(db, 'PaymentLink', id),
  ]);
  return { link, payment, short_url_clicks: clicks, history };
}

/** Staff cancel a link, or expire it early; only a link still open can be closed. */
export async function closeLink(
  db: Db,
  actor: Actor,
  id: number,
  action: 'cancel' | 'expire',
): Promise<PaymentLink> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, { id }, true);
    if (!link) throw notFound('Payment link');
    if (link.status !== 'created')
      throw conflict(formatMessage('paymentLinkAlready', { status: link.status }));
    const status = action === 'cancel' ? 'cancelled' : 'expired';
    await setLinkStatus(tx, id, status);
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

/** The link a gateway payment names, locked for the caller's transaction (the webhook's). */
export const lockLinkOfGateway = (tx: DbOrTx, linkId: string) => findLink(tx, { linkId }, true);

/** A gateway payment settled the link: it is paid, once, by that payment (audited). */
export async function settleLink(
  tx: DbOrTx,
  actor: Actor,
  link: PaymentLink,
  payment: { ref: string; id: number },
): Promise<void> {
  await markLinkPaid(tx, link.id, payment.id);
  await audit(tx, actor, {
    action: 'payment_link.paid',
    subjectType: 'PaymentLink',
    subjectId: link.id,
    orgId: link.org_id,
    summary: {
      link_id: link.link_id,
      payment_ref: payment.ref,
      status: { before: link.status, after: 'paid' },
    },
  });
}

/**
 * A gateway payment that cannot settle the link: kept for staff with an audit entry on the
 * link, and nothing else changes (the money is refunded or settled by hand).
 */
export async function flagLinkPayment(
  tx: DbOrTx,
  actor: Actor,
  link: PaymentLink,
  payment: { id: string; amount: number },
  reason: string,
): Promise<void> {
  await audit(tx, actor, {
    action: 'payment_link.flagged',
    subjectType: 'PaymentLink',
    subjectId: link.id,
    orgId: link.org_id,
    summary: {
      link_id: link.link_id,
      payment_ref: payment.id,
      amount: payment.amount,
      link_amount: link.amount,
      link_status: link.status,
      reason,
    },
  });
}
