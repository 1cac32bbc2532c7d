import type { ComponentType } from 'react';

/** What every team tab receives: the org it shows. */
export type TeamTabProps = { orgId: number };

export type TeamTab = {
  /** Route segment: `/teams/:id/:tab`. */
  id: string;
  /** i18n key of the tab's label. */
  label: `teams.tabs.${string}`;
  /** The owning area's tab; without one the tab shows an honest empty state. */
  load?: () => Promise<{ default: ComponentType<TeamTabProps> }>;
};

/**
 * The team page's tabs, in the spec's order (section 2). Each area adds its own `load` line,
 * so features never import each other.
 */
export const teamTabs: TeamTab[] = [
  { id: 'subscriptions', label: 'teams.tabs.subscriptions', load: () => import('../features/subscriptions/team-tab-subscriptions') },
  { id: 'daily-talktimes', label: 'teams.tabs.dailyTalktimes', load: () => import('../features/subscriptions/team-tab-daily-talktimes') },
  { id: 'users', label: 'teams.tabs.users', load: () => import('../features/users/team-tab-users') },
  { id: 'settings', label: 'teams.tabs.settings', load: () => import('../features/teams/team-tab-settings') },
  { id: 'kyc', label: 'teams.tabs.kyc', load: () => import('../features/kyc/team-tab-kyc') },
  { id: 'call-stats', label: 'teams.tabs.callStats', load: () => import('../features/calls/team-tab-call-stats') },
  { id: 'presence', label: 'teams.tabs.presence', load: () => import('../features/users/team-tab-presence') },
  { id: 'voip', label: 'teams.tabs.voip', load: () => import('../features/numbers/team-tab-voip') },
  { id: 'voice-messages', label: 'teams.tabs.voiceMessages', load: () => import('../features/numbers/team-tab-voice-messages') },
  { id: 'invoices', label: 'teams.tabs.invoices', load: () => import('../features/payments/team-tab-invoices') },
  { id: 'internal-leads', label: 'teams.tabs.internalLeads', load: () => import('../features/internal-leads/team-tab-internal-leads') },
  { id: 'event-actions', label: 'teams.tabs.eventActions', load: () => import('../features/event-actions/team-tab-event-actions') },
];
