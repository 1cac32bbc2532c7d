import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

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

export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  const list = rules && rules.length > 0 ? rules : defaultRules;
  return createMongoAbility<[Action, Subject]>(list as RawRuleOf<AppAbility>[]);
}
