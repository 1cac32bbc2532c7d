import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { monthsAhead } from '../db/partitions';
import type { ReplicaSet } from '../db/replicas';

/**
 * Gauges read at scrape time, so they cost nothing between scrapes. Every instance reports the
 * same outbox (it is one table): aggregate those with max(), not sum().
 */
export function registerCollectors(
  registry: Registry,
  db: Db,
  replicas: ReplicaSet | null = null,
): void {
  registerPool(registry, db);
  if (replicas) registerReplicas(registry, replicas);
  registerOutbox(registry, db);
  registerLoginFailures(registry, db);
  registerPartitions(registry, db);
}

/** Months after the current one each monthly-partitioned table can take rows for. */
function registerPartitions(registry: Registry, db: Db): void {
  new Gauge({
    name: 'switchboard_db_partition_months_ahead',
    help: 'Months after the current India month with a partition, per history table (below 1: next month refuses writes)',
    labelNames: ['table'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { table, months } of await monthsAhead(db)) this.set({ table }, months);
    },
  });
}

/**
 * Each streaming replica (DATABASE_REPLICA_URLS) as this instance last checked it: whether it
 * serves reads (0: skipped, with the reason), and how far its replay is behind the primary.
 */
function registerReplicas(registry: Registry, replicas: ReplicaSet): void {
  new Gauge({
    name: 'switchboard_db_replica_serving',
    help: 'Whether reads go to this replica (1) or it is skipped (0: down, not_a_replica, lagging)',
    labelNames: ['replica', 'skipped'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const state of replicas.states())
        this.set({ replica: state.name, skipped: state.skipped ?? 'no' }, state.serving ? 1 : 0);
    },
  });
  new Gauge({
    name: 'switchboard_db_replica_lag_seconds',
    help: "How far a replica's replay is behind the primary's WAL (to a check's precision); absent while it is down",
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const state of replicas.states())
        if (state.lagMs !== null) this.set({ replica: state.name }, state.lagMs / 1000);
    },
  });
}

/** node-postgres' pool: connections busy and idle, and requests queued for one. */
function registerPool(registry: Registry, db: Db): void {
  // drizzle keeps the driver's client: the pool on PostgreSQL, the embedded PGlite otherwise.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  const pool = client;
  new Gauge({
    name: 'switchboard_db_pool_max_connections',
    help: 'Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE)',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'switchboard_db_pool_connections',
    help: 'Open PostgreSQL connections, by state (in_use, idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'switchboard_db_pool_waiting_clients',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

type OutboxRow = { channel: string; status: string; messages: number; oldest_age_s: number };

/** Undelivered messages only: SENT rows are history and grow without end. */
const outboxQuery = sql`
  select channel, status, count(*)::int as messages,
         coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_age_s
    from outbox
   where status in ('PENDING', 'FAILED')
   group by channel, status`;

function registerOutbox(registry: Registry, db: Db): void {
  // Both gauges are collected at once on a scrape: they share one query.
  let running: Promise<OutboxRow[]> | null = null;
  const snapshot = () =>
    (running ??= db
      .transaction(async (tx) => {
        // A scrape must not pile up behind a slow database.
        await tx.execute(sql`set local statement_timeout = 5000`);
        return rowsOf<OutboxRow>(tx, outboxQuery);
      })
      .finally(() => {
        running = null;
      }));
  const labelNames = ['channel', 'status'] as const;
  const fill = async (gauge: Gauge<'channel' | 'status'>, value: (row: OutboxRow) => number) => {
    gauge.reset();
    // No rows on failure: a missing series alerts, a stale number would not.
    const rows = await snapshot().catch(() => []);
    for (const row of rows) gauge.set({ channel: row.channel, status: row.status }, value(row));
  };
  new Gauge({
    name: 'switchboard_outbox_messages',
    help: 'Undelivered outbox messages, by channel and status (PENDING, FAILED)',
    labelNames,
    registers: [registry],
    async collect() {
      await fill(this, (row) => row.messages);
    },
  });
  new Gauge({
    name: 'switchboard_outbox_oldest_age_seconds',
    help: 'Age of the oldest undelivered outbox message, by channel and status',
    labelNames,
    registers: [registry],
    async collect() {
      await fill(this, (row) => Number(row.oldest_age_s));
    },
  });
}

type LoginRow = { failures: number; locked: number };

/** Failed logins counted in the table every instance shares (modules/auth throttling). */
function registerLoginFailures(registry: Registry, db: Db): void {
  let running: Promise<LoginRow | null> | null = null;
  const snapshot = () =>
    (running ??= rowsOf<LoginRow>(
      db,
      sql`select coalesce(sum(failures), 0)::int as failures,
                 count(*) filter (where locked_until > now())::int as locked
            from login_failures`,
    )
      .then((rows) => rows[0] ?? null)
      .catch(() => null)
      .finally(() => {
        running = null;
      }));
  new Gauge({
    name: 'switchboard_login_failures',
    help: 'Failed logins within the login window, all accounts and addresses',
    registers: [registry],
    async collect() {
      const row = await snapshot();
      if (row) this.set(row.failures);
    },
  });
  new Gauge({
    name: 'switchboard_login_locked',
    help: 'Account+address pairs waiting out a login delay now',
    registers: [registry],
    async collect() {
      const row = await snapshot();
      if (row) this.set(row.locked);
    },
  });
}
