import { existsSync } from 'node:fs';
import { access, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import {
  restoreDatabase,
  type BackupTarget,
  type RestoreOptions,
} from '../../platform/backup/backup';
import { openDatabase, type Database, type Db } from '../../platform/db/client';
import type { FileService } from '../../platform/files/file-service';
import {
  carriedOutErasures,
  reapplyErasures,
  type CarriedOutErasure,
  type ReapplyOutcome,
} from './erasure-service';

export type RestoreWithErasuresOptions = RestoreOptions & {
  /** Lists saved by an earlier restore (or kept elsewhere) whose erasures are re-applied too. */
  erasureFiles?: string[];
  /** PRODUCT_KEY, for the migration of the restored database. */
  productKey?: string;
  /** The file storage over the restored database: erased recordings' files are removed. */
  files: (db: Db) => Pick<FileService, 'remove'>;
};

export type RestoreOutcome = ReapplyOutcome & {
  /** Where the erasures read before the restore were saved. */
  erasuresFile: string;
};

const openTarget = (target: BackupTarget, productKey?: string): Promise<Database> =>
  openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url, poolSize: 2, productKey }
      : { kind: 'pglite', dataDir: target.dataDir, productKey },
  );

/**
 * The erasures the database about to be replaced records as carried out. A PGlite folder with
 * no database, or a database older than erasure requests, records none; a PostgreSQL database
 * that cannot be read stops the restore (its erasures would be lost with it).
 */
async function erasuresOfCurrent(target: BackupTarget): Promise<CarriedOutErasure[]> {
  if (target.kind === 'pglite' && !existsSync(join(target.dataDir, 'PG_VERSION'))) return [];
  let database: Database;
  try {
    database = await openTarget(target);
  } catch (error) {
    throw new Error(
      `Cannot read the erasures recorded in the database to be replaced (${
        error instanceof Error ? error.message : String(error)
      }): they would come back with the backup`,
      { cause: error },
    );
  }
  try {
    return await carriedOutErasures(database.db);
  } finally {
    await database.close();
  }
}

async function erasuresOfFile(file: string): Promise<CarriedOutErasure[]> {
  const saved = JSON.parse(await readFile(file, 'utf8')) as { erasures?: CarriedOutErasure[] };
  if (!Array.isArray(saved.erasures)) throw new Error(`${file} holds no list of erasures`);
  return saved.erasures;
}

/**
 * Restores a backup so that nothing erased comes back (DPDP Act s.12): before the database is
 * replaced, the erasures it records as carried out are read and saved beside the backup file
 * (`<backup>.erasures-<time>.json`: ids and dates, no personal data), so a restore that breaks
 * half-way can re-apply them from there. The backup is restored, migrated to this version, and
 * every erasure it does not hold as carried out is carried out again (`reapplyErasures`).
 */
export async function restoreWithErasures(
  target: BackupTarget,
  file: string,
  options: RestoreWithErasuresOptions,
): Promise<RestoreOutcome> {
  await access(resolve(file));
  const byId = new Map<number, CarriedOutErasure>();
  for (const saved of options.erasureFiles ?? [])
    for (const e of await erasuresOfFile(saved)) byId.set(e.id, e);
  for (const e of await erasuresOfCurrent(target)) byId.set(e.id, e);
  const erasures = [...byId.values()];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const erasuresFile = `${resolve(file)}.erasures-${stamp}.json`;
  await writeFile(
    erasuresFile,
    `${JSON.stringify({ backup: basename(file), erasures }, null, 2)}\n`,
  );

  await restoreDatabase(target, file, { replace: options.replace });

  const restored = await openTarget(target, options.productKey);
  try {
    await restored.migrate();
    const outcome = await reapplyErasures(
      restored.db,
      options.files(restored.db),
      erasures,
      basename(file),
    );
    return { ...outcome, erasuresFile };
  } catch (error) {
    throw new Error(
      `Restored, but the erasures were not all re-applied (${
        error instanceof Error ? error.message : String(error)
      }): run the restore again with --erasures ${erasuresFile}`,
      { cause: error },
    );
  } finally {
    await restored.close();
  }
}
