import type { OutboxChannel } from '@switchboard/contract/outbox';

/** A message the worker took from the outbox to deliver. */
export type OutboxMessage = {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/**
 * What an adapter made of one try. `sent`: the provider took it (`delivered` when it also
 * confirms arrival, as a sandbox does); `retry`: a transient failure (5xx, timeout, network;
 * `rateLimited` when the provider asked us to slow down); `failed`: refused for good (a 4xx,
 * bad credentials), with the provider's reason.
 */
export type Delivery =
  | {
      status: 'sent';
      ref: string | null;
      delivered?: boolean;
      httpStatus?: number;
      answer?: string;
    }
  | {
      status: 'retry';
      reason: string;
      httpStatus?: number;
      retryAfterMs?: number;
      rateLimited?: boolean;
    }
  | { status: 'failed'; reason: string; httpStatus?: number };

/** One provider of one channel. */
export type Adapter = {
  /** Shown on each message: `sandbox`, `msg91`, `smtp`, `fcm`, `whatsapp-cloud`, `switch-http`, `webhook`. */
  provider: string;
  sandbox: boolean;
  deliver: (message: OutboxMessage) => Promise<Delivery>;
  close?: () => Promise<void>;
};

export type Adapters = Record<OutboxChannel, Adapter>;

/**
 * The key a provider that deduplicates gets for a message: the same on every try, so a message
 * re-sent after a crash (the worker died between the provider's answer and our write) is
 * recognised by the provider instead of arriving twice.
 */
export const idempotencyKey = (id: number) => `switchboard-outbox-${id}`;
