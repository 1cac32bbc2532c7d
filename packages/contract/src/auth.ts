import { z } from 'zod';
import { abilityRuleSchema } from './permissions';
import { roleSchema } from './roles';

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

export const SESSION_COOKIE = 'sb_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
