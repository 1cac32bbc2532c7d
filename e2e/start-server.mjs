// Starts the built server on a fresh, empty data folder so every e2e run begins from the
// same seeded demo data, and removes the folder when Playwright stops the server. With
// `--first-day` it starts as a company's first production start instead: no demo data
// (SEED_DEMO=false), only reference data and the ADMIN_EMAIL admin, on E2E_FIRST_DAY_PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INGEST_KEY = 'e2e-switch-ingest-key-0123456789abcdef';
export const APP_KEY = 'e2e-product-app-key-0123456789abcdef';
export const PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-'));
const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

// The same admin as tests/helpers.ts FIRST_DAY_ADMIN.
const FIRST_DAY_ADMIN = { email: 'owner@firstday.test', password: 'First-day!2026' };
const firstDay = process.argv.includes('--first-day');
const port = firstDay
  ? (process.env.E2E_FIRST_DAY_PORT ?? '4174')
  : (process.env.E2E_PORT ?? '4173');

// The first day's company has WhatsApp at a BSP: a local fake speaking the Cloud API, which
// reports each message it takes (sent, delivered, read) to this server's signed webhook.
export const BSP_PORT = process.env.E2E_BSP_PORT ?? '4175';
const BSP_SECRET = 'e2e-whatsapp-app-secret-0123456789';
const bsp = firstDay
  ? spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(
          new URL('../apps/server/src/test/fake-providers/whatsapp-bsp-main.ts', import.meta.url),
        ),
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          FAKE_BSP_PORT: BSP_PORT,
          FAKE_BSP_WEBHOOK: `http://127.0.0.1:${port}/api/providers/whatsapp/webhook`,
          FAKE_BSP_SECRET: BSP_SECRET,
        },
      },
    )
  : null;
// And KYC at Digio: a local fake of Digio's REST API (KYC requests, PDFs to sign and their
// download); specs play Digio's webhooks (tests/digio-webhooks.ts) with DIGIO_WEBHOOK_SECRET.
export const DIGIO_WEBHOOK_SECRET = 'e2e-digio-webhook-secret-0123456789';
// fetch refuses the ports its standard blocks (https://fetch.spec.whatwg.org/#port-blocking),
// answering "bad port": with BSP + 5 the second worker's Digio sat on 4190 and every call to it
// failed. A port the server calls goes through fetchablePort.
const BLOCKED_BY_FETCH = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);
function fetchablePort(port) {
  if (BLOCKED_BY_FETCH.has(port))
    throw new Error(`Port ${port} is blocked by fetch: choose another E2E_BSP_PORT`);
  return String(port);
}
const DIGIO_PORT = fetchablePort(Number(BSP_PORT) + 7);
const digio = firstDay
  ? spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(
          new URL('../apps/server/src/test/fake-providers/digio-main.ts', import.meta.url),
        ),
      ],
      { stdio: 'inherit', env: { ...process.env, FAKE_DIGIO_PORT: DIGIO_PORT } },
    )
  : null;
const kyc = firstDay
  ? {
      DIGIO_CLIENT_ID: 'digio-test-client',
      DIGIO_CLIENT_SECRET: 'digio-test-secret',
      DIGIO_KYC_TEMPLATE: 'SWITCHBOARD_KYC',
      DIGIO_BASE_URL: `http://127.0.0.1:${DIGIO_PORT}`,
      DIGIO_WEBHOOK_SECRET,
    }
  : {};
// And single sign-on at a local OpenID provider (oidc-provider) that asks for the work email.
const OIDC_PORT = fetchablePort(Number(BSP_PORT) + 6);
const oidcProvider = firstDay
  ? spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(
          new URL(
            '../apps/server/src/test/fake-providers/openid-provider-main.ts',
            import.meta.url,
          ),
        ),
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          FAKE_OIDC_PORT: OIDC_PORT,
          FAKE_OIDC_REDIRECT: `http://127.0.0.1:${port}/api/auth/oidc/callback`,
        },
      },
    )
  : null;
const sso = firstDay
  ? {
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      OIDC_CLIENT_ID: 'switchboard-console',
      OIDC_CLIENT_SECRET: 'local-provider-secret-for-tests-only',
    }
  : {};
const whatsapp = firstDay
  ? {
      WHATSAPP_API_URL: `http://127.0.0.1:${BSP_PORT}`,
      WHATSAPP_TOKEN: 'whatsapp-test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_APP_SECRET: BSP_SECRET,
    }
  : {};

const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: firstDay ? 'false' : 'true',
    ...(firstDay
      ? { ADMIN_EMAIL: FIRST_DAY_ADMIN.email, ADMIN_PASSWORD: FIRST_DAY_ADMIN.password }
      : {}),
    LOG_LEVEL: 'warn',
    // Specs that are not about the second factor sign in with a password alone (the first-day
    // server would otherwise ask its SU to set one up: MFA_REQUIRED_ROLES defaults to SU there).
    MFA_REQUIRED_ROLES: '',
    // Every spec logs in from 127.0.0.1: the per-address login limit would stop the suite.
    // The per-account limit (and its API test) stays as in production.
    LOGIN_MAX_PER_IP: '100000',
    // Failures count per account and address, successes never: the throttling test's own.
    LOGIN_MAX_PER_ACCOUNT: '10',
    // The switch's key: specs play the switch (presence events, CDRs) with it.
    INGEST_API_KEY: INGEST_KEY,
    // The product app's key: specs play the app (customers) with it.
    APP_API_KEY: APP_KEY,
    // Specs play Razorpay's webhook (gateway events on a payment's drawer) with this secret.
    PAYMENT_WEBHOOK_SECRET: PAYMENT_WEBHOOK_SECRET,
    // The campaign sender looks every second, so a spec watches a campaign send.
    CAMPAIGN_CHECK_MS: '1000',
    // The switch is configured but down (nothing listens on port 65531): its requests fail at the
    // first try, so the Outbox spec can retry and cancel a failed message. Every other channel
    // runs in its sandbox, as the demo does.
    SWITCH_API_URL: 'http://127.0.0.1:65531',
    SWITCH_API_KEY: 'e2e-switch-api-key-0123456789abcdef',
    DELIVERY_MAX_ATTEMPTS: '1',
    DELIVERY_INTERVAL_MS: '200',
    ...whatsapp,
    ...kyc,
    ...sso,
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    bsp?.kill(signal);
    digio?.kill(signal);
    oidcProvider?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  bsp?.kill('SIGTERM');
  digio?.kill('SIGTERM');
  oidcProvider?.kill('SIGTERM');
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
