import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/auth';
import { upsertStaffUser } from '../../../seed/staff';
import { TEST_PASSWORD, useTestApp, type TestClient } from '../../../test/app';
import {
  startOpenIdProvider,
  type LocalOpenIdProvider,
  type ProviderAccount,
} from '../../../test/openid-provider';

// Single sign-on against a real OpenID provider on this machine (oidc-provider), the console
// reached at PUBLIC_URL: its callback is the redirect URI registered with the provider.
const CONSOLE = 'http://console.test';
let idp: LocalOpenIdProvider;

beforeAll(async () => {
  idp = await startOpenIdProvider([`${CONSOLE}/api/auth/oidc/callback`]);
});
afterAll(() => idp?.close());

const app = useTestApp(() => ({
  PUBLIC_URL: CONSOLE,
  OIDC_ISSUER: idp.issuer,
  OIDC_CLIENT_ID: idp.clientId,
  OIDC_CLIENT_SECRET: idp.clientSecret,
  OIDC_ALLOWED_DOMAINS: 'staff.test, @partner.test',
  OIDC_TRUST_IDP_MFA: 'true',
}));

/** The browser's leg at the provider: follows its redirects, keeping its cookies. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let at = start;
  for (let hop = 0; hop < 10; hop += 1) {
    const answer = await fetch(at, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    const location = answer.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped at ${answer.status}: ${await answer.text()}`);
    const next = new URL(location, at);
    if (next.origin === CONSOLE) return next;
    at = next.href;
  }
  throw new Error('too many redirects at the provider');
}

/** Signs in with SSO as `account`; answers where the console sent the browser at the end. */
async function ssoSignIn(client: TestClient, account: ProviderAccount) {
  idp.signInAs(account);
  const started = await client.get('/api/auth/oidc/start');
  expect(started.statusCode).toBe(302);
  const authorize = new URL(started.headers.location as string);
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const back = await throughProvider(authorize.href);
  expect(back.pathname).toBe('/api/auth/oidc/callback');
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.statusCode).toBe(302);
  return {
    landing: callback.headers.location as string,
    callbackPath: `${back.pathname}${back.search}`,
  };
}

let counter = 0;
async function staffMember(role: 'ADMIN' | 'SU' = 'ADMIN', domain = 'staff.test') {
  counter += 1;
  const email = `sso${counter}@${domain}`;
  const userId = await upsertStaffUser(app.ctx.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'S',
    lastName: 'O',
    role,
  });
  return { email, userId };
}

describe('single sign-on with OpenID Connect', () => {
  it('tells the login page that SSO is on', async () => {
    const config = await app.ctx.client().get('/api/config');
    expect(config.json().data.sso).toBe(true);
  });

  it('signs a staff member in by verified email, audited as an OIDC login', async () => {
    const { email, userId } = await staffMember();
    const client = app.ctx.client();
    const { landing } = await ssoSignIn(client, { email: email.toUpperCase() });
    expect(landing).toBe('/login?sso=done');
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: userId, email, role: 'ADMIN' });
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.subjectId, String(userId))));
    expect(entry?.summary).toMatchObject({ method: 'oidc' });
  });

  it('refuses a replayed callback: the code and the checks are spent', async () => {
    const { email } = await staffMember();
    const client = app.ctx.client();
    const { callbackPath } = await ssoSignIn(client, { email });
    const replay = await app.ctx.client().get(callbackPath);
    expect(replay.headers.location).toBe('/login?sso_error=expired');
    const again = await client.get(callbackPath);
    expect(again.headers.location).toBe('/login?sso_error=expired');
  });

  it('refuses an unverified email, a domain not allowed, and nobody it knows', async () => {
    const { email } = await staffMember();
    expect((await ssoSignIn(app.ctx.client(), { email, emailVerified: false })).landing).toBe(
      '/login?sso_error=email_unverified',
    );
    const outsider = await staffMember('ADMIN', 'elsewhere.test');
    expect((await ssoSignIn(app.ctx.client(), { email: outsider.email })).landing).toBe(
      '/login?sso_error=domain_not_allowed',
    );
    const stranger = 'stranger@partner.test';
    expect((await ssoSignIn(app.ctx.client(), { email: stranger })).landing).toBe(
      '/login?sso_error=no_account',
    );
    // SSO alone creates nobody.
    const created = await app.ctx.db.select().from(users).where(eq(users.email, stranger));
    expect(created).toHaveLength(0);
  });

  it('refuses a deactivated staff member', async () => {
    const { email, userId } = await staffMember();
    await app.ctx.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, userId));
    const client = app.ctx.client();
    expect((await ssoSignIn(client, { email })).landing).toBe('/login?sso_error=deactivated');
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it("asks for the code of a second factor unless the provider's own MFA stands for it", async () => {
    const { email } = await staffMember();
    const client = app.ctx.client();
    await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    const setup = (await client.post('/api/auth/totp/setup')).json().data;
    const code = (at: number) =>
      new TOTP({ secret: Secret.fromBase32(setup.secret), period: 30 }).generate({ timestamp: at });
    await client.post('/api/auth/totp/confirm', { secret: setup.secret, code: code(Date.now()) });

    // A password at the provider: the console's own second step follows.
    const browser = app.ctx.client();
    expect((await ssoSignIn(browser, { email, amr: ['pwd'] })).landing).toBe(
      '/login?sso=code&methods=TOTP',
    );
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    const finished = await browser.post('/api/auth/login/code', {
      code: code(Date.now() + 30_000),
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.email).toBe(email);

    // The provider's own one-time code (amr otp), trusted here: no second step.
    const trusted = app.ctx.client();
    expect((await ssoSignIn(trusted, { email, amr: ['pwd', 'otp'] })).landing).toBe(
      '/login?sso=done',
    );
    expect((await trusted.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('single sign-on when it is not configured', () => {
  const plain = useTestApp({}, { su: false });

  it('says so on the config and sends the browser back to the login page', async () => {
    const client = plain.ctx.client();
    expect((await client.get('/api/config')).json().data.sso).toBe(false);
    const started = await client.get('/api/auth/oidc/start');
    expect(started.statusCode).toBe(302);
    expect(started.headers.location).toBe('/login?sso_error=not_configured');
  });
});

describe('single sign-on with OIDC_AUTO_PROVISION', () => {
  const provisioning = useTestApp(
    () => ({
      PUBLIC_URL: CONSOLE,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_AUTO_PROVISION: 'ADMIN',
    }),
    { su: false },
  );

  it('creates a verified newcomer as an ADMIN without a password, audited', async () => {
    idp.signInAs({ email: 'newcomer@staff.test', givenName: 'Neha', familyName: 'Iyer' });
    const client = provisioning.ctx.client();
    const started = await client.get('/api/auth/oidc/start');
    const back = await throughProvider(started.headers.location as string);
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.headers.location).toBe('/login?sso=done');
    const me = (await client.get('/api/auth/me')).json().data;
    expect(me).toMatchObject({ email: 'newcomer@staff.test', first_name: 'Neha', role: 'ADMIN' });
    const [row] = await provisioning.ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.passwordHash).toBeNull();
    const [entry] = await provisioning.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.provisioned_by_sso'));
    expect(entry?.subjectId).toBe(String(me.id));
  });
});
