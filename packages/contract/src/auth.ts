import { z } from 'zod';
import { actions, subjects, type AbilityRule } from './permissions';
import { roles } from './roles';

export const roleSchema = z.enum(roles);

/** A CASL rule on the user record; its type is permissions.ts's. */
export const abilityRuleSchema = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions))]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects))]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
}) satisfies z.ZodType<AbilityRule>;

export const loginBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The logged-in user record, saved by the console under `userData` (spec section 3). */
export const userRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  ability: z.array(abilityRuleSchema),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** POST /auth/logout: the session is gone. */
export const logoutResponse = z.object({ ok: z.literal(true) });
