// Creates a staff user, or resets the password, name and role of an existing one; or
// deactivates one (their sessions end at once).
// npm run staff -- --email a@b.c --password '...' --role SU --first-name Asha --last-name Rao
// npm run staff -- --email a@b.c --deactivate
import { roleSchema } from '@switchboard/contract/auth';
import { deactivateStaffUser, upsertStaffUser } from '../src/seed/staff';
import { openConfiguredDatabase, parseArgs } from './database-from-env';

const args = parseArgs();
if (args.email && 'deactivate' in args) {
  const { database } = await openConfiguredDatabase();
  const done = await deactivateStaffUser(database.db, args.email);
  console.log(done ? `staff user ${args.email} deactivated` : `no staff user ${args.email}`);
  await database.close();
  process.exit(done ? 0 : 1);
}
const role = roleSchema.safeParse(args.role ?? 'ADMIN');
if (!args.email || !args.password || args.password.length < 10 || !role.success) {
  console.error(
    'usage: npm run staff -- --email EMAIL --password PASSWORD(10+ chars) [--role SU|ADMIN] [--first-name F] [--last-name L]\n   or: npm run staff -- --email EMAIL --deactivate',
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
