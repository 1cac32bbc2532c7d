// Creates a staff user, or resets the password, name and role of an existing one.
// npm run staff -- --email a@b.c --password '...' --role SU --first-name Asha --last-name Rao
import { roleSchema } from '@switchboard/contract/roles';
import { upsertStaffUser } from '../src/seed/staff';
import { openConfiguredDatabase, parseArgs } from './database-from-env';

const args = parseArgs();
const role = roleSchema.safeParse(args.role ?? 'ADMIN');
if (!args.email || !args.password || args.password.length < 10 || !role.success) {
  console.error(
    'usage: npm run staff -- --email EMAIL --password PASSWORD(10+ chars) [--role SU|ADMIN] [--first-name F] [--last-name L]',
  );
  process.exit(2);
}
const { database } = await openConfiguredDatabase();
const id = await upsertStaffUser(database.db, {
  email: args.email,
  password: args.password,
  firstName: args['first-name'] ?? 'Staff',
  lastName: args['last-name'] ?? '',
  role: role.data,
});
console.log(`staff user ${args.email} (${role.data}) saved with id ${id}`);
await database.close();
