import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api/api';
import { sessionSlice } from './session/session-slice';

/**
 * The reducers every area relies on: the RTK Query cache and the session. app/store.ts adds
 * the slices an area owns (the KYC table), so the typed hooks in lib know the state they
 * read without importing the store above them.
 */
export const libReducers = {
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
};

export type LibState = { [K in keyof typeof libReducers]: ReturnType<(typeof libReducers)[K]> };
export type AppDispatch = ThunkDispatch<LibState, undefined, UnknownAction> &
  Dispatch<UnknownAction>;
