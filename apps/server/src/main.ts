import { buildApp } from './app';
import { loadConfig } from './config';
import { seedGrowthDemo } from './seed/growth-demo';
import { seedKycDocuments } from './seed/kyc-demo';
import { openDatabase } from './platform/db/client';
import { webDistDir } from './paths';
import { createDeliveryWorker } from './platform/providers/delivery/worker';
import { channelModes } from './platform/providers/registry';
import { listeningAt, prepareDatabase, startBanner, stopGracefully } from './start';

/** Reads config, migrates, seeds demo data on an empty database, listens, shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists once the app does; a connection lost before then is replaced quietly.
  let connectionLost = (_error: Error): void => undefined;
  let replicaProblem = (replica: string, problem: string): void =>
    console.warn(`replica ${replica}: ${problem}`);
  const database = await openDatabase({
    ...(config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          ...(config.databaseReplicas
            ? {
                replicas: {
                  ...config.databaseReplicas,
                  onProblem: (replica, problem) => replicaProblem(replica, problem),
                },
              }
            : {}),
        }
      : { kind: 'pglite', dataDir: config.dataDir }),
    productKey: config.product.key,
    onConnectionLost: (error) => connectionLost(error),
  });
  const { demoSeeded } = await prepareDatabase(database, config);

  const app = await buildApp({ config, database, webDist: webDistDir });
  replicaProblem = (replica, problem) =>
    app.log.warn({ replica, problem }, 'read replica skipped: reads go to the primary');
  connectionLost = (error) =>
    app.log.warn({ code: (error as { code?: string }).code }, 'database connection lost; replaced');
  // Delivers the outbox through each channel's provider, or its sandbox.
  const { worker: settings } = config.providers;
  const delivery = createDeliveryWorker({
    db: database.db,
    adapters: app.adapters,
    log: app.log,
    intervalMs: settings.intervalMs,
    maxAttempts: settings.maxAttempts,
    baseDelayMs: settings.baseDelayMs,
    leaseMs: settings.timeoutMs * 3,
    ratePerSecond: settings.ratePerSecond,
  });
  delivery.start();
  for (const mode of channelModes({ adapters: app.adapters, kyc: app.kyc }))
    app.log.info(
      { channel: mode.channel, provider: mode.provider },
      mode.sandbox ? 'channel runs in the sandbox: nothing is sent' : 'channel delivers for real',
    );
  // Demo KYC documents are files, and invite codes' benefits are billing's: both are made once
  // the app that wires those services exists.
  if (demoSeeded) {
    await seedKycDocuments(database.db, app.files);
    await seedGrowthDemo(app);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopGracefully({ app, delivery, database });
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(await startBanner(database, config, listeningAt(app, config), demoSeeded));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
