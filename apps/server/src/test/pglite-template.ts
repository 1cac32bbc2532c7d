import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of one migrated PGlite database; empty when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup: creating a PGlite database (initdb in WASM) and migrating it takes ~4 s; loading
 * a dump of one takes ~1 s. So the run migrates once and every test file starts from that dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'sb-pglite-template-'));
  const dataDir = join(folder, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
