import { useNavigate } from 'react-router';
import { api } from '../../lib/api/api';
import { useAppDispatch } from '../../lib/hooks';
import { userCleared } from '../../lib/session/session-slice';
import { useLogoutMutation } from './api';

/** Ends the session on the server, forgets the user and all cached data, then shows /login. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  async function run() {
    // Even if the server cannot be reached, this browser must stop acting as the user.
    await logout();
    dispatch(userCleared());
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  }

  return { logout: run, isLoading };
}
