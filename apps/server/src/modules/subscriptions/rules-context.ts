import { startOfIndiaDay } from '@switchboard/contract/india-time';
import type { RuleFailure } from '@switchboard/contract/rules/subscription-messages';
import { badRequest } from '../../platform/errors';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../../platform/audit/audit';
import { moneyRequestOf, type MoneyRequest } from '../../platform/billing/request-once';
import type { BillingSettings } from '../../platform/billing/settings';
import type { App } from '../../platform/http/types';
import type { Db } from '../../platform/db/client';
import type { OrgEvents } from '../../platform/events/org-events';

/** What every subscription service call needs besides its body. */
export type ServiceContext = {
  db: Db;
  actor: Actor;
  product: { key: string; name: string };
  /** The seller on the invoice of a sale's payment. */
  billing: BillingSettings;
  /** The request as it is claimed: its Idempotency-Key (if any) and the hash of what it asks. */
  request: MoneyRequest;
  now: Date;
  /** The request's logger: for what goes wrong after the answer is decided (business KYC). */
  log: FastifyBaseLogger;
  /** Told of a paid sale in its transaction (a referral moves on). */
  events: OrgEvents;
};

/** A failed shared rule becomes a 400 with the rule's (spec) message. */
export function enforce(failure: RuleFailure | null): void {
  if (failure)
    throw badRequest(failure.message, [{ field: failure.key, message: failure.message }]);
}

/** India midnight of a YYYY-MM-DD date, or now when none is given. */
export function startOf(date: string | undefined, now: Date): Date {
  return date ? startOfIndiaDay(date) : now;
}

export const DAY_MS = 86_400_000;

/** The service context of a request: actor, product, its claim (Idempotency-Key), clock. */
export function serviceContext(app: App, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    actor: actorOf(request),
    product: app.config.product,
    billing: app.billing,
    request: moneyRequestOf(request),
    now: new Date(),
    log: request.log,
    events: app.orgEvents,
  };
}
