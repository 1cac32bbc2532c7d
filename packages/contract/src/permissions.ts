import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Role } from './roles';

/**
 * Subjects are the areas of DESIGN.md; actions are CRUD plus the few that are destructive
 * or move money in a way that needs its own grant.
 */
export const subjects = [
  'all',
  'Auth',
  'Dashboard',
  'Org',
  'User',
  'Onboarding',
  'Kyc',
  'Subscription',
  'Plan',
  'Payment',
  'Mandate',
  'PaymentLink',
  'Invoice',
  'CallHistory',
  'Lead',
  'Number',
  'Growth',
  'RewardRule',
  'CampaignApproval',
  'Integration',
  'Whatsapp',
  'Note',
  'AuditLog',
  'File',
  'Outbox',
  // A person's data as a whole (DPDP Act): their export, the records of who opened it.
  'PersonalData',
  // A staff member's own saved views of the lists (every console role keeps its own).
  'SavedView',
  // The console's own people: invitations, roles, grants, deactivation, factors (SU).
  'Staff',
] as const;
export type Subject = (typeof subjects)[number];

export const actions = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'refund',
  'restore',
] as const;
export type Action = (typeof actions)[number];

/** One ability rule as the spec's section 6 describes it. */
/** One CASL rule as the server sends it on the user record (auth.ts checks it with zod). */
export interface AbilityRule {
  action: Action | Action[];
  subject: Subject | Subject[];
  conditions?: Record<string, unknown>;
  fields?: string | string[];
  inverted?: boolean;
}

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Without a saved record or list, the only rule is `read Auth` (spec section 6). */
export const defaultRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

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

export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  const list = rules && rules.length > 0 ? rules : defaultRules;
  return createMongoAbility<[Action, Subject]>(list as RawRuleOf<AppAbility>[]);
}
