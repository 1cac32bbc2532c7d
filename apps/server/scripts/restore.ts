// Restores a backup made by `npm run backup` into the configured database, then carries out
// again every erasure recorded after the backup was taken (docs/personal-data.md).
// npm run restore -- --file backups/name.pgdump [--replace] [--erasures saved.erasures-….json]
import { loadConfig } from '../src/config';
import { restoreWithErasures } from '../src/modules/personal-data/restore-service';
import { createFileService } from '../src/platform/files/file-service';
import { backupTarget, describeTarget } from './backup-target';
import { parseArgs } from './database-from-env';

const args = parseArgs();
if (!args.file) {
  console.error('usage: npm run restore -- --file BACKUP_FILE [--replace] [--erasures FILE]');
  process.exit(2);
}
const target = backupTarget();
const config = loadConfig();
try {
  const outcome = await restoreWithErasures(target, args.file, {
    replace: args.replace === 'true',
    erasureFiles: args.erasures ? [args.erasures] : [],
    productKey: config.product.key,
    files: (db) => createFileService(config, db),
  });
  console.log(`restored ${args.file} into the ${describeTarget(target)}`);
  console.log(
    `erasures carried out after the backup, re-applied: ${outcome.reapplied.length}` +
      ` (already in the backup: ${outcome.already.length}; list kept in ${outcome.erasuresFile})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
