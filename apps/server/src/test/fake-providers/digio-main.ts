import { startDigio } from './providers';

// The fake Digio as its own process, for Playwright (e2e/start-server.mjs): it listens on
// FAKE_DIGIO_PORT and answers Digio's REST API (KYC requests, PDFs to sign, their download).
// Digio's webhooks are played by the spec itself (e2e/tests/digio-webhooks.ts).
const fake = await startDigio(Number(process.env.FAKE_DIGIO_PORT ?? 4182));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
