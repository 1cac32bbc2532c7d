import type { Subject } from '@switchboard/contract/permissions';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface MenuEntry {
  /** Route segment (`/teams`) and test id (`menu-teams`). */
  id: string;
  /** i18n key of the label. */
  label: `menu.${string}`;
  /** Shown only to users who may read this subject. */
  subject: Subject;
}

/**
 * The spec's 16 menu entries, in the spec's order. Each area's page is in pages.ts.
 */
export const menu: readonly MenuEntry[] = [
  {
    id: 'dashboards',
    label: 'menu.dashboards',
    subject: 'Dashboard',
  },
  {
    id: 'teams',
    label: 'menu.teams',
    subject: 'Org',
  },
  {
    id: 'invite-codes',
    label: 'menu.inviteCodes',
    subject: 'Growth',
  },
  {
    id: 'short-urls',
    label: 'menu.shortUrls',
    subject: 'Growth',
  },
  {
    id: 'onboard',
    label: 'menu.onboard',
    subject: 'Onboarding',
  },
  {
    id: 'payment-links',
    label: 'menu.paymentLinks',
    subject: 'PaymentLink',
  },
  {
    id: 'campaigns',
    label: 'menu.campaigns',
    subject: 'Growth',
  },
  {
    id: 'referrals',
    label: 'menu.referrals',
    subject: 'Growth',
  },
  {
    id: 'integrations',
    label: 'menu.integrations',
    subject: 'Integration',
  },
  {
    id: 'rewards',
    label: 'menu.rewards',
    subject: 'Growth',
  },
  {
    id: 'subscriptions',
    label: 'menu.subscriptions',
    subject: 'Subscription',
  },
  {
    id: 'trial-call-history',
    label: 'menu.trialCallHistory',
    subject: 'CallHistory',
  },
  {
    id: 'voip-numbers',
    label: 'menu.voipNumbers',
    subject: 'Number',
  },
  {
    id: 'internal-leads',
    label: 'menu.internalLeads',
    subject: 'Lead',
  },
  {
    id: 'kyc',
    label: 'menu.kyc',
    subject: 'Kyc',
  },
  {
    id: 'whatsapp',
    label: 'menu.whatsapp',
    subject: 'Whatsapp',
  },
];

/** A place listed after the spec's entries, at an address of its own. */
export interface PlaceEntry extends MenuEntry {
  path: string;
}

/**
 * Places staff look for often that are not among the spec's sixteen entries: the payments (a
 * tab of Payment Links) and the outbox (what the console sent). Listed after them in the
 * menu, and in the command palette.
 */
export const moreMenu: readonly PlaceEntry[] = [
  { id: 'payments', label: 'menu.payments', subject: 'Payment', path: '/payment-links/payments' },
  { id: 'outbox', label: 'menu.outbox', subject: 'Outbox', path: '/outbox' },
];

export const menuPath = (entry: Pick<MenuEntry, 'id'> & { path?: string }): string =>
  entry.path ?? `/${entry.id}`;

/** The root path shows the first entry (Dashboards). */
export const homeEntry = menu[0] as MenuEntry;
