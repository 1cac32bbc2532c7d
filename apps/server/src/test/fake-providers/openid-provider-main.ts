import { startOpenIdProvider } from '../openid-provider';

// The local OpenID provider as its own process, for Playwright (e2e/start-server.mjs): it
// listens on FAKE_OIDC_PORT, lets FAKE_OIDC_REDIRECT come back, and asks for the work email
// on its own sign-in page, as a company's provider would.
const provider = await startOpenIdProvider([process.env.FAKE_OIDC_REDIRECT ?? ''], {
  port: Number(process.env.FAKE_OIDC_PORT ?? 4181),
  askInBrowser: true,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
