import type { Adapter } from '../delivery/types';

/**
 * A channel without a provider: the message stays in the outbox for staff to read and is
 * marked delivered, and the console says on every page that this channel sends nothing.
 */
export const sandboxAdapter = (): Adapter => ({
  provider: 'sandbox',
  sandbox: true,
  deliver: async (message) => ({
    status: 'sent',
    ref: `sandbox-${message.id}`,
    delivered: true,
    answer: 'recorded by the sandbox; not sent',
  }),
});
