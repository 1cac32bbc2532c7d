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
  /** The area's page, loaded on first visit. */
  page: () => Promise<PageModule>;
}

/**
 * The spec's 16 menu entries, in the spec's order, each with its area's page.
 */
export const menu: readonly MenuEntry[] = [
  {
    id: 'dashboards',
    label: 'menu.dashboards',
    icon: IconLayoutDashboard,
    subject: 'Dashboard',
    page: () => import('../features/dashboards/dashboards-page'),
  },
  {
    id: 'teams',
    label: 'menu.teams',
    icon: IconUsersGroup,
    subject: 'Org',
    page: () => import('../features/teams/teams-page'),
  },
  {
    id: 'invite-codes',
    label: 'menu.inviteCodes',
    icon: IconTicket,
    subject: 'Growth',
    page: () => import('../features/invite-codes/invite-codes-page'),
  },
  {
    id: 'short-urls',
    label: 'menu.shortUrls',
    icon: IconLink,
    subject: 'Growth',
    page: () => import('../features/short-urls/short-urls-page'),
  },
  {
    id: 'onboard',
    label: 'menu.onboard',
    icon: IconUserPlus,
    subject: 'Onboarding',
    page: () => import('../features/onboarding/onboarding-page'),
  },
  {
    id: 'payment-links',
    label: 'menu.paymentLinks',
    icon: IconCreditCard,
    subject: 'PaymentLink',
    page: () => import('../features/payments/payment-links-page'),
  },
  {
    id: 'campaigns',
    label: 'menu.campaigns',
    icon: IconSpeakerphone,
    subject: 'Growth',
    page: () => import('../features/campaigns/campaigns-page'),
  },
  {
    id: 'referrals',
    label: 'menu.referrals',
    icon: IconShare,
    subject: 'Growth',
    page: () => import('../features/referrals/referrals-page'),
  },
  {
    id: 'integrations',
    label: 'menu.integrations',
    icon: IconPlugConnected,
    subject: 'Integration',
    page: () => import('../features/integrations/integrations-page'),
  },
  {
    id: 'rewards',
    label: 'menu.rewards',
    icon: IconGift,
    subject: 'Growth',
    page: () => import('../features/referrals/rewards-page'),
  },
  {
    id: 'subscriptions',
    label: 'menu.subscriptions',
    icon: IconReceipt,
    subject: 'Subscription',
    page: () => import('../features/subscriptions/subscriptions-page'),
  },
  {
    id: 'trial-call-history',
    label: 'menu.trialCallHistory',
    icon: IconPhoneCall,
    subject: 'CallHistory',
    page: () => import('../features/calls/trial-call-history-page'),
  },
  {
    id: 'voip-numbers',
    label: 'menu.voipNumbers',
    icon: IconDeviceLandlinePhone,
    subject: 'Number',
    page: () => import('../features/numbers/voip-numbers-page'),
  },
  {
    id: 'internal-leads',
    label: 'menu.internalLeads',
    icon: IconTargetArrow,
    subject: 'Lead',
    page: () => import('../features/internal-leads/internal-leads-page'),
  },
  {
    id: 'kyc',
    label: 'menu.kyc',
    icon: IconId,
    subject: 'Kyc',
    page: () => import('../features/kyc/kyc-page'),
  },
  {
    id: 'whatsapp',
    label: 'menu.whatsapp',
    icon: IconBrandWhatsapp,
    subject: 'Whatsapp',
    page: () => import('../features/whatsapp/whatsapp-page'),
  },
];

export const menuPath = (entry: Pick<MenuEntry, 'id'>): string => `/${entry.id}`;

/** The root path shows the first entry (Dashboards). */
export const homeEntry = menu[0] as MenuEntry;
