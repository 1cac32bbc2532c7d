import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';

/**
 * Call records spread over the existing orgs: a third trial, every type and status, the
 * duration boundaries of the filters, some soft-deleted, some with recordings.
 */
export async function seedCalls(db: Db, count: number, log: (m: string) => void): Promise<void> {
  const [{ minOrg, orgCount } = { minOrg: 0, orgCount: 0 }] = await rowsOf<{ minOrg: number; orgCount: number }>(
    db,
    sql`select coalesce(min(id), 0)::int as "minOrg", count(*)::int as "orgCount" from orgs`,
  );
  if (orgCount === 0) throw new Error('seed orgs before calls');
  const batch = 250_000;
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    const [{ base } = { base: 0 }] = await rowsOf<{ base: number }>(
      db,
      sql`select coalesce(max(id), 0)::bigint::float8 as base from call_history`,
    );
    await db.execute(sql`
      insert into call_history (id, switch_call_id, org_id, is_trial, call_type, status, from_number, to_number,
                                duration, started_at, ended_at, recording_id, deleted_at)
      overriding system value
      select ${base}::bigint + g,
             'bench-' || (${base}::bigint + g),
             ${minOrg}::int + ((g * 7919) % ${orgCount}::int),
             case when g % 3 = 0 then 1 else 0 end,
             (array['INCOMING','OUTGOING','MISSED'])[1 + g % 3],
             case when g % 3 = 2 then 'MISSED' when g % 11 = 0 then 'BUSY' else 'ANSWERED' end,
             '+91' || (9000000000 + (g * 104729) % 999999999)::text,
             '81' || lpad((((g * 7919) % ${orgCount}::int) + ${minOrg}::int)::text, 8, '0'),
             case when g % 3 = 2 then 0 else (array[0,1,30,31,60,61,5,45,120,300])[1 + g % 10] end,
             now() - ((${count - done}::int - g) * interval '3 seconds'),
             now() - ((${count - done}::int - g) * interval '3 seconds') + interval '2 minutes',
             case when g % 3 <> 2 and g % 4 = 0 then 'recordings/bench-' || (${base}::bigint + g) || '.mp3' end,
             case when g % 29 = 0 then now() end
        from generate_series(1, ${size}) g`);
    log(`calls: ${done + size}/${count}`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('call_history', 'id'), (select max(id) from call_history))`);
}
