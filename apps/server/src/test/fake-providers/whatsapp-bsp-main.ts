import { startWhatsAppBsp } from './whatsapp-bsp';

// The fake BSP as its own process, for Playwright (e2e/start-server.mjs): it listens on
// FAKE_BSP_PORT and reports to FAKE_BSP_WEBHOOK signed with FAKE_BSP_SECRET.
const fake = await startWhatsAppBsp({
  port: Number(process.env.FAKE_BSP_PORT ?? 4175),
  webhook: {
    url: process.env.FAKE_BSP_WEBHOOK ?? 'http://127.0.0.1:4174/api/providers/whatsapp/webhook',
    appSecret: process.env.FAKE_BSP_SECRET ?? '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
