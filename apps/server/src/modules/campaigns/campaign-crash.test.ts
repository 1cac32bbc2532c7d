import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../platform/db/client';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { ROUND_MAX } from './send-service';
import { adminQuery, databaseUrl } from '../../test/postgres-admin';

// A campaign to 2,000 people sent by two server instances; one is killed with SIGKILL half way
// and another started. Every recipient gets exactly one message: a round is one transaction,
// so what the killed process had claimed rolls back and is sent by the others.

const COUNT = 4 * ROUND_MAX;
const serverUrl = process.env.TEST_DATABASE_URL;
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Resolves once `check` holds, looking again every few milliseconds. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** COUNT teams whose owners have a phone and consent, and a transactional campaign to them, due now. */
async function campaignToMany(database: Database): Promise<number> {
  await database.db.execute(sql`
    with owners as (
      insert into users (first_name, last_name, email, phone, role)
      select 'Owner', 'No' || g, 'crash' || g || '@example.in', '9' || lpad(g::text, 9, '0'), 'ORG_ADMIN'
        from generate_series(1, ${COUNT}) g
      returning id)
    insert into orgs (name, owner_id) select 'Crash team ' || id, id from owners`);
  // Each gave marketing consent on SMS in the app, as a campaign needs.
  await database.db.execute(sql`
    insert into marketing_consents (user_id, channel, given_at, given_how)
    select owner_id, 'SMS', now(), 'APP' from orgs where name like 'Crash team %'`);
  const [row] = await rowsOf<{ id: number }>(
    database.db,
    sql`insert into campaigns (name, status, audience, dlt_template_id, sender_id, text,
                               promotional, send_rate_per_minute, scheduled_at)
        values ('Crash test', 'SCHEDULED', '{}'::jsonb, '1207161234567890123', 'SWBORD',
                'Hi {first_name}', false, 6000, now())
        returning id`,
  );
  return row!.id;
}

describe.skipIf(!serverUrl)('a campaign sender killed mid-send, PostgreSQL', () => {
  it('messages every recipient exactly once', async () => {
    const name = `sb_campaign_crash_${randomBytes(6).toString('hex')}`;
    const admin = (statement: string) => adminQuery(serverUrl!, (c) => c.query(statement));
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = databaseUrl(serverUrl!, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    cleanups.push(() => database.close());
    await database.migrate();
    const id = await campaignToMany(database);

    const start = () => {
      const s = startServerProcess({
        SEED_DEMO: 'false',
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '3',
        CAMPAIGN_CHECK_MS: '20',
      });
      servers.push(s);
      return s;
    };
    const sent = async () => {
      const [r] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from campaign_recipients
             where campaign_id = ${id} and status = 'SENT'`,
      );
      return r!.n;
    };
    const [victim] = [start(), start()];
    // A round or more has committed: the next is likely under way when the process dies.
    await until(async () => (await sent()) >= ROUND_MAX);
    victim!.child.kill('SIGKILL');
    await victim!.exited;
    expect(await sent()).toBeLessThan(COUNT);
    start();
    await until(async () => (await sent()) === COUNT);

    const [check] = await rowsOf<{
      status: string;
      messages: number;
      people: number;
      linked: number;
    }>(
      database.db,
      sql`select (select status from campaigns where id = ${id}) as status,
                 (select count(*)::int from outbox
                   where payload->>'campaign_id' = ${String(id)}) as messages,
                 (select count(distinct recipient)::int from outbox
                   where payload->>'campaign_id' = ${String(id)}) as people,
                 (select count(distinct outbox_id)::int from campaign_recipients
                   where campaign_id = ${id}) as linked`,
    );
    expect(check).toEqual({ status: 'COMPLETED', messages: COUNT, people: COUNT, linked: COUNT });
  }, 240_000);
});
