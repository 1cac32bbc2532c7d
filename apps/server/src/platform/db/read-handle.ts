import type { ReplicaSet } from './replicas';
import type { Db, DbOrTx } from './types';

/**
 * Which handle a read uses, said by the code, never guessed from its SQL.
 *
 * A route that may be answered from a replica (a list, a search, an export, a dashboard, the
 * palette) passes its services `replicaReads(primary, replicas, after)` instead of the
 * primary: the same handle (every write, every transaction runs on the primary as before),
 * marked with the session's last write. A repository runs each read that a replica may answer
 * through `onReplica(db, (reader) => ...)`; everything else, and every read given a plain
 * handle or a transaction, stays on the primary.
 */
const ROUTE = Symbol('replica reads');
type Route = { replicas: ReplicaSet; after: bigint | null };
type Routed = { [ROUTE]?: Route };

/**
 * The primary's handle, marked so `onReplica` may answer its reads from a replica that has
 * replayed `after` (the session's last write's WAL position; null: none). No replicas: the
 * primary itself.
 */
export function replicaReads(primary: Db, replicas: ReplicaSet | null, after: bigint | null): Db {
  if (!replicas) return primary;
  // A handle that inherits everything of the primary's (its session, its transactions) and
  // adds the mark; drizzle's methods read their state through `this`.
  return Object.create(primary, { [ROUTE]: { value: { replicas, after } } }) as Db;
}

/** Whether `db` may read from a replica (tests, and code that reports where it read). */
export const mayReadFromReplica = (db: DbOrTx): boolean => (db as Routed)[ROUTE] !== undefined;

/**
 * Runs `read` on a replica when `db` allows it and one has caught up with the session, else on
 * `db`. A replica that fails under the read (its connection lost, or the read cancelled by a
 * conflict with its recovery) is reported and the read runs again on the primary: the caller
 * sees an answer, never the replica's trouble. `read` must only read.
 */
export async function onReplica<H extends DbOrTx, T>(
  db: H,
  read: (reader: H) => Promise<T>,
): Promise<T> {
  const route = (db as Routed)[ROUTE];
  if (!route) return read(db);
  const replica = await route.replicas.reader(route.after);
  if (!replica) return read(db);
  try {
    // Only a Db (never a transaction) carries the mark: the replica's handle is one too.
    return await read(replica as H);
  } catch (error) {
    if (!replicaTrouble(error)) throw error;
    if (lostConnection(error)) route.replicas.failed(replica, error);
    return read(db);
  }
}

/**
 * The handle a streamed read (an export's pages) uses from start to end: a replica when `db`
 * allows it and one has caught up, else `db`. A replica lost mid-stream ends the stream with
 * an error, as the primary's loss would.
 */
export async function readerOf<H extends DbOrTx>(db: H): Promise<H> {
  const route = (db as Routed)[ROUTE];
  if (!route) return db;
  return ((await route.replicas.reader(route.after)) as H | null) ?? db;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
]);

function codeOf(error: unknown): string {
  const direct = (error as { code?: unknown })?.code;
  if (typeof direct === 'string') return direct;
  // drizzle wraps the driver's error as the cause.
  const cause = (error as { cause?: unknown })?.cause;
  return cause && cause !== error ? codeOf(cause) : '';
}

function messageOf(error: unknown): string {
  const own = (error as Error)?.message ?? '';
  const cause = (error as { cause?: unknown })?.cause;
  return cause && cause !== error ? `${own} ${messageOf(cause)}` : own;
}

function lostConnection(error: unknown): boolean {
  const code = codeOf(error);
  if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    messageOf(error),
  );
}

/** A hot standby cancels a query that conflicts with the WAL it replays (40001 or 57014 with this wording). */
const recoveryConflict = (error: unknown) =>
  /conflict with recovery/i.test(messageOf(error)) &&
  ['40001', '57014', '40P01'].includes(codeOf(error));

const replicaTrouble = (error: unknown) => lostConnection(error) || recoveryConflict(error);
