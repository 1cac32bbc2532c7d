import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { purgeOldLoginFailures } from './modules/auth/throttle-service';
import { runRetention } from './modules/personal-data/retention-service';
import type { Db } from './platform/db/client';
import { ensureMonthPartitions } from './platform/db/partitions';
import { deleteExpiredKeylessClaims } from './platform/billing/request-once';

/** How often each instance clears rows that can no longer matter. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/**
 * Deletes login failures past the window and keyless money claims past theirs, and creates the
 * history tables' months ahead (a server that runs for months without a restart needs them).
 */
export async function runHousekeeping(db: Db, config: Config) {
  return {
    loginFailures: await purgeOldLoginFailures(db, config.login),
    requestClaims: await deleteExpiredKeylessClaims(db),
    partitionsCreated: (await ensureMonthPartitions(db)).length,
  };
}

/**
 * Runs housekeeping every HOUSEKEEPING_EVERY_MS while the app is up. Every instance may run it:
 * each delete is idempotent, and a second instance deleting the same rows finds none. The
 * retention job is looked at on the same beat: one instance at a time takes it (an advisory
 * lock), and only when its last run is older than RETENTION_EVERY_HOURS.
 */
export function scheduleHousekeeping(app: FastifyInstance, config: Config): void {
  if (config.env === 'test') return; // tests call runHousekeeping when they choose
  let timer: NodeJS.Timeout | undefined;
  // One retention run at a time on this instance; shutting down waits for it.
  let retention: Promise<unknown> | null = null;
  const retain = () =>
    runRetention(app.db, app.files, config.retention)
      .then((outcome) => {
        if (!outcome) return;
        app.log.info({ counts: outcome.counts }, 'retention job ran');
        if (outcome.filesNotRemoved.length > 0)
          app.log.warn(
            { keys: outcome.filesNotRemoved },
            'retention job: expired recordings whose files could not be removed',
          );
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'retention job failed'))
      .finally(() => {
        retention = null;
      });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runHousekeeping(app.db, config).catch((error: unknown) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
      retention ??= retain();
    }, HOUSEKEEPING_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await retention;
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
