import { formatMessage } from '@switchboard/contract/messages';
import type {
  AppCustomer,
  Customer,
  CustomerFilter,
  CustomerListQuery,
  CustomerUpdate,
} from '@switchboard/contract/customers';
import { audit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import {
  categoryExists,
  categoryIds,
  findCustomer,
  listCategories,
  lockCustomer,
  customerPage as customerPageOf,
  updateCustomer,
  upsertCustomers,
  usedValues,
} from './repository';
import { requireParent, withParent } from '../../platform/db/parent-rows';

/**
 * PUT /app/customers: the app's batch, in one transaction. A customer seen before (same org and
 * app id) is updated; parts the app leaves out keep what staff or an earlier call stored.
 */
export async function upsertAppCustomers(db: Db, orgId: number, batch: AppCustomer[]) {
  const ids = batch.map((c) => c.app_id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated)
    throw badRequest(formatMessage('customerAppIdTwice', { id: repeated }), [
      { field: 'customers', message: 'app_id must be unique in a batch' },
    ]);
  await requireParent(db, 'org', orgId);
  return db.transaction(async (tx) => {
    const categoryOf = await categoryIds(
      tx,
      batch.flatMap((c) => (c.category ? [c.category] : [])),
    );
    const created = await upsertCustomers(
      tx,
      orgId,
      batch.map((c) => ({
        ...c,
        categoryId: c.category ? (categoryOf.get(c.category) ?? null) : null,
      })),
    );
    return { created, updated: batch.length - created };
  });
}

/** PUT /customers/{id}: staff correct a customer; audited on the org with what changed. */
export async function correctCustomer(
  db: Db,
  actor: Actor,
  id: number,
  body: CustomerUpdate,
): Promise<Customer> {
  await db.transaction(async (tx) => {
    const current = await lockCustomer(tx, id);
    if (!current) throw notFound('Customer');
    if (body.category_id != null && !(await categoryExists(tx, body.category_id)))
      throw badRequest(formatMessage('unknownCategory'), [
        { field: 'category_id', message: 'unknown category' },
      ]);
    await updateCustomer(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.tags !== undefined && { tags: body.tags }),
      ...(body.category_id !== undefined && { categoryId: body.category_id }),
    });
    await audit(tx, actor, {
      action: 'customer.update',
      subjectType: 'Org',
      subjectId: current.orgId,
      orgId: current.orgId,
      summary: { customer_id: id, ...body },
    });
  });
  return (await findCustomer(db, id))!;
}

/** GET /customer/filters: the filter kinds, with choices read from the stored customers. */
export async function customerFilters(db: Db, orgId?: number): Promise<CustomerFilter[]> {
  const [{ tags, sources }, categories] = await Promise.all([
    usedValues(db, orgId),
    listCategories(db),
  ]);
  const options = (values: string[]) => values.map((value) => ({ value, label: value }));
  return [
    { key: 'text', label: 'Name, number or email', kind: 'text' },
    { key: 'tag', label: 'Tag', kind: 'select', options: options(tags) },
    {
      key: 'category_id',
      label: 'Category',
      kind: 'select',
      options: categories.map((c) => ({ value: String(c.id), label: c.name })),
    },
    { key: 'source', label: 'Source', kind: 'select', options: options(sources) },
    { key: 'last_call_at', label: 'Last call', kind: 'date_range' },
  ];
}

export { listCategories } from './repository';

/** GET /org/{id}/customers: a page of the org's customers (404 for an org that is not there). */
export const customerPage = (db: Db, orgId: number, query: CustomerListQuery) =>
  withParent(db, 'org', orgId, () => customerPageOf(db, orgId, query));
