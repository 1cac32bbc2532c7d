import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { access, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The database to back up or restore into, as the server opens it. */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export type RestoreOptions = {
  /** Restore over a database that holds tables, or a data folder that holds files. */
  replace?: boolean;
};

/**
 * Backs up the whole database into one file: PostgreSQL with pg_dump's custom format (what
 * pg_restore reads; compressed), PGlite with its own dump of the data folder (a gzipped tar).
 * Written beside the target name first and renamed, so a failed run never leaves half a file
 * under the name.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.part`;
  try {
    if (target.kind === 'postgres') {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], target.url);
    } else {
      // Opening a folder without a database would make a new, empty one and back that up.
      if (!existsSync(join(target.dataDir, 'PG_VERSION'))) {
        throw new Error(`No PGlite database in ${resolve(target.dataDir)}: check DATA_DIR`);
      }
      const db = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
      try {
        const dump = await db.dumpDataDir('gzip');
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Restores a backup file into the target. A target that already holds data is refused unless
 * `replace`: PostgreSQL then drops and recreates each object of the backup in one transaction;
 * a PGlite data folder is moved aside (`<folder>.before-restore-<time>`), never deleted.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<void> {
  const path = resolve(file);
  if (target.kind === 'postgres') {
    await access(path);
    if (!options.replace && (await tableCount(target.url)) > 0) {
      throw new Error('The database is not empty: restore with --replace to overwrite it');
    }
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        path,
      ],
      target.url,
    );
    return;
  }
  const dump = await readFile(path);
  const dataDir = resolve(target.dataDir);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    if (!options.replace) {
      throw new Error(
        `The data folder ${dataDir} is not empty: restore with --replace to move it aside`,
      );
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await rename(dataDir, `${dataDir}.before-restore-${stamp}`);
  }
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([dump]),
    extensions: { pg_trgm },
  });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore must be at least as new as the server: PG_BIN names their folder;
 * otherwise the PATH, then the newest of Debian's /usr/lib/postgresql/<version>/bin.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', env = process.env): string {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin', name);
  }
  throw new Error(`${name} not found: install the PostgreSQL client tools or set PG_BIN`);
}

/**
 * Runs a PostgreSQL tool against the database URL. The password travels in PGPASSWORD, not on
 * the command line, where any user of the machine could read it in the process list.
 */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((done, fail) => {
    const child = spawn(pgTool(tool), [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
