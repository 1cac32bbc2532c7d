import type { Role } from './roles';
import { defaultRules, type AbilityRule } from './permissions';

/**
 * Each role's own ability rules, apart from permissions.ts: the console's first screen needs
 * only the rules the server sends it, and this module stays out of its download.
 */
const rulesByRole: Record<Role, AbilityRule[]> = {
  SU: [{ action: 'manage', subject: 'all' }],
  // Admins run the console day to day; destroying an org or refunding money needs a grant.
  ADMIN: [
    { action: 'manage', subject: 'all' },
    { action: 'delete', subject: 'Org', inverted: true },
    { action: 'restore', subject: 'Org', inverted: true },
    { action: ['refund', 'delete'], subject: 'Payment', inverted: true },
    // The catalogue sets every price: an SU changes it, an ADMIN reads it.
    { action: ['create', 'update', 'delete'], subject: 'Plan', inverted: true },
    // Reward rules give away talk-time to every referrer: an SU sets them, an ADMIN reads them.
    { action: ['create', 'update', 'delete'], subject: 'RewardRule', inverted: true },
    // A campaign to many customers speaks for the company: above ADMIN_CAMPAIGN_LIMIT
    // recipients an SU approves it.
    { action: 'update', subject: 'CampaignApproval', inverted: true },
    // A person's whole data and who opened it: an SU, or a staff member granted it
    // (`{ action: 'read', subject: 'PersonalData' }`).
    { action: 'manage', subject: 'PersonalData', inverted: true },
    // Who may use the console, and with which role, is an SU's to decide.
    { action: 'manage', subject: 'Staff', inverted: true },
  ],
  AGENT: defaultRules,
  ORG_ADMIN: defaultRules,
  ORG_USER: defaultRules,
};

/**
 * A user's rules: the role's, then any grants held on the user record. CASL gives later rules
 * precedence, so a grant can lift one of the role's inverted rules.
 */
export function rulesFor(role: Role, grants: AbilityRule[] = []): AbilityRule[] {
  return [...rulesByRole[role], ...grants];
}
