import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectUser, userCleared, userSignedIn } from '../../lib/session/session-slice';
import { useMeQuery } from './api';
import { loginOutcome } from './login-outcome';

/**
 * On start, a saved `userData` is checked against the server: a live session refreshes the
 * record (role or rules may have changed), a dead one (401) is cleared by the request layer.
 */
export function useSessionCheck() {
  const dispatch = useAppDispatch();
  const hasUser = useAppSelector(selectUser) !== null;
  const { data } = useMeQuery(undefined, { skip: !hasUser });

  useEffect(() => {
    if (!data) return;
    dispatch(loginOutcome(data).allowed ? userSignedIn(data) : userCleared());
  }, [data, dispatch]);
}
