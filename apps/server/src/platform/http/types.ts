import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AbilityRule, Action, AppAbility, Subject } from '@switchboard/contract/permissions';
import type { Config } from '../../config';
import type { BillingSettings } from '../billing/settings';
import type { Db } from '../db/client';
import type { ReplicaSet } from '../db/replicas';
import type { FileService } from '../files/file-service';
import type { LinkShortener } from '../links/shortener';
import type { Adapters } from '../providers/delivery/types';
import type { KycProvider } from '../providers/kyc';
import type { PaymentGateway } from '../providers/payments';
import type { WhatsAppBsp, WhatsAppCampaigns } from '../providers/whatsapp';
import type { OrgEvents } from '../events/org-events';
import type { DataAccessLog } from '../privacy/data-access';
import type { FileAnswer } from './file-answers';

/** The Fastify instance every module registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  /** Ability rules granted to this user beyond the role's. */
  grants: AbilityRule[];
  /** A second factor (TOTP or a passkey) is set up. */
  secondFactor: boolean;
  /** An SU has required a second factor of every staff member (the Staff page). */
  mfaRequiredForEveryone: boolean;
  sessionId: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The streaming replicas reads may go to (DATABASE_REPLICA_URLS), or null; see readsFor. */
    replicas: ReplicaSet | null;
    config: Config;
    files: FileService;
    /** Short URLs for the links the product sends (the short-urls area's). */
    shortLinks: LinkShortener;
    /** Each outbound channel's provider (or sandbox); the delivery worker sends through them. */
    adapters: Adapters;
    /** The payment gateway (Razorpay, or its sandbox) for links made while staff wait. */
    gateway: PaymentGateway;
    /** Identity checks and e-signatures (Digio, or its sandbox). */
    kyc: KycProvider;
    /** The WhatsApp BSP (Heltar's Cloud API, or its sandbox) for accounts and templates. */
    whatsapp: WhatsAppBsp;
    /** WhatsApp templates for campaigns, by the WhatsApp area's rules. */
    whatsappCampaigns: WhatsAppCampaigns;
    /** The seller on invoices and credit notes, and the gateway webhook's secret. */
    billing: BillingSettings;
    /** Who listens to what happens to teams (referrals, on KYC approval and a paid sale). */
    orgEvents: OrgEvents;
    /** Who opened a person's KYC documents and recordings (the personal-data area's records). */
    dataAccess: DataAccessLog;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    ability: AppAbility;
  }
  interface FastifyContextConfig {
    /** A route is public only when it says so; every other route needs `access` (deny by default). */
    public?: boolean;
    /** The ability a caller needs: checked before the handler runs. */
    access?: [Action, Subject];
    /**
     * Webhooks and machine ingest authenticate otherwise and opt out of the CSRF check (`false`);
     * a GET that changes state (the spec has a few) demands the token like a POST (`'always'`).
     */
    csrf?: false | 'always';
    /**
     * A public route on the hot path (the short-link redirect) that never reads the session, so
     * a visitor's cookie costs no session lookup.
     */
    sessionless?: true;
    /** Which security headers (platform/http/security.ts); the console's policy by default. */
    securityHeaders?: 'framedBySameOrigin' | 'none';
    /**
     * The machine key a public route checks in `x-api-key` (checkApiKey), by its setting: the
     * API document declares the key as the route's security, and its 503 when unset.
     */
    apiKey?: 'APP_API_KEY' | 'INGEST_API_KEY';
    /**
     * Answers that are not a JSON body (a file, a redirect, a page), by status, as the API
     * document declares them; see platform/http/file-answers.ts.
     */
    answers?: Record<number, FileAnswer>;
  }
}
