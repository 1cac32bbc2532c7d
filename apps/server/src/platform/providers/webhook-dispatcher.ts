import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/** Headers of every outgoing webhook; receivers verify `signature` over `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  event: 'x-switchboard-event',
  delivery: 'x-switchboard-delivery',
  timestamp: 'x-switchboard-timestamp',
  signature: 'x-switchboard-signature',
} as const;

/** `sha256=<hex HMAC-SHA256 of "timestamp.body">`, keyed with the webhook's own secret (ONBOARDING_WEBHOOK_SECRET). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type DispatcherOptions = {
  db: Db;
  /** The receiver's shared secret; without one nothing is sent and deliveries wait, PENDING, for it. */
  secret: string | undefined;
  log?: { warn: (obj: object, msg: string) => void };
  intervalMs?: number;
  /** After this many failed attempts a delivery is FAILED and left for staff to see. */
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long, up to an hour. */
  baseDelayMs?: number;
  timeoutMs?: number;
  batchSize?: number;
};

export type TickResult = { sent: number; retried: number; failed: number };
export type WebhookDispatcher = {
  tick: () => Promise<TickResult>;
  start: () => void;
  stop: () => Promise<void>;
};

type Claimed = {
  id: number | string;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * Delivers PENDING WEBHOOK rows of the outbox and retries failures with exponential backoff.
 * Rows are leased (next_attempt_at pushed ahead, SKIP LOCKED) before delivery, so several
 * server instances never send the same delivery at once.
 */
export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { db, secret, log } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = timeoutMs * 3;

  async function deliver(row: Claimed, secret: string): Promise<string | null> {
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(row.recipient, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.event]: String(row.payload.event ?? 'unknown'),
          [WEBHOOK_HEADERS.delivery]: String(row.id),
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function tick(): Promise<TickResult> {
    if (!secret) return { sent: 0, retried: 0, failed: 0 };
    const claimed = await rowsOf<Claimed>(
      db,
      sql`update outbox set next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
           where id in (select id from outbox
                         where channel = 'WEBHOOK' and status = 'PENDING' and next_attempt_at <= now()
                         order by next_attempt_at limit ${batchSize} for update skip locked)
       returning id, recipient, payload, attempts`,
    );
    const result: TickResult = { sent: 0, retried: 0, failed: 0 };
    for (const row of claimed) {
      const error = await deliver(row, secret);
      const attempts = row.attempts + 1;
      if (error === null) {
        result.sent += 1;
        await db.execute(
          sql`update outbox set status = 'SENT', attempts = ${attempts}, sent_at = now(), last_error = null where id = ${row.id}`,
        );
      } else if (attempts >= maxAttempts) {
        result.failed += 1;
        log?.warn({ outboxId: row.id, error }, 'webhook delivery failed for good');
        await db.execute(
          sql`update outbox set status = 'FAILED', attempts = ${attempts}, last_error = ${error} where id = ${row.id}`,
        );
      } else {
        result.retried += 1;
        const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), 3_600_000);
        await db.execute(
          sql`update outbox set attempts = ${attempts}, last_error = ${error},
                 next_attempt_at = now() + ${`${delay} milliseconds`}::interval where id = ${row.id}`,
        );
      }
    }
    return result;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = running
          .then(tick)
          .catch((error: unknown) => log?.warn({ error }, 'webhook dispatcher tick failed'));
      }, options.intervalMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
