import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from './config';
import { users } from './db/schema/auth';
import { verifyPassword } from './platform/auth/password';
import type { Database } from './platform/db/client';
import type { App } from './platform/http/types';
import type { DeliveryWorker } from './platform/providers/delivery/worker';
import { DEMO_PASSWORD, demoStaff, seedDemo } from './seed/demo';
import { ensureAdminFromEnv } from './seed/staff';

/**
 * What a start does to the database, one server instance at a time (the startup lock):
 * migrations and reference data, the ADMIN_EMAIL admin, and with SEED_DEMO the demo data when
 * the database has no customer data yet (a first start, also beside the admin). Instances that
 * start together wait for each other, and the later ones find the work done.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ demoSeeded: boolean }> {
  return database.exclusive(async () => {
    await database.migrate();
    await ensureAdminFromEnv(database.db, config);
    const seeded = config.seedDemo
      ? await seedDemo(database.db, config.billing, config.product.key, config.admin?.email)
      : null;
    return { demoSeeded: seeded !== null };
  });
}

/**
 * The lines printed once the server listens. Demo logins are listed only when their password
 * still is the demo password (staff may have changed or removed them since).
 */
export async function startBanner(
  database: Database,
  config: Config,
  where: string,
  demoSeeded: boolean,
): Promise<string> {
  const lines = [
    '',
    `  Switchboard console: ${where}`,
    `  API docs:            ${where}/api/docs`,
    `  Database:            ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  const logins = config.seedDemo ? await workingDemoLogins(database) : [];
  if (logins.length > 0) {
    const when = demoSeeded ? 'just seeded' : 'seeded on an earlier start';
    lines.push(`  Demo logins (${when}; password for all: ${DEMO_PASSWORD}):`);
    for (const s of logins)
      lines.push(
        `    ${s.role.padEnd(6)} ${s.email}${s.role === 'AGENT' ? '  (refused: not a console role)' : ''}`,
      );
  }
  if (config.admin) lines.push(`  Admin from ADMIN_EMAIL: ${config.admin.email}`);
  return lines.join('\n') + '\n';
}

async function workingDemoLogins(database: Database) {
  const rows = await database.db
    .select({ email: users.email, role: users.role, hash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demoStaff.map((s) => s.email),
        ),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    );
  const working = [];
  for (const s of demoStaff) {
    const row = rows.find((r) => r.email === s.email && r.role === s.role);
    if (row?.hash && (await verifyPassword(row.hash, DEMO_PASSWORD))) working.push(s);
  }
  return working;
}

/** `http://host:port` of the listening server (the real port, also when PORT=0 chose one). */
export function listeningAt(app: App, config: Config): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
}

/**
 * A graceful stop: the server stops taking requests and answers those in flight, while the
 * delivery worker finishes the deliveries it has started; then the database closes.
 */
export async function stopGracefully(parts: {
  app: App;
  delivery: DeliveryWorker;
  database: Database;
}): Promise<void> {
  await Promise.all([parts.app.close(), parts.delivery.stop()]);
  await parts.database.close();
}
