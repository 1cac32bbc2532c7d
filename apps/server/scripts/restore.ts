// Restores a backup made by `npm run backup` into the configured database.
// npm run restore -- --file backups/name.pgdump [--replace]
import { restoreDatabase } from '../src/platform/backup/backup';
import { backupTarget, describeTarget } from './backup-target';
import { parseArgs } from './database-from-env';

const args = parseArgs();
if (!args.file) {
  console.error('usage: npm run restore -- --file BACKUP_FILE [--replace]');
  process.exit(2);
}
const target = backupTarget();
try {
  await restoreDatabase(target, args.file, { replace: args.replace === 'true' });
  console.log(`restored ${args.file} into the ${describeTarget(target)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
