// Builds a large data set in SQL for benchmarks, on top of what the database holds.
// npm run seed:large -- --orgs 100000 --users 300000 --calls 1000000 [--messages 10000000]
// Uses DATABASE_URL when set, else PGlite in DATA_DIR (default ./data).
import { sql } from 'drizzle-orm';
import { seedCatalogue } from '../src/seed/catalogue';
import { seedCalls } from './seed-large/calls';
import { seedOrgs } from './seed-large/orgs';
import { seedUsers } from './seed-large/users';
import { seedWhatsapp } from './seed-large/whatsapp';
import { openConfiguredDatabase, parseArgs } from './database-from-env';

const args = parseArgs();
const wanted = {
  orgs: Number(args.orgs ?? 100_000),
  users: Number(args.users ?? 300_000),
  calls: Number(args.calls ?? 1_000_000),
  // WhatsApp messages only when asked for: the call benches do not need them.
  messages: Number(args.messages ?? 0),
};
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

const { config, database } = await openConfiguredDatabase();
const { db } = database;
await seedCatalogue(db, config.product.key);
const count = async (table: string) =>
  Number(
    (
      (await db.execute(
        sql.raw(`select count(*)::bigint::float8 as n from ${table}`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n ?? 0,
  );

// Adds only what is missing, so running it twice does not double the data.
const have = {
  orgs: await count('orgs'),
  users: await count('users'),
  calls: await count('call_history'),
  messages: await count('whatsapp_messages'),
};
log(
  `database (${database.kind}) holds ${have.orgs} orgs, ${have.users} users, ${have.calls} calls`,
);
if (wanted.orgs > have.orgs) await seedOrgs(db, wanted.orgs - have.orgs, log);
if (wanted.users > have.users) await seedUsers(db, wanted.users - have.users, log);
if (wanted.calls > have.calls) await seedCalls(db, wanted.calls - have.calls, log);
if (wanted.messages > have.messages) await seedWhatsapp(db, wanted.messages - have.messages, log);
// A bulk load leaves the visibility map empty: vacuum so index-only scans work at once, as
// they would on a database autovacuum has visited.
log('vacuum analyze');
await db.execute(sql`vacuum analyze`);
log('done');
await database.close();
