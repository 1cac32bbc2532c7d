import { BULK_LIMIT, type BulkCount, type BulkResult } from '@switchboard/contract/bulk';
import { formatMessage } from '@switchboard/contract/messages';
import { AppError, badRequest } from '../errors';

/**
 * The rows a bulk request acts on: the ticked `ids`, or the ids the list's own filter picks
 * (`matching(limit)` answers up to `limit` ids). A select-all past BULK_LIMIT is refused before
 * anything happens, so staff narrow the filters rather than change rows they never saw.
 */
export async function bulkIds(
  body: { ids?: number[] | undefined },
  matching: (limit: number) => Promise<number[]>,
): Promise<number[]> {
  if (body.ids) return [...new Set(body.ids)];
  const ids = await matching(BULK_LIMIT + 1);
  if (ids.length > BULK_LIMIT)
    throw badRequest(formatMessage('bulkTooMany', { limit: BULK_LIMIT }), [
      { field: 'filter', message: `picks more than ${BULK_LIMIT} rows` },
    ]);
  return ids;
}

/** POST …/bulk/count: what a select-all would act on now, for the confirmation to state. */
export async function bulkCount(
  matching: (limit: number) => Promise<number[]>,
): Promise<BulkCount> {
  const ids = await matching(BULK_LIMIT + 1);
  return { count: ids.length, over_limit: ids.length > BULK_LIMIT, limit: BULK_LIMIT };
}

/**
 * Runs the single-row action on each row in turn. Each call opens its own transaction (the
 * single action's), so a refused row is reported with the action's own message and the others
 * stand. Rows go one by one: parallel writes would only queue on the same locks.
 */
export async function runBulk(
  ids: number[],
  act: (id: number) => Promise<unknown>,
): Promise<BulkResult> {
  const results: BulkResult['results'] = [];
  for (const id of ids) {
    try {
      await act(id);
      results.push({ id, ok: true });
    } catch (error) {
      // A client-visible refusal keeps its words; anything else is not explained to the client.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { total: ids.length, done, failed: ids.length - done, results };
}
