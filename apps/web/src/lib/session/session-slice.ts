import {
  createListenerMiddleware,
  createSlice,
  isAnyOf,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { UserRecord } from '@switchboard/contract/auth';
import { loadUser, saveUser } from './user-storage';

export interface SessionState {
  user: UserRecord | null;
}

/** The signed-in user. Local storage is the source at start, so a reload keeps the session. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: loadUser() }),
  reducers: {
    userSignedIn(state, action: PayloadAction<UserRecord>) {
      state.user = action.payload;
    },
    userCleared(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { userSignedIn, userCleared } = sessionSlice.actions;
export const { selectUser } = sessionSlice.selectors;

/** Writes every session change back to `userData`, keeping reducers free of side effects. */
export const sessionStorageListener = createListenerMiddleware();
sessionStorageListener.startListening({
  matcher: isAnyOf(userSignedIn, userCleared),
  effect: (action) => saveUser(userSignedIn.match(action) ? action.payload : null),
});
