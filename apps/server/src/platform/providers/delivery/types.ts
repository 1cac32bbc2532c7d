import type { OutboxChannel } from '@switchboard/contract/outbox';
import type { DbOrTx } from '../../db/client';

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
  | {
      status: 'failed';
      reason: string;
      httpStatus?: number;
      /** The provider says the recipient no longer exists: nothing sent to it again will arrive. */
      recipientGone?: boolean;
    };

/**
 * What the area that made a message keeps of a try's result, in the transaction that records
 * it: `sent` gets the provider's id for the message (WhatsApp's statuses name a message by its
 * wamid); `gone` hears that the recipient no longer exists (FCM's UNREGISTERED token). app.ts
 * installs them, so the worker stays free of any area's tables.
 */
export type DeliveryHooks = {
  sent?: (tx: DbOrTx, message: OutboxMessage, ref: string) => Promise<void>;
  gone?: (tx: DbOrTx, message: OutboxMessage, reason: string) => Promise<void>;
};

/** One provider of one channel. */
export type Adapter = {
  /** Shown on each message: `sandbox`, `msg91`, `smtp`, `fcm`, `whatsapp-cloud`, `switch-http`, `webhook`. */
  provider: string;
  sandbox: boolean;
  deliver: (message: OutboxMessage) => Promise<Delivery>;
  close?: () => Promise<void>;
  hooks?: DeliveryHooks;
};

export type Adapters = Record<OutboxChannel, Adapter>;

/**
 * The key a provider that deduplicates gets for a message: the same on every try, so a message
 * re-sent after a crash (the worker died between the provider's answer and our write) is
 * recognised by the provider instead of arriving twice.
 */
export const idempotencyKey = (id: number) => `switchboard-outbox-${id}`;
