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
import { api } from './api';
import { orgActivityListener } from './org-activity';
import { createPersistConfig } from './persist-config';
import { sessionSlice, sessionStorageListener } from './session-slice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
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
  setupListeners(store.dispatch);
  return { store, persistor: persistStore(store) };
}

export type AppStore = ReturnType<typeof createStore>['store'];
export type AppDispatch = AppStore['dispatch'];
