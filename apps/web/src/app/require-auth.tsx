import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../lib/hooks';
import { selectUser } from '../lib/session/session-slice';

/** Deny by default: without a signed-in user every page sends to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  // The whole address (filters live in the query), so signing in returns to exactly this page.
  const from = `${location.pathname}${location.search}${location.hash}`;
  if (!user) return <Navigate to="/login" replace state={{ from }} />;
  // MFA_REQUIRED_ROLES: nothing else works until a second factor is set up (the server agrees).
  if (user.must_set_up_second_factor && location.pathname !== '/account')
    return <Navigate to="/account" replace />;
  return children;
}
