import { sql, type SQL } from 'drizzle-orm';
import type { OrgCallFilters } from '@switchboard/contract/calls';
import { nationalDigits, numberSearchDigits } from '@switchboard/contract/rules/call-number-search';
import { onIndiaDays } from '../../platform/db/india-days';

/**
 * Calls whose caller's or callee's national number starts with these digits: a range on the
 * btree indexes `call_history_{trial,dialer,org}_{from,to}_national_idx` (expressions must stay identical). The
 * country code is optional in storage, so numbers are compared by their last 10 digits.
 */
function numberStartsWith(digits: string, walk: boolean): SQL {
  const pattern = `${digits.slice(0, 10)}%`;
  if (walk && digits.length <= WALK_PREFIX_DIGITS) {
    // `|| ''` hides the expression from the number indexes, so the page is found by walking the
    // list's own order: a prefix this short matches about one number in a thousand or more, so
    // a page turns up within a few thousand rows, where sorting every match (40k+ at 10M calls)
    // costs tens of ms. Counts keep the indexable form.
    return sql`(right(c.from_number, 10) || '' like ${pattern} or right(c.to_number, 10) || '' like ${pattern})`;
  }
  return sql`(right(c.from_number, 10) like ${pattern} or right(c.to_number, 10) like ${pattern})`;
}

/** Prefixes up to this long are common enough that a page is found faster in list order. */
const WALK_PREFIX_DIGITS = 4;

/** The largest id a call can have (the column is a 32-bit integer). */
const MAX_CALL_ID = 2_147_483_647;

/**
 * Text is the start of a number (3+ national digits, spaces and +91 allowed), a switch call id
 * (exact), or the call id the console shows ("Call #2841": `2841` or `#2841`).
 */
function textCondition(text: string, walk: boolean): SQL {
  const digits = numberSearchDigits(text);
  const ids = [sql`c.switch_call_id = ${text}`];
  const shownId = /^#?(\d{1,10})$/.exec(text)?.[1];
  if (shownId && Number(shownId) <= MAX_CALL_ID) ids.push(sql`c.id = ${Number(shownId)}`);
  const byId = sql.join(ids, sql` or `);
  return digits ? sql`(${numberStartsWith(digits, walk)} or ${byId})` : sql`(${byId})`;
}

/**
 * The WHERE conditions of every call list, one per filter, each as the SQL it means. Table
 * alias `c`. The keyset cursors (`cursor`, `before`) are not here: counts ignore them, pages add them.
 * `forPage`: the same meaning, written so a page of a common number prefix walks the list order.
 */
export function filterConditions(f: Partial<OrgCallFilters>, forPage = false): SQL[] {
  const where: SQL[] = [];
  if (!f.include_soft_deleted) where.push(sql`c.deleted_at is null`);
  if (f.status) where.push(sql`c.status = ${f.status}`);
  if (f.call_type) where.push(sql`c.call_type = ${f.call_type}`);
  if (f.duration_eq !== undefined) where.push(sql`c.duration = ${f.duration_eq}`);
  if (f.duration_gt !== undefined) where.push(sql`c.duration > ${f.duration_gt}`);
  if (f.duration_lt !== undefined) where.push(sql`c.duration < ${f.duration_lt}`);
  if (f.text) where.push(textCondition(f.text, forPage));
  if (f.number) where.push(numberStartsWith(nationalDigits(f.number), forPage));
  if (f.user_id !== undefined) where.push(sql`c.user_id = ${f.user_id}`);
  where.push(...onIndiaDays(sql`c.started_at`, f.from, f.to));
  return where;
}

export const and = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
