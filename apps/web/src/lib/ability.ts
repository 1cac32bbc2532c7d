import { useAbility } from '@casl/react';
import type { UserRecord } from '@switchboard/contract/auth';
import { buildAbility, type AppAbility } from '@switchboard/contract/permissions';

/** The user's rules from their saved record; without one, only `read Auth` (spec section 6). */
export function abilityFor(user: Pick<UserRecord, 'ability'> | null | undefined): AppAbility {
  return buildAbility(user?.ability);
}

/** The signed-in user's ability; `<Can>` from @casl/react reads the same context. */
export const useAppAbility = (): AppAbility => useAbility<AppAbility>();
