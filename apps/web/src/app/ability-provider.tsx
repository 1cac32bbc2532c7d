import { AbilityProvider as CaslAbilityProvider } from '@casl/react';
import { useMemo, type ReactNode } from 'react';
import { abilityFor } from '../lib/ability';
import { useAppSelector } from '../lib/hooks';
import { selectUser } from '../lib/session/session-slice';

/** Rebuilds the ability whenever the signed-in user (and so their rule list) changes. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const ability = useMemo(() => abilityFor(user), [user]);
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}
