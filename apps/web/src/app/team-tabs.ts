import { lazy } from 'react';
import type { TeamTab } from '../lib/slots';

/**
 * The team page's tabs, in the spec's order (section 2). Each area adds its own `Component`
 * line, so features never import each other. Each tab's code loads only when it is opened.
 */
export const teamTabs: TeamTab[] = [
  {
    id: 'subscriptions',
    label: 'teams.tabs.subscriptions',
    Component: lazy(() => import('../features/subscriptions/team-tab-subscriptions')),
  },
  {
    id: 'daily-talktimes',
    label: 'teams.tabs.dailyTalktimes',
    Component: lazy(() => import('../features/subscriptions/team-tab-daily-talktimes')),
  },
  {
    id: 'customers',
    label: 'teams.tabs.customers',
    Component: lazy(() => import('../features/customers/team-tab-customers')),
  },
  {
    id: 'users',
    label: 'teams.tabs.users',
    Component: lazy(() => import('../features/users/team-tab-users')),
  },
  {
    id: 'settings',
    label: 'teams.tabs.settings',
    Component: lazy(() => import('../features/teams/team-tab-settings')),
  },
  {
    id: 'kyc',
    label: 'teams.tabs.kyc',
    Component: lazy(() => import('../features/kyc/team-tab-kyc')),
  },
  {
    id: 'call-stats',
    label: 'teams.tabs.callStats',
    Component: lazy(() => import('../features/calls/team-tab-call-stats')),
  },
  {
    id: 'presence',
    label: 'teams.tabs.presence',
    Component: lazy(() => import('../features/users/team-tab-presence')),
  },
  {
    id: 'voip',
    label: 'teams.tabs.voip',
    Component: lazy(() => import('../features/numbers/team-tab-voip')),
  },
  {
    id: 'voice-messages',
    label: 'teams.tabs.voiceMessages',
    Component: lazy(() => import('../features/numbers/team-tab-voice-messages')),
  },
  {
    id: 'invoices',
    label: 'teams.tabs.invoices',
    Component: lazy(() => import('../features/payments/team-tab-invoices')),
  },
  {
    id: 'internal-leads',
    label: 'teams.tabs.internalLeads',
    Component: lazy(() => import('../features/internal-leads/team-tab-internal-leads')),
  },
  {
    id: 'whatsapp',
    label: 'teams.tabs.whatsapp',
    Component: lazy(() => import('../features/whatsapp/team-tab-whatsapp')),
  },
  {
    id: 'event-actions',
    label: 'teams.tabs.eventActions',
    Component: lazy(() => import('../features/event-actions/team-tab-event-actions')),
  },
  {
    id: 'timeline',
    label: 'teams.tabs.timeline',
    Component: lazy(() => import('../features/timeline/team-tab-timeline')),
  },
];
