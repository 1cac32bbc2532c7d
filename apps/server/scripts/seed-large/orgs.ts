import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/platform/db/client';

const firstWords = [
  'Sharma',
  'Kaveri',
  'Gupta',
  'Lotus',
  'Nair',
  'Bharat',
  'Patel',
  'Coastal',
  'Sai',
  'Urban',
  'Deccan',
  'Ganga',
  'Iyer',
  'Zenith',
  'Mehta',
  'Reddy',
  'Shakti',
  'Malabar',
  'Royal',
  'Konkan',
];
const secondWords = [
  'Electronics',
  'Textiles',
  'Logistics',
  'Dental',
  'Realty',
  'Exports',
  'Pharma',
  'Seafoods',
  'Tutorials',
  'Motors',
  'Travels',
  'Jewellers',
  'Solar',
  'Hardware',
  'Spa',
  'Constructions',
  'Fitness',
  'Caterers',
  'Spices',
  'Homestays',
];
const arr = (items: string[]) => sql.raw(`(array[${items.map((w) => `'${w}'`).join(',')}])`);

/** The SU the bench logs in as (scripts/bench.ts sets its password); it manages its share of orgs. */
const BENCH_STAFF_EMAIL = 'bench@switchboard.test';
/** Account managers besides the bench SU; with 70% of orgs assigned each holds about 2,800 of 100k. */
const OTHER_STAFF = 24;
const ASSIGNED_PERCENT = 70;

/**
 * The staff orgs are assigned to: the bench SU and a team of ADMINs, made once (an email that
 * exists is kept), so `assigned=true` in the bench measures a real account manager's list.
 */
async function seedStaff(db: Db): Promise<number[]> {
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    values (${BENCH_STAFF_EMAIL}, 'Bench', 'Runner', 'SU')
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'manager' || g || '@bench.example.in', ${arr(firstWords)}[1 + g % 20], 'Manager ' || g, 'ADMIN'
      from generate_series(1, ${OTHER_STAFF}) g
    on conflict do nothing`);
  const staff = await rowsOf<{ id: number }>(
    db,
    sql`select id from users
         where lower(email) = ${BENCH_STAFF_EMAIL} or (email like 'manager%@bench.example.in' and role = 'ADMIN')
         order by id`,
  );
  return staff.map((s) => s.id);
}

/**
 * Orgs with their assigned staff, KYC record, one subscription and a payment each, in batches
 * of SQL (generate_series), never row by row. Runs on top of what is there: adds `count` orgs.
 */
export async function seedOrgs(db: Db, count: number, log: (m: string) => void): Promise<void> {
  const staffIds = await seedStaff(db);
  // Ids from the database, not input: safe to write into the statement.
  const staff = sql.raw(`(array[${staffIds.map((id) => Math.trunc(id)).join(',')}]::int[])`);
  const batch = 50_000;
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    const [{ base } = { base: 0 }] = await rowsOf<{ base: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as base from orgs`,
    );
    await db.execute(sql`
      insert into orgs (id, name, email, product_number, is_lite, is_trial, gstin, state_code, products, status,
                        assigned_staff_id, created_at)
      overriding system value
      select ${base}::int + g,
             -- Words drawn by a hash of the id, so a name says nothing of the org's other columns
             -- (its KYC state, submission time, plan), as in real data.
             ${arr(firstWords)}[1 + (hashint4(${base} + g) & 2147483647) % 20] || ' ' || ${arr(secondWords)}[1 + (hashint4(${base} + g + 7) & 2147483647) % 20] || ' ' || (${base} + g),
             case when g % 9 = 5 then null else 'accounts' || (${base} + g) || '@bench.example.in' end,
             case when g % 7 = 3 then null else '81' || lpad((${base} + g)::text, 8, '0') end,
             g % 6 = 1, g % 4 = 0,
             case when g % 3 = 2 then null else '27ABCDE' || lpad(((${base} + g) % 10000)::text, 4, '0') || 'F1Z5' end,
             '27',
             case when g % 6 = 1 then array['sf','sf_X','crm'] else array['sf','crm'] end,
             case when g % 11 = 10 then 'SUSPENDED' else 'ACTIVE' end,
             case when (g * 7) % 100 < ${ASSIGNED_PERCENT} then ${staff}[1 + (g / 3) % ${staffIds.length}] end,
             now() - (g % 2000) * interval '3 hours'
        from generate_series(1, ${size}) g`);
    await db.execute(
      sql`select setval(pg_get_serial_sequence('orgs', 'id'), (select max(id) from orgs))`,
    );
    await db.execute(sql`
      insert into kyc (org_id, kyc_template, status, poa_id, poa_front, poi_id, poi_front, photo, bv_status,
                       is_biz_kyc_required, submitted_at)
      select o.id,
             case when o.id % 3 = 0 then 'BUSINESS' else 'INDIVIDUAL' end,
             (array['NOT_SUBMITTED','PENDING','APPROVED','INCOMPLETE','REJECTED'])[1 + o.id % 5],
             'AADHAAR', 'kyc/' || o.id || '/poa-front.png', 'PAN', 'kyc/' || o.id || '/poi-front.png',
             'kyc/' || o.id || '/photo.png',
             case when o.id % 3 = 0 then (array['PENDING','APPROVED','INCOMPLETE','REJECTED'])[1 + o.id % 4] end,
             o.id % 3 = 0,
             case when o.id % 5 <> 0 then now() - ((hashint4(o.id + 13) & 2147483647) % 5000) * interval '17 minutes' end
        from orgs o where o.id > ${base}`);
    await db.execute(sql`
      insert into subscriptions (org_id, plan_id, variant_id, status, order_type, start_date, valid_till, amount,
                                 payment_type, payment_id)
      select o.id, p.plan_id, p.plan_id * 10 + 1,
             case when o.id % 3 = 1 then 'expired' else 'active' end,
             case when o.id % 2 = 0 then 'PURCHASE' else 'RENEW' end,
             now() - (o.id % 300) * interval '1 day',
             now() - (o.id % 300) * interval '1 day' + interval '30 days',
             v.amount, 'RAZORPAY', 'pay_bench' || o.id
        from orgs o
        cross join lateral (select case when o.is_lite then 1021 else (array[1016,1017,1022,1023,9])[1 + o.id % 5] end as plan_id) p
        join plan_variants v on v.id = p.plan_id * 10 + 1
       where o.id > ${base}`);
    await db.execute(sql`
      insert into payments (org_id, subscription_id, payment_type, amount, payment_ref, description)
      select s.org_id, s.id, 'RAZORPAY', s.amount, s.payment_id, 'Bench subscription'
        from subscriptions s where s.org_id > ${base}`);
    log(`orgs: ${done + size}/${count}`);
  }
}
