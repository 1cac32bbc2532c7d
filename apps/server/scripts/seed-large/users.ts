import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';

const first = [
  'Rahul',
  'Priya',
  'Arjun',
  'Sneha',
  'Karan',
  'Ananya',
  'Rohan',
  'Kavya',
  'Aditya',
  'Meera',
  'Vivek',
  'Divya',
  'Amit',
  'Ishita',
  'Nikhil',
  'Riya',
];
const last = [
  'Sharma',
  'Iyer',
  'Nair',
  'Patel',
  'Gupta',
  'Reddy',
  'Das',
  'Menon',
  'Joshi',
  'Pillai',
  'Singh',
  'Krishnan',
  'Chopra',
  'Banerjee',
  'Kulkarni',
  'Desai',
];
const arr = (items: string[]) => sql.raw(`(array[${items.map((w) => `'${w}'`).join(',')}])`);

/** Customer users, spread over the existing orgs as members, in SQL batches. */
export async function seedUsers(db: Db, count: number, log: (m: string) => void): Promise<void> {
  const [{ minOrg, orgCount } = { minOrg: 0, orgCount: 0 }] = await rowsOf<{
    minOrg: number;
    orgCount: number;
  }>(db, sql`select coalesce(min(id), 0)::int as "minOrg", count(*)::int as "orgCount" from orgs`);
  if (orgCount === 0) throw new Error('seed orgs before users');
  const batch = 100_000;
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    const [{ base } = { base: 0 }] = await rowsOf<{ base: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as base from users`,
    );
    await db.execute(sql`
      insert into users (id, email, phone, first_name, last_name, role, status, referral_code, created_at)
      overriding system value
      select ${base}::int + g,
             'user' || (${base} + g) || '@bench.example.in',
             (6 + (${base} + g) % 4)::text || lpad(((${base} + g)::bigint * 7919 % 1000000000)::text, 9, '0'),
             ${arr(first)}[1 + g % 16], ${arr(last)}[1 + (g / 16) % 16],
             case when g % 3 = 0 then 'ORG_ADMIN' else 'ORG_USER' end,
             case when g % 13 = 0 then 'INACTIVE' else 'ACTIVE' end,
             'B' || (${base} + g),
             now() - (g % 5000) * interval '1 hour'
        from generate_series(1, ${size}) g`);
    await db.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    );
    await db.execute(sql`
      insert into org_members (org_id, user_id, role)
      select ${minOrg} + (u.id % ${orgCount}), u.id, case when u.role = 'ORG_ADMIN' then 'OWNER' else 'MEMBER' end
        from users u where u.id > ${base}
      on conflict do nothing`);
    // Each team is owned by its first OWNER, else its first member: campaigns reach owners.
    await db.execute(sql`
      update orgs o set owner_id = m.user_id
        from (select distinct on (org_id) org_id, user_id from org_members
               where user_id > ${base} order by org_id, role <> 'OWNER', user_id) m
       where m.org_id = o.id and o.owner_id is null`);
    log(`users: ${done + size}/${count}`);
  }
}
