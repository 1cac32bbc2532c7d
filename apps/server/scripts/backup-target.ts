import { loadConfig } from '../src/config';
import type { BackupTarget } from '../src/platform/backup/backup';

/**
 * The database the server would use (DATABASE_URL, else PGlite in DATA_DIR). npm runs a
 * workspace's scripts in its own folder; relative paths (DATA_DIR, --file) are taken from where
 * the operator ran npm instead, as `npm start` does.
 */
export function backupTarget(): BackupTarget {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export const describeTarget = (target: BackupTarget) =>
  target.kind === 'postgres'
    ? `PostgreSQL database ${new URL(target.url).pathname.slice(1)} on ${new URL(target.url).host}`
    : `PGlite data folder ${target.dataDir}`;
