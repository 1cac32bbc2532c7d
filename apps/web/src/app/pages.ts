import type { PageModule } from './menu';

/**
 * Each menu entry's page by the entry's id (menu.ts), and the pages outside the menu. Its own
 * chunk, asked for as the console loads: every import here names the chunks its page needs
 * (so they download together), and that list is too long to sit in what the login page and
 * the dashboard wait for. The dashboard's page is imported by routes.tsx itself.
 */
export const menuPages: Readonly<Record<string, () => Promise<PageModule>>> = {
  teams: () => import('../features/teams/teams-page'),
  'invite-codes': () => import('../features/invite-codes/invite-codes-page'),
  'short-urls': () => import('../features/short-urls/short-urls-page'),
  onboard: () => import('../features/onboarding/onboarding-page'),
  'payment-links': () => import('../features/payments/payment-links-page'),
  campaigns: () => import('../features/campaigns/campaigns-page'),
  referrals: () => import('../features/referrals/referrals-page'),
  integrations: () => import('../features/integrations/integrations-page'),
  rewards: () => import('../features/referrals/rewards-page'),
  subscriptions: () => import('../features/subscriptions/subscriptions-page'),
  'trial-call-history': () => import('../features/calls/trial-call-history-page'),
  'voip-numbers': () => import('../features/numbers/voip-numbers-page'),
  'internal-leads': () => import('../features/internal-leads/internal-leads-page'),
  kyc: () => import('../features/kyc/kyc-page'),
  whatsapp: () => import('../features/whatsapp/whatsapp-page'),
};

// Outside the menu: the users (inside "Users & Teams") and the outbox (from the user menu).
export const usersPage = () => import('../features/users/users-page');
export const outboxPage = () => import('../features/outbox/outbox-page');
export const dataAccessPage = () => import('../features/personal-data/data-access-page');
export const staffPage = () => import('../features/staff/staff-page');
export const accountPage = () => import('../features/staff/account-page');
