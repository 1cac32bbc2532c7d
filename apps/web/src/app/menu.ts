import type { Subject } from '@switchboard/contract/permissions';
import {
  IconBrandWhatsapp,
  IconCreditCard,
  IconDeviceLandlinePhone,
  IconGift,
  IconId,
  IconLayoutDashboard,
  IconLink,
  IconPhoneCall,
  IconPlugConnected,
  IconReceipt,
  IconShare,
  IconSpeakerphone,
  IconTargetArrow,
  IconTicket,
  IconUserPlus,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface MenuEntry {
  /** Route segment (`/teams`) and test id (`menu-teams`). */
  id: string;
  /** i18n key of the label. */
  label: `menu.${string}`;
  icon: Icon;
  /** Shown only to users who may read this subject. */
  subject: Subject;
  /** The area's page, loaded on first visit. Without one the area shows "coming soon". */
  page?: () => Promise<PageModule>;
}

/**
 * The spec's 16 menu entries, in the spec's order. A feature goes live by adding its
 * `page` loader here: one line.
 */
export const menu: readonly MenuEntry[] = [
  {
    id: 'dashboards',
    label: 'menu.dashboards',
    icon: IconLayoutDashboard,
    subject: 'Dashboard',
    page: () => import('../features/dashboards/dashboards-page'),
  },
  { id: 'teams', label: 'menu.teams', icon: IconUsersGroup, subject: 'Org' },
  { id: 'invite-codes', label: 'menu.inviteCodes', icon: IconTicket, subject: 'Growth' },
  { id: 'short-urls', label: 'menu.shortUrls', icon: IconLink, subject: 'Growth' },
  { id: 'onboard', label: 'menu.onboard', icon: IconUserPlus, subject: 'Onboarding' },
  { id: 'payment-links', label: 'menu.paymentLinks', icon: IconCreditCard, subject: 'PaymentLink' },
  { id: 'campaigns', label: 'menu.campaigns', icon: IconSpeakerphone, subject: 'Growth' },
  { id: 'referrals', label: 'menu.referrals', icon: IconShare, subject: 'Growth' },
  {
    id: 'integrations',
    label: 'menu.integrations',
    icon: IconPlugConnected,
    subject: 'Integration',
  },
  { id: 'rewards', label: 'menu.rewards', icon: IconGift, subject: 'Growth' },
  { id: 'subscriptions', label: 'menu.subscriptions', icon: IconReceipt, subject: 'Subscription' },
  {
    id: 'trial-call-history',
    label: 'menu.trialCallHistory',
    icon: IconPhoneCall,
    subject: 'CallHistory',
  },
  {
    id: 'voip-numbers',
    label: 'menu.voipNumbers',
    icon: IconDeviceLandlinePhone,
    subject: 'Number',
  },
  { id: 'internal-leads', label: 'menu.internalLeads', icon: IconTargetArrow, subject: 'Lead' },
  { id: 'kyc', label: 'menu.kyc', icon: IconId, subject: 'Kyc' },
  { id: 'whatsapp', label: 'menu.whatsapp', icon: IconBrandWhatsapp, subject: 'Whatsapp' },
];

export const menuPath = (entry: Pick<MenuEntry, 'id'>): string => `/${entry.id}`;

/** The root path shows the first entry (Dashboards). */
export const homeEntry = menu[0] as MenuEntry;
