import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider, an OpenID-certified implementation) on 127.0.0.1, for
 * single sign-on tests: discovery, PKCE, signed ID tokens and single-use codes are its own, not
 * an imitation. Its login step signs in whoever the test names next (`signInAs`), with the
 * authentication methods (`amr`) the test gives; consent is granted for this first-party client.
 */

export type ProviderAccount = {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  amr?: string[];
};

async function text(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export type LocalOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login step signs in. */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
};

/**
 * `port` 0: any free one. `askInBrowser`: the login step is a form asking for the email (a
 * browser test signs in as a person would); otherwise it signs in the account `signInAs` named.
 */
export async function startOpenIdProvider(
  redirectUris: string[],
  { port = 0, askInBrowser = false }: { port?: number; askInBrowser?: boolean } = {},
): Promise<LocalOpenIdProvider> {
  const clientId = 'switchboard-console';
  const clientSecret = 'local-provider-secret-for-tests-only';
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount = { email: 'nobody@example.test' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      // How the person signed in (RFC 8176), in every ID token, as Entra ID and Okta send it.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['local-provider-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName,
            family_name: account.familyName,
          };
        },
      };
    },
    // A first-party client: the staff member is never asked to consent to it.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handle = provider.callback();
  const finish = (req: IncomingMessage, res: ServerResponse, account: ProviderAccount) => {
    const sub = `sub-${account.email}`;
    accounts.set(sub, account);
    return provider.interactionFinished(req, res, {
      login: { accountId: sub, amr: account.amr ?? ['pwd'] },
    });
  };
  const loginStep = async (req: IncomingMessage, res: ServerResponse) => {
    if (!askInBrowser) return finish(req, res, next);
    if (req.method === 'POST') {
      const form = new URLSearchParams(await text(req));
      return finish(req, res, { email: form.get('email') ?? '' });
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><title>Company sign-in</title><main><h1>Company sign-in</h1>` +
        `<form method="post"><label>Work email <input name="email" type="email" required></label>` +
        `<button type="submit">Continue</button></form></main></html>`,
    );
  };
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    loginStep(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
