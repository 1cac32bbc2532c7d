import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';

/** Past this many new rows, dropping the secondary indexes and rebuilding them once is faster. */
const REBUILD_INDEXES_ABOVE = 500_000;

/**
 * Call records over the existing orgs, one in seven to the ten first (large teams), the rest
 * spread evenly: 40% trial, every type and status, the duration
 * boundaries of the filters (0, 1, 30, 31, 60, 61) on answered calls (the others last 0 s),
 * some soft-deleted, some with recordings, some from the dialer, each with an agent of its
 * org. The moduli are chosen so the filters are independent of each other (every combination
 * of trial, type, status and, for answered calls, duration exists).
 */
export async function seedCalls(db: Db, count: number, log: (m: string) => void): Promise<void> {
  const [{ minOrg, orgCount } = { minOrg: 0, orgCount: 0 }] = await rowsOf<{
    minOrg: number;
    orgCount: number;
  }>(db, sql`select coalesce(min(id), 0)::int as "minOrg", count(*)::int as "orgCount" from orgs`);
  if (orgCount === 0) throw new Error('seed orgs before calls');
  const [{ maxUser } = { maxUser: 0 }] = await rowsOf<{ maxUser: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as "maxUser" from users`,
  );
  const indexes = count > REBUILD_INDEXES_ABOVE ? await dropSecondaryIndexes(db, log) : [];
  const batch = 250_000;
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    const [{ base } = { base: 0 }] = await rowsOf<{ base: number }>(
      db,
      sql`select coalesce(max(id), 0)::bigint::float8 as base from call_history`,
    );
    // org index o (see the lateral below); seed-large users of org o have ids ≡ o (mod orgCount).
    await db.execute(sql`
      insert into call_history (id, switch_call_id, org_id, user_id, is_trial, source, call_type, status, from_number,
                                to_number, duration, started_at, ended_at, recording_id, deleted_at)
      overriding system value
      select ${base}::bigint + g,
             'bench-' || (${base}::bigint + g),
             ${minOrg}::int + o,
             nullif(least(o + ${orgCount}::int * (1 + g % 2), ${maxUser}::int + 1), ${maxUser}::int + 1),
             case when g % 5 < 2 then 1 else 0 end,
             case when g % 17 = 0 then 'DIALER' else 'APP' end,
             (array['INCOMING','OUTGOING','MISSED'])[1 + g % 3],
             st.status,
             '+91' || (9000000000 + (g::bigint * 104729) % 999999999)::text,
             '81' || lpad((o + ${minOrg}::int)::text, 8, '0'),
             case when st.status = 'ANSWERED' then (array[0,1,30,31,60,61,5,45,120,300])[1 + (g / 7) % 10] else 0 end,
             now() - ((${count - done}::int - g) * interval '3 seconds'),
             now() - ((${count - done}::int - g) * interval '3 seconds') + interval '2 minutes',
             case when st.status = 'ANSWERED' and g % 4 = 0 then 'recordings/bench-' || (${base}::bigint + g) || '.wav' end,
             case when g % 29 = 0 then now() end
        from generate_series(1, ${size}) g,
             -- One call in seven goes to one of the ten first orgs (about 140k calls each at 10M),
             -- so team lists are measured on large teams too, not only on an even spread.
             lateral (select case when g % 7 = 6 then ((g / 70) % least(10, ${orgCount}::int))::int
                                  else ((g::bigint * 7919) % ${orgCount}::int)::int end as o) org,
             lateral (select case when g % 3 = 2 then 'MISSED' when g % 11 = 0 then 'BUSY' when g % 13 = 0 then 'NO_ANSWER'
                                  when g % 19 = 0 then 'FAILED' else 'ANSWERED' end as status) st`);
    log(`calls: ${done + size}/${count}`);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('call_history', 'id'), (select max(id) from call_history))`,
  );
  await recreateIndexes(db, indexes, log);
}

type IndexDef = { name: string; def: string };

/** Kept on disk until rebuilt, so a load that fails half-way still gets its indexes back next run. */
const droppedFile = resolve(
  process.env.DATA_DIR ?? './data',
  'seed-large-dropped-call-indexes.json',
);

async function dropSecondaryIndexes(db: Db, log: (m: string) => void): Promise<IndexDef[]> {
  const live = await rowsOf<IndexDef>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
         where tablename = 'call_history' and indexname <> 'call_history_pkey'`,
  );
  const earlier: IndexDef[] = existsSync(droppedFile)
    ? (JSON.parse(readFileSync(droppedFile, 'utf8')) as IndexDef[])
    : [];
  const indexes = [...live, ...earlier.filter((e) => !live.some((l) => l.name === e.name))];
  mkdirSync(dirname(droppedFile), { recursive: true });
  writeFileSync(droppedFile, JSON.stringify(indexes));
  for (const { name } of live) await db.execute(sql.raw(`drop index if exists "${name}"`));
  log(`calls: dropped ${live.length} secondary indexes for the load`);
  return indexes;
}

async function recreateIndexes(
  db: Db,
  indexes: IndexDef[],
  log: (m: string) => void,
): Promise<void> {
  for (const { name, def } of indexes) {
    // One transaction each so the memory setting applies to the connection that builds it.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
      await tx.execute(
        sql.raw(def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')),
      );
    });
    log(`calls: rebuilt ${name}`);
  }
  if (indexes.length > 0) rmSync(droppedFile, { force: true });
}
