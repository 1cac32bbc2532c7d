// Backs up the configured database into one file.
// npm run backup -- [--file backups/name.pgdump]
import { backupDatabase } from '../src/platform/backup/backup';
import { backupTarget, describeTarget } from './backup-target';
import { parseArgs } from './database-from-env';

const args = parseArgs();
const target = backupTarget();
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const file =
  args.file ??
  `backups/switchboard-${target.kind}-${stamp}.${target.kind === 'postgres' ? 'pgdump' : 'tar.gz'}`;
try {
  await backupDatabase(target, file);
  console.log(`backed up the ${describeTarget(target)} into ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
