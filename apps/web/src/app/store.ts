import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { kycTableSlice } from '../features/kyc/kyc-table-slice';
import { api } from '../lib/api/api';
import { sessionStorageListener } from '../lib/session/session-slice';
import { libReducers, type AppDispatch } from '../lib/state';
import { orgActivityListener } from './org-activity';
import { createPersistConfig } from './persist-config';

export const rootReducer = combineReducers({
  ...libReducers,
  [kycTableSlice.name]: kycTableSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function createStore() {
  const store = configureStore({
    reducer: persistReducer(createPersistConfig<RootState>(), rootReducer),
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; they never reach our state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionStorageListener.middleware, orgActivityListener.middleware)
        .concat(api.middleware),
  });
  // lib's typed hooks know only lib's part of the state: the whole store must still fit them.
  const dispatch: AppDispatch = store.dispatch;
  setupListeners(dispatch);
  return { store, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof createStore>['store'];
