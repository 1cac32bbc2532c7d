import type { CallStatus } from '@switchboard/contract/calls';
import type { OutboxChannel, OutboxStatus } from '@switchboard/contract/outbox';
import type { QueueStatus } from '@switchboard/contract/rules/kyc';
import type { DateRange } from '@switchboard/contract/rules/dashboard-range';

/**
 * Where each figure and chart segment leads: its list, filtered to the same rows the figure
 * counts (the same days, status, channel). The server's tests hold each figure to its list.
 */
const to = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

export const chartLinks = {
  /** Payments received on those days (their invoices carry the GST split). */
  payments: (days: DateRange) => to('/payment-links/payments', { ...days }),
  /** Teams created on those days; of them, those paying now or those still on trial. */
  teams: (days: DateRange, which?: 'paying' | 'trial') =>
    to('/teams', {
      ...(which ? { trial: String(which === 'trial') } : {}),
      created_from: days.from,
      created_to: days.to,
    }),
  /** Trial plans started on those days. */
  trials: (days: DateRange) => to('/subscriptions', { order_type: 'TRIAL', ...days }),
  /** Trial calls of that status started on those days; soft-deleted calls left out, as the charts and the list do. */
  trialCalls: (days: DateRange, status?: CallStatus) =>
    to('/trial-call-history', { ...(status ? { status } : {}), ...days }),
  /** The KYC queue's chip. */
  kyc: (status: QueueStatus) => to('/kyc', { status }),
  /** Messages recorded on those days, of a channel and status. */
  outbox: (days: DateRange, channel?: OutboxChannel, status?: OutboxStatus) =>
    to('/outbox', {
      ...(channel ? { channel } : {}),
      ...(status ? { status } : {}),
      ...days,
    }),
};
