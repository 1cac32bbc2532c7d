import { z } from 'zod';
import {
  actions,
  buildAbility,
  subjects,
  type AbilityRule,
  type Action,
  type Subject,
} from './permissions';
import { rulesFor } from './role-rules';

/**
 * One name or a list of names from `known`: an unknown one is refused by name, with the names
 * that are known (a union's own message would only say "is not valid").
 */
function oneOrMany<const T extends readonly [string, ...string[]]>(known: T, what: string) {
  const name = z.enum(known);
  const explain = (input: unknown): string => {
    if (input === undefined) return `Name the ${what}`;
    const list = Array.isArray(input) ? input : [input];
    if (list.length === 0) return `Name at least one ${what}`;
    if (list.length > known.length) return `Name at most ${known.length} ${what}s`;
    const unknown = list.find((v) => !(known as readonly unknown[]).includes(v));
    return `Unknown ${what} ${JSON.stringify(unknown)}: use one of ${known.join(', ')}`;
  };
  return z.union([name, z.array(name).min(1).max(known.length)], {
    error: (issue) => explain(issue.input),
  });
}

/**
 * One grant an SU gives an ADMIN: a CASL rule as the user record carries it (the spec's section
 * 6: action, subject, optional conditions, fields and inverted). Unknown actions or subjects are
 * refused by name, so a typo never saves a rule that matches nothing.
 */
export const grantRuleSchema = z.strictObject({
  action: oneOrMany(actions, 'action'),
  subject: oneOrMany(subjects, 'subject'),
  conditions: z.record(z.string().min(1).max(100), z.unknown()).optional(),
  fields: z
    .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(50)])
    .optional(),
  inverted: z.boolean().optional(),
}) satisfies z.ZodType<AbilityRule>;

/** PUT /admin/staff-members/{id}/grants: the ADMIN's whole list of grants, replacing the old. */
export const staffGrantsBody = z.strictObject({
  grants: z.array(grantRuleSchema).max(50, 'Use at most 50 grants'),
});
export type StaffGrantsBody = z.infer<typeof staffGrantsBody>;

/** The actions that mean something for an area, in the order a preview words them. */
export function actionsOf(subject: Subject): Action[] {
  const base: Action[] = ['read', 'create', 'update', 'delete'];
  if (subject === 'Payment') return [...base, 'refund'];
  if (subject === 'Org') return [...base, 'restore'];
  return base;
}

/** What a role with these grants may do in one area: each action yes, no, or only some. */
export type AreaAccess = {
  subject: Exclude<Subject, 'all'>;
  can: Action[];
  cannot: Action[];
  /** Allowed or refused only for some records or fields (the rule has conditions or fields). */
  partly: Action[];
};

/**
 * The preview of an ADMIN's grants, area by area, from the same rules the server builds the
 * ability from (`rulesFor`): CASL's later rules win, so a grant can lift an ADMIN's inverted rule.
 */
export function describeAccess(role: 'SU' | 'ADMIN', grants: AbilityRule[]): AreaAccess[] {
  const ability = buildAbility(rulesFor(role, grants));
  return subjects
    .filter((s): s is Exclude<Subject, 'all'> => s !== 'all')
    .map((subject) => {
      const access: AreaAccess = { subject, can: [], cannot: [], partly: [] };
      for (const action of actionsOf(subject)) {
        const rule = ability.relevantRuleFor(action, subject);
        const some = Boolean(rule?.conditions || rule?.fields);
        if (!rule || (rule.inverted && !some)) access.cannot.push(action);
        else if (some) access.partly.push(action);
        else access.can.push(action);
      }
      return access;
    });
}
