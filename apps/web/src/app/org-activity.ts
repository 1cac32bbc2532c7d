import { createListenerMiddleware, isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../lib/api/api';

/**
 * The server writes an audit entry for every change it accepts, whichever area made it, so
 * after any successful mutation the org activity timeline on screen is stale. One rule here,
 * rather than a tag on each area's mutations, keeps a new area from forgetting it.
 */
export function isSuccessfulChange(action: UnknownAction): boolean {
  if (!isFulfilled(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const arg: unknown = (action.meta as { arg?: unknown }).arg;
  return typeof arg === 'object' && arg !== null && (arg as { type?: unknown }).type === 'mutation';
}

export const orgActivityListener = createListenerMiddleware();
orgActivityListener.startListening({
  predicate: isSuccessfulChange,
  effect: (_action, { dispatch }) => {
    dispatch(api.util.invalidateTags(['OrgActivity']));
  },
});
