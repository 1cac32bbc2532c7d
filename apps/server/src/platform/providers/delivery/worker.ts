import { sql } from 'drizzle-orm';
import { outboxChannels, type OutboxChannel } from '@switchboard/contract/outbox';
import { rowsOf, type Db } from '../../db/client';
import type { Adapters, Delivery, OutboxMessage } from './types';
import { recordOutcome, rescheduleUntried } from './outcomes';

export type WorkerOptions = {
  db: Db;
  adapters: Adapters;
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  /** How often the worker looks for due messages. */
  intervalMs?: number;
  /** After this many failed tries a message is FAILED and left for staff to retry or cancel. */
  maxAttempts?: number;
  /** The first retry waits about this long; each later one about twice as long, up to an hour. */
  baseDelayMs?: number;
  /** A message taken for delivery is not taken again (by this or another instance) for this long. */
  leaseMs?: number;
  batchSize?: number;
  /** Messages per second each channel may send from this instance; unset: no limit. */
  ratePerSecond?: Partial<Record<OutboxChannel, number>>;
};

export type TickResult = { sent: number; retried: number; failed: number };
export type DeliveryWorker = {
  tick: () => Promise<TickResult>;
  start: () => void;
  stop: () => Promise<void>;
};

/** Exponential backoff with jitter: a crowd of failed messages does not come back at once. */
export function backoffMs(baseDelayMs: number, attempts: number, random = Math.random()): number {
  const full = Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(full / 2 + (full / 2) * random);
}

/**
 * Delivers the outbox: for each channel it leases due PENDING messages (`FOR UPDATE SKIP
 * LOCKED`, so instances never take the same one), hands them to the channel's adapter, and
 * writes what happened. A message whose worker died is leased again once its lease runs out,
 * and goes to the provider with the same idempotency key.
 */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { db, adapters, log } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 50;
  const tokens = new Map<OutboxChannel, { count: number; at: number }>();
  const pausedUntil = new Map<OutboxChannel, number>();

  /** How many the channel may send now (a token bucket holding one second's worth). */
  function allowance(channel: OutboxChannel): number {
    if ((pausedUntil.get(channel) ?? 0) > Date.now()) return 0;
    const rate = options.ratePerSecond?.[channel];
    if (!rate) return batchSize;
    const now = Date.now();
    const bucket = tokens.get(channel) ?? { count: rate, at: now };
    bucket.count = Math.min(rate, bucket.count + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    tokens.set(channel, bucket);
    return Math.min(batchSize, Math.floor(bucket.count));
  }
  const spend = (channel: OutboxChannel) => {
    const bucket = tokens.get(channel);
    if (bucket) bucket.count -= 1;
  };

  const claim = (channel: OutboxChannel, limit: number) =>
    rowsOf<OutboxMessage & { id: number | string }>(
      db,
      sql`update outbox set next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
           where id in (select id from outbox
                         where channel = ${channel} and status = 'PENDING' and next_attempt_at <= now()
                         order by next_attempt_at, id limit ${limit} for update skip locked)
       returning id, channel, recipient, payload, attempts`,
    );

  async function deliverOne(message: OutboxMessage): Promise<Delivery> {
    const adapter = adapters[message.channel];
    try {
      return await adapter.deliver(message);
    } catch (error) {
      // An adapter that throws has a bug or met the unexpected: try again later, say why.
      return { status: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async function tickChannel(channel: OutboxChannel, result: TickResult): Promise<void> {
    const limit = allowance(channel);
    if (limit <= 0) return;
    const claimed = await claim(channel, limit);
    for (let i = 0; i < claimed.length; i += 1) {
      const message = { ...claimed[i]!, id: Number(claimed[i]!.id) };
      const started = Date.now();
      spend(channel);
      const delivery = await deliverOne(message);
      const outcome = await recordOutcome(db, message, delivery, {
        provider: adapters[channel].provider,
        durationMs: Date.now() - started,
        maxAttempts,
        retryInMs: (attempts) => backoffMs(baseDelayMs, attempts),
        hooks: adapters[channel].hooks,
      });
      if (outcome === 'SENT') result.sent += 1;
      else if (outcome === 'FAILED') result.failed += 1;
      else result.retried += 1;
      if (outcome === 'FAILED')
        log?.warn({ outboxId: message.id, channel }, 'message delivery failed for good');
      if (delivery.status === 'retry' && delivery.rateLimited) {
        // The provider asked us to slow down: the rest of this batch waits with the channel.
        const until = Date.now() + (delivery.retryAfterMs ?? 60_000);
        pausedUntil.set(channel, until);
        const rest = claimed.slice(i + 1).map((row) => Number(row.id));
        await rescheduleUntried(db, rest, new Date(until));
        return;
      }
    }
  }

  async function tick(): Promise<TickResult> {
    const result: TickResult = { sent: 0, retried: 0, failed: 0 };
    await Promise.all(outboxChannels.map((channel) => tickChannel(channel, result)));
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // One tick at a time: a slow provider must not pile ticks up behind it.
        if (busy) return;
        busy = true;
        running = tick()
          .catch((error: unknown) => log?.warn({ error }, 'delivery worker tick failed'))
          .finally(() => {
            busy = false;
          });
      }, options.intervalMs ?? 1_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
