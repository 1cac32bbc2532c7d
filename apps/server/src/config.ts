import { ADMIN_CAMPAIGN_LIMIT } from '@switchboard/contract/campaigns';
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { providerEnv, providerSettings } from './config-providers';
import { retentionDays } from './modules/personal-data/data-map';
import type { ProviderSettings } from './platform/providers/settings';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = providerEnv.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Connections to PostgreSQL; unset: twice this machine's cores, at least 4. More queries at
   * once than cores only makes each of them slower (README, Performance).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * PostgreSQL streaming replicas (hot standbys of DATABASE_URL), comma-separated: lists,
   * searches, exports, dashboards and the palette read from them. Unset: every read on the primary.
   */
  DATABASE_REPLICA_URLS: z.string().optional(),
  /** A replica whose replay is further behind the primary than this is skipped until it catches up. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** After a staff member's write, how long their read waits for a replica to replay it before the primary answers. */
  DATABASE_REPLICA_WAIT_MS: z.coerce.number().int().min(0).max(5000).default(100),
  /**
   * Proxies in front of this server whose X-Forwarded-For / -Proto / -Host count: `true` (all),
   * or addresses and CIDR ranges, comma-separated. Unset: none (clients connect directly).
   */
  TRUST_PROXY: z.string().optional(),
  /** Bearer token for GET /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(24).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  PRODUCT_KEY: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .default('sf'),
  PRODUCT_NAME: z.string().min(1).default('SF'),
  COOKIE_SECURE: bool.optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Staff roles that must set up a second factor (comma-separated); '' for none. */
  MFA_REQUIRED_ROLES: z
    .string()
    .regex(/^\s*((SU|ADMIN)\s*(,\s*(SU|ADMIN)\s*)*)?$/i, 'comma-separated SU, ADMIN, or empty')
    .optional(),
  /** Single sign-on with OpenID Connect: on when the issuer, client id and secret are all set. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The email domains whose staff may sign in with SSO (comma-separated); '' for any. */
  OIDC_ALLOWED_DOMAINS: z.string().default(''),
  /** A verified email with no staff account becomes one with this role; unset: refused. */
  OIDC_AUTO_PROVISION: z.enum(['ADMIN', 'SU']).optional(),
  /** The provider's own multi-factor sign-in (its `amr` claim) stands for the second factor. */
  OIDC_TRUST_IDP_MFA: bool.default(false),
  /** Signs file URLs and keys OTP hashes (not the onboarding webhook: its own secret); random per start when unset. */
  APP_SECRET: z.string().min(32).optional(),
  FILES_DIR: z.string().optional(),
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Files in an S3-compatible bucket instead of FILES_DIR: on when S3_BUCKET is set. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** MinIO, R2, Ceph...; unset: AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Unset: the AWS SDK's own chain (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Where public links (signed file URLs) point; default: relative to this server. */
  PUBLIC_URL: z.string().optional(),
  /**
   * Where short links point (`{SHORT_URL_BASE}/s/{slug}`), e.g. a short domain served by this
   * server; default PUBLIC_URL, else the address the console was reached at.
   */
  SHORT_URL_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** Digio signs its webhooks with this; default: derived from APP_SECRET (built-in provider). */
  DIGIO_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Payments: the gateway's webhook secret (default: derived from APP_SECRET) and the seller on invoices. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  COMPANY_NAME: z.string().min(1).default('Switchboard Telecom Pvt Ltd'),
  COMPANY_GSTIN: z.string().default('27AAACS1234A1Z5'),
  COMPANY_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/)
    .default('27'),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9-]{1,10}$/)
    .default('SB'),
  /** The telephony switch sends CDRs to /api/call-history/ingest with this key; ingest is off without it. */
  INGEST_API_KEY: z.string().min(24).optional(),
  APP_API_KEY: z.string().min(24).optional(),
  /**
   * Where an invited user joins (the product app's page); the invite SMS carries a short link
   * to it with `?phone=…&org_id=…`. Unset: the SMS has no link.
   */
  INVITE_LINK_URL: z.url({ protocol: /^https?$/ }).optional(),
  REMINDER_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How often each instance starts due campaigns and sends a round of them (0: never). */
  CAMPAIGN_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** An ADMIN's campaign to more recipients than this waits for a Super User's approval. */
  CAMPAIGN_APPROVAL_LIMIT: z.coerce.number().int().min(0).default(ADMIN_CAMPAIGN_LIMIT),
  /** Days a call's recording (and its transcript) is kept; then the retention job removes it. */
  RETENTION_RECORDING_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(retentionDays.callRecordings),
  /** Days the IP address of an app sign-in or a session is kept. */
  RETENTION_SIGN_IN_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(retentionDays.signInAddresses),
  /** Days a short-link visit keeps its visitor hash linkable. */
  RETENTION_LINK_VISIT_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(retentionDays.linkVisits),
  /** Days a sent, failed or cancelled outbox message keeps its body (text, subject, data). */
  RETENTION_OUTBOX_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(retentionDays.outboxBodies),
  /** Rows the retention job changes per statement (and transaction), batch after batch. */
  RETENTION_BATCH_ROWS: z.coerce.number().int().min(1).max(100_000).default(5000),
  /** Hours between two runs of the retention job (one instance runs it). */
  RETENTION_EVERY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** A released VoIP number rests this many days before it can be assigned again. */
  NUMBER_QUARANTINE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Where the onboarding webhook is POSTed when an org is onboarded; off when unset. */
  ONBOARDING_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Signs the onboarding webhook; the receiver holds the same value. Its own secret, so sharing
   * it never exposes APP_SECRET (file URLs, OTP hashes). Required with ONBOARDING_WEBHOOK_URL.
   */
  ONBOARDING_WEBHOOK_SECRET: z.string().min(32).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** DATABASE_REPLICA_URLS and its bounds; null: none (always with PGlite). */
  databaseReplicas: { urls: string[]; maxLagMs: number; waitMs: number } | null;
  logLevel: string;
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  product: { key: string; name: string };
  cookieSecure: boolean;
  sessionTtlMs: number;
  corsOrigins: string[];
  bodyLimit: number;
  /** Fastify's `trustProxy`: false (default), true, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | string[];
  /** GET /metrics is served only to this bearer token; off when unset. */
  metricsToken: string | undefined;
  login: { maxPerAccount: number; maxPerIp: number; windowMs: number };
  /** Roles whose sessions may do nothing but set up a second factor until they have one. */
  mfaRequiredRoles: string[];
  appSecret: string;
  /** Single sign-on; undefined when not configured. */
  oidc: OidcSettings | undefined;
  files: { dir: string; maxBytes: number; s3: S3Settings | undefined };
  publicUrl: string;
  /** Short links: their base ('' = the request's own origin) and the key of visitor hashes. */
  shortUrls: { base: string; visitorKey: string };
  ingestApiKey: string | undefined;
  /** The product app's key for the app API (customers), sent as x-api-key. */
  appApiKey: string | undefined;
  /** The product app's join page the invite SMS links to (short link); undefined: no link. */
  inviteLinkUrl: string | undefined;
  /** How often each instance looks for reminders that fell due (0: never, as in tests). */
  reminderCheckMs: number;
  /** How often each instance runs the campaign sender (0: never, as in tests). */
  campaignCheckMs: number;
  campaignApprovalLimit: number;
  numberQuarantineDays: number;
  /** The retention job: the data map's periods as configured, and how often it runs. */
  retention: RetentionSettings;
  billing: {
    webhookSecret: string;
    companyName: string;
    companyGstin: string;
    companyStateCode: string;
    invoicePrefix: string;
  };
  digio: { webhookSecret: string };
  /** On only with both a URL and its secret. */
  onboardingWebhook: { url: string; secret: string } | undefined;
  /** The outbound providers; a channel left undefined runs in the sandbox. */
  providers: ProviderSettings;
};

export type RetentionSettings = {
  recordingDays: number;
  signInDays: number;
  linkVisitDays: number;
  /** Days a finished outbox message keeps its body. */
  outboxDays: number;
  /** Rows per statement and transaction. */
  batchRows: number;
  everyHours: number;
};

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset: the AWS SDK finds credentials itself. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

type Env = z.infer<typeof envSchema>;

/** S3 is on only with a bucket; half a setting is a mistake to report at start, not at the first upload. */
function s3Settings(e: Env): S3Settings | undefined {
  const problems: string[] = [];
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: required when other S3_ settings are set');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case email domains allowed to sign in with SSO; empty: any the provider vouches for. */
  allowedDomains: string[];
  autoProvision: 'ADMIN' | 'SU' | undefined;
  trustIdpMfa: boolean;
};

/** SSO is on with its issuer, client id and secret; a part of them alone is reported at start. */
function oidcSettings(e: Env): OidcSettings | undefined {
  const parts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (parts.every((p) => !p)) return undefined;
  if (!parts.every(Boolean)) {
    throw new Error(
      'Invalid environment: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three or none',
    );
  }
  return {
    issuer: e.OIDC_ISSUER!,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET!,
    allowedDomains: e.OIDC_ALLOWED_DOMAINS.split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    autoProvision: e.OIDC_AUTO_PROVISION,
    trustIdpMfa: e.OIDC_TRUST_IDP_MFA,
  };
}

/**
 * The onboarding webhook goes out signed with a secret the receiver knows: a secret made up at
 * start would change on every restart, so a URL without one is a mistake to report now.
 */
function onboardingWebhook(e: Env): Config['onboardingWebhook'] {
  if (!e.ONBOARDING_WEBHOOK_URL) return undefined;
  if (!e.ONBOARDING_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment: ONBOARDING_WEBHOOK_SECRET: required when ONBOARDING_WEBHOOK_URL is set',
    );
  }
  return { url: e.ONBOARDING_WEBHOOK_URL, secret: e.ONBOARDING_WEBHOOK_SECRET };
}

/** The keywords proxy-addr knows beside addresses and CIDR ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it. A mistyped value is refused at start: read as
 * an address it would silently trust nobody, read as `true` everybody (spoofable client IPs in
 * the audit log and the login rate limit). A number of hops is refused too: Fastify 5.12
 * dropped it (it trusts whatever a client that reaches the server directly claims), so it would
 * quietly trust nobody; name the proxies' addresses or their private range instead.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `Invalid environment: TRUST_PROXY: a number of hops is not trusted (Fastify cannot check the proxy it names); give the proxies' addresses or CIDR ranges, e.g. 10.0.0.0/8, or uniquelocal`,
    );
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_KEYWORDS.has(entry)) return false;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (version === 4 ? 32 : 128);
  });
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `Invalid environment: TRUST_PROXY: expected true, false, or addresses and CIDR ranges (not ${bad.join(', ') || text})`,
    );
  }
  return entries;
}

/** DATABASE_REPLICA_URLS: PostgreSQL URLs, and only beside a PostgreSQL DATABASE_URL. */
function replicaSettings(e: z.infer<typeof envSchema>): Config['databaseReplicas'] {
  const urls = (e.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (urls.length === 0) return null;
  if (!e.DATABASE_URL) {
    throw new Error(
      'Invalid environment: DATABASE_REPLICA_URLS: replicas need a PostgreSQL primary in DATABASE_URL; the embedded PGlite database has none (unset DATABASE_REPLICA_URLS, or set DATABASE_URL)',
    );
  }
  const bad = urls.filter((url) => !/^postgres(ql)?:\/\//.test(url));
  if (bad.length > 0) {
    throw new Error(
      `Invalid environment: DATABASE_REPLICA_URLS: expected postgres:// URLs, comma-separated (${bad.length} ${bad.length === 1 ? 'is' : 'are'} not)`,
    );
  }
  return { urls, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS, waitMs: e.DATABASE_REPLICA_WAIT_MS };
}

/** Environment -> typed config, in one place, with defaults that just work on a fresh machine. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  const e = parsed.data;
  const appSecret = e.APP_SECRET ?? randomBytes(32).toString('hex');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.max(4, 2 * availableParallelism()),
    databaseReplicas: replicaSettings(e),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    product: { key: e.PRODUCT_KEY, name: e.PRODUCT_NAME },
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN || undefined,
    login: {
      maxPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    // The demo's shared accounts sign in with a password alone unless told otherwise.
    mfaRequiredRoles: (e.MFA_REQUIRED_ROLES ?? (e.SEED_DEMO ? '' : 'SU'))
      .split(',')
      .map((r) => r.trim().toUpperCase())
      .filter(Boolean),
    appSecret,
    oidc: oidcSettings(e),
    files: {
      dir: resolve(e.FILES_DIR ?? join(e.DATA_DIR, 'files')),
      maxBytes: e.FILE_MAX_BYTES,
      s3: s3Settings(e),
    },
    publicUrl: (e.PUBLIC_URL ?? '').replace(/\/$/, ''),
    shortUrls: {
      base: (e.SHORT_URL_BASE ?? e.PUBLIC_URL ?? '').replace(/\/$/, ''),
      visitorKey: createHmac('sha256', appSecret).update('short-url-visitor').digest('hex'),
    },
    ingestApiKey: e.INGEST_API_KEY,
    inviteLinkUrl: e.INVITE_LINK_URL,
    appApiKey: e.APP_API_KEY,
    reminderCheckMs: e.REMINDER_CHECK_MS,
    campaignCheckMs: e.CAMPAIGN_CHECK_MS,
    campaignApprovalLimit: e.CAMPAIGN_APPROVAL_LIMIT,
    numberQuarantineDays: e.NUMBER_QUARANTINE_DAYS,
    retention: {
      recordingDays: e.RETENTION_RECORDING_DAYS,
      signInDays: e.RETENTION_SIGN_IN_DAYS,
      linkVisitDays: e.RETENTION_LINK_VISIT_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      batchRows: e.RETENTION_BATCH_ROWS,
      everyHours: e.RETENTION_EVERY_HOURS,
    },
    billing: {
      webhookSecret:
        e.PAYMENT_WEBHOOK_SECRET ??
        createHmac('sha256', appSecret).update('payment-webhook').digest('hex'),
      companyName: e.COMPANY_NAME,
      companyGstin: e.COMPANY_GSTIN,
      companyStateCode: e.COMPANY_STATE_CODE,
      invoicePrefix: e.INVOICE_PREFIX,
    },
    digio: {
      webhookSecret:
        e.DIGIO_WEBHOOK_SECRET ??
        createHmac('sha256', appSecret).update('digio-webhook').digest('hex'),
    },
    onboardingWebhook: onboardingWebhook(e),
    providers: providerSettings(e),
  };
}
