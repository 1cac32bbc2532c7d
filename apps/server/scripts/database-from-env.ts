import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';

/** The database the server would use: DATABASE_URL, else PGlite in DATA_DIR. Migrated. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase({
    ...(config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 12 }
      : { kind: 'pglite', dataDir: config.dataDir }),
    productKey: config.product.key,
  });
  await database.migrate();
  return { config, database };
}

/** `--name value` pairs from argv. */
export function parseArgs(argv = process.argv.slice(2)): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (key?.startsWith('--')) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) args[key.slice(2)] = 'true';
      else {
        args[key.slice(2)] = next;
        i += 1;
      }
    }
  }
  return args;
}
