import type { AppCustomer, Customer, CustomerListQuery } from '@switchboard/contract/customers';
import { categorySlug } from '@switchboard/contract/customers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, customers } from '../../db/schema/customers';
import { cappedCount, offsetOf } from '../../platform/db/paging';
import { rowsOf, toIso, type DbOrTx, type Tx } from '../../platform/db/client';

export const listCategories = (db: DbOrTx) =>
  db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.id));

/** The ids of these category names, adding the ones not stored yet. */
export async function categoryIds(tx: Tx, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Map(names.map((n) => [categorySlug(n), n])).entries()];
  if (unique.length === 0) return new Map();
  await tx
    .insert(categories)
    .values(unique.map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: categories.slug });
  const rows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        unique.map(([slug]) => slug),
      ),
    );
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return new Map(names.map((n) => [n, bySlug.get(categorySlug(n)) ?? 0]));
}

/** Inserts or updates by (org, app id); answers how many were new. */
export async function upsertCustomers(
  tx: Tx,
  orgId: number,
  rows: (AppCustomer & { categoryId: number | null })[],
): Promise<number> {
  const result = await tx
    .insert(customers)
    .values(
      rows.map((c) => ({
        orgId,
        appId: c.app_id,
        name: c.name,
        phone: c.phone ?? null,
        email: c.email ?? null,
        tags: c.tags ?? [],
        categoryId: c.categoryId,
        source: c.source ?? null,
        lastCallAt: c.last_call_at ? new Date(c.last_call_at) : null,
      })),
    )
    .onConflictDoUpdate({
      target: [customers.orgId, customers.appId],
      set: {
        name: sql`excluded.name`,
        phone: sql`coalesce(excluded.phone, ${customers.phone})`,
        email: sql`coalesce(excluded.email, ${customers.email})`,
        tags: sql`case when cardinality(excluded.tags) > 0 then excluded.tags else ${customers.tags} end`,
        categoryId: sql`coalesce(excluded.category_id, ${customers.categoryId})`,
        source: sql`coalesce(excluded.source, ${customers.source})`,
        lastCallAt: sql`greatest(excluded.last_call_at, ${customers.lastCallAt})`,
        updatedAt: sql`now()`,
      },
    })
    // xmax = 0 marks a row this statement inserted (not one it updated).
    .returning({ inserted: sql<boolean>`xmax = 0` });
  return result.filter((r) => r.inserted).length;
}

type RawCustomer = Omit<Customer, 'last_call_at' | 'updated_at'> & {
  last_call_at: Date | string | null;
  updated_at: Date | string;
};
const SELECT = sql`select c.id::int as id, c.org_id, c.app_id, c.name, c.phone, c.email, c.tags,
       c.category_id, k.name as category, c.source, c.last_call_at, c.updated_at
  from customers c left join categories k on k.id = c.category_id`;
const toCustomer = (r: RawCustomer): Customer => ({
  ...r,
  last_call_at: toIso(r.last_call_at),
  updated_at: toIso(r.updated_at),
});

export async function findCustomer(db: DbOrTx, id: number): Promise<Customer | null> {
  const [row] = await rowsOf<RawCustomer>(db, sql`${SELECT} where c.id = ${id}`);
  return row ? toCustomer(row) : null;
}

export async function customerPage(db: DbOrTx, orgId: number, q: CustomerListQuery) {
  const where = [sql`c.org_id = ${orgId}`];
  if (q.text) {
    const like = `%${q.text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(c.name ilike ${like} or c.phone like ${like} or c.email ilike ${like})`);
  }
  if (q.tag) where.push(sql`c.tags @> array[${q.tag}]::text[]`);
  if (q.category_id) where.push(sql`c.category_id = ${q.category_id}`);
  if (q.source) where.push(sql`c.source = ${q.source}`);
  const fromWhere = sql`from customers c where ${sql.join(where, sql` and `)}`;
  const [rows, count] = await Promise.all([
    rowsOf<RawCustomer>(
      db,
      sql`${SELECT} where c.id in (select c.id ${fromWhere})
           order by c.updated_at desc, c.id desc limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
    ),
    cappedCount(db, fromWhere),
  ]);
  return { rows: rows.map(toCustomer), ...count, page: q.page, page_size: q.page_size };
}

export async function lockCustomer(tx: Tx, id: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row ?? null;
}

export async function updateCustomer(
  tx: Tx,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
) {
  await tx
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id));
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return Boolean(row);
}

/** The tags and sources customers carry (of one org, or all), most used first. */
export async function usedValues(db: DbOrTx, orgId: number | undefined) {
  const scope = orgId ? sql`where org_id = ${orgId}` : sql``;
  const [tagRows, sourceRows] = await Promise.all([
    rowsOf<{ value: string }>(
      db,
      sql`select t as value from customers, unnest(tags) t ${scope} group by t order by count(*) desc, t limit 100`,
    ),
    rowsOf<{ value: string }>(
      db,
      sql`select source as value from customers ${orgId ? sql`where org_id = ${orgId} and` : sql`where`} source is not null
          group by source order by count(*) desc, source limit 50`,
    ),
  ]);
  return { tags: tagRows.map((r) => r.value), sources: sourceRows.map((r) => r.value) };
}
