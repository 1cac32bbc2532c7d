import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { isConsoleRole } from '@switchboard/contract/roles';
import type { SsoRefusal } from '@switchboard/contract/auth';
import type { OidcSettings } from '../../../config';
import { audit } from '../../../platform/audit/audit';
import { insertStaffUser } from '../staff/repository';
import { consoleOrigin } from '../staff/service';
import { findUserByEmail } from '../repository';
import { openSession, secondFactorMethods } from '../service';
import { startChallenge } from '../totp/service';

/**
 * Single sign-on with the company's OpenID provider: the authorization code flow with PKCE,
 * state and nonce (openid-client checks the ID token's issuer, audience, signature and nonce).
 * A staff member is matched by a verified email; SSO creates nobody unless OIDC_AUTO_PROVISION
 * names a role. What the browser carries between the two legs (verifier, state, nonce) sits in
 * a short-lived cookie signed with APP_SECRET, so any instance can finish what another began.
 */

export const SSO_COOKIE = 'sb_sso';
export const SSO_COOKIE_PATH = '/api/auth/oidc';
export const SSO_TTL_MS = 10 * 60_000;
export const CALLBACK_PATH = '/api/auth/oidc/callback';

/** `amr` values (RFC 8176) that say the provider checked more than a password. */
const MFA_METHODS = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'fpt', 'face', 'iris', 'retina']);

/** A refusal the login page words (contract `SsoRefusal`); the reason goes in its address. */
export class SsoRefused extends Error {
  constructor(readonly reason: SsoRefusal) {
    super(`single sign-on refused: ${reason}`);
  }
}

/** Discovery once per issuer and process; a failed one is tried again by the next sign-in. */
const discovered = new Map<string, Promise<client.Configuration>>();

function configurationOf(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(settings.issuer);
    // Plain http only for a provider on this machine (tests, a local provider), never beyond.
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    // client_secret_basic: the method OpenID Connect registers a client with by default.
    found = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      loopback ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

type Pending = { verifier: string; state: string; nonce: string; expires: number };

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`sso:${body}`).digest('base64url');

function sealPending(secret: string, pending: Pending): string {
  const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

function openPending(secret: string, sealed: string | undefined): Pending {
  const [body = '', mac = ''] = (sealed ?? '').split('.');
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (!body || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new SsoRefused('expired');
  }
  const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as Pending;
  if (pending.expires < Date.now()) throw new SsoRefused('expired');
  return pending;
}

function settingsOf(request: FastifyRequest): OidcSettings {
  const { oidc } = request.server.config;
  if (!oidc) throw new SsoRefused('not_configured');
  return oidc;
}

/** The provider's authorization address and the sealed checks the callback needs. */
export async function startSso(request: FastifyRequest): Promise<{ url: string; sealed: string }> {
  const settings = settingsOf(request);
  const configuration = await configurationOf(settings).catch((error: unknown) => {
    request.log.warn({ err: error }, 'OpenID provider discovery failed');
    throw new SsoRefused('provider_unreachable');
  });
  const pending: Pending = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    expires: Date.now() + SSO_TTL_MS,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${consoleOrigin(request)}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.href, sealed: sealPending(request.server.config.appSecret, pending) };
}

type Claims = { email: string; givenName: string; familyName: string; amr: string[] };

/** Exchanges the code (PKCE, state, nonce checked) and reads the verified email and `amr`. */
async function exchange(request: FastifyRequest, sealed: string | undefined): Promise<Claims> {
  const settings = settingsOf(request);
  const pending = openPending(request.server.config.appSecret, sealed);
  const query = request.query as Record<string, string | undefined>;
  if (query.error) throw new SsoRefused('provider_refused');
  const configuration = await configurationOf(settings);
  const current = new URL(`${consoleOrigin(request)}${request.url}`);
  const tokens = await client
    .authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
    .catch((error: unknown) => {
      // No token or claim in the log: what failed is enough to look into it.
      request.log.warn({ err: (error as Error).message }, 'SSO code exchange refused');
      throw new SsoRefused('provider_refused');
    });
  const idToken = tokens.claims();
  // The ID token says who signed in and how (amr); the email may come from UserInfo only
  // (OpenID Connect returns scope claims there when an access token is issued).
  const userInfo = idToken
    ? await client
        .fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        .catch((error: unknown) => {
          request.log.warn({ err: (error as Error).message }, 'SSO userinfo refused');
          throw new SsoRefused('provider_refused');
        })
    : undefined;
  const claims = { ...userInfo, ...idToken };
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) throw new SsoRefused('email_unverified');
  const domain = email.split('@')[1] ?? '';
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    throw new SsoRefused('domain_not_allowed');
  }
  return {
    email,
    givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
    familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
    amr: Array.isArray(claims.amr) ? claims.amr.map(String) : [],
  };
}

/** The staff member the provider vouched for, created first when auto-provisioning is on. */
async function staffMemberOf(request: FastifyRequest, claims: Claims) {
  const { db } = request.server;
  const found = await findUserByEmail(db, claims.email);
  if (found) return found;
  const role = request.server.config.oidc?.autoProvision;
  if (!role) throw new SsoRefused('no_account');
  return db.transaction(async (tx) => {
    const created = await insertStaffUser(tx, {
      email: claims.email,
      firstName: claims.givenName || claims.email.split('@')[0]!,
      lastName: claims.familyName,
      role,
      passwordHash: null,
    });
    await audit(
      tx,
      { actorId: created.id, ip: request.ip },
      {
        action: 'staff.provisioned_by_sso',
        subjectType: 'User',
        subjectId: created.id,
        summary: { role, issuer: request.server.config.oidc?.issuer },
      },
    );
    return created;
  });
}

export type SsoOutcome =
  | { kind: 'signed-in'; signedIn: Awaited<ReturnType<typeof openSession>> }
  | { kind: 'code'; challenge: { token: string; expiresAt: Date }; methods: string[] };

/**
 * The callback's work: a session, or (for a staff member with a second factor the provider
 * did not stand for) the same challenge a password sign-in meets, with the methods to offer.
 */
export async function finishSso(
  request: FastifyRequest,
  sealed: string | undefined,
): Promise<SsoOutcome> {
  const claims = await exchange(request, sealed);
  const user = await staffMemberOf(request, claims);
  if (user.status !== 'ACTIVE') throw new SsoRefused('deactivated');
  if (!isConsoleRole(user.role)) throw new SsoRefused('no_account');
  const idpMfa =
    request.server.config.oidc?.trustIdpMfa === true && claims.amr.some((m) => MFA_METHODS.has(m));
  const methods = idpMfa ? [] : await secondFactorMethods(request.server.db, user);
  if (methods.length > 0) {
    return { kind: 'code', challenge: await startChallenge(request.server.db, user.id), methods };
  }
  const signedIn = await openSession(request, user, {
    method: 'oidc',
    ...(idpMfa ? { second_factor: 'idp', amr: claims.amr } : {}),
  });
  return { kind: 'signed-in', signedIn };
}
