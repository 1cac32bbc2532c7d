import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, demoStaff, seedDemo } from './db/seed/demo';
import { seedKycDocuments } from './db/seed/kyc-demo';
import { ensureAdminFromEnv } from './db/seed/staff';
import { openDatabase } from './platform/db/client';
import { webDistDir } from './paths';
import { createWebhookDispatcher } from './platform/providers/webhook-dispatcher';

/** Reads config, migrates, seeds demo data on an empty database, listens, shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  await ensureAdminFromEnv(database.db, config);
  const seeded = config.seedDemo ? await seedDemo(database.db) : null;

  const app = await buildApp({ config, database, webDist: webDistDir });
  // Delivers and retries outgoing webhooks (onboarding) recorded in the outbox.
  const webhooks = createWebhookDispatcher({ db: database.db, secret: config.onboardingWebhook?.secret, log: app.log });
  webhooks.start();
  // Demo KYC documents are files: they are written once the file service exists.
  if (seeded) await seedKycDocuments(database.db, app.files);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await webhooks.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `  Switchboard console: ${where}`,
    `  API docs:            ${where}/api/docs`,
    `  Database:            ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    const when = seeded ? 'just seeded' : 'seeded on the first start';
    lines.push(`  Demo logins (${when}; password for all: ${DEMO_PASSWORD}):`);
    for (const s of demoStaff) lines.push(`    ${s.role.padEnd(6)} ${s.email}${s.role === 'AGENT' ? '  (refused: not a console role)' : ''}`);
  }
  if (config.admin) lines.push(`  Admin from ADMIN_EMAIL: ${config.admin.email}`);
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
