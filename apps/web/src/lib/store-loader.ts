import type { Store } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import type { AppDispatch, LibState } from './state';

/** What lib and the areas need of the console's store: dispatch and lib's part of the state. */
export interface ConsoleStore {
  store: Store<LibState> & { dispatch: AppDispatch };
  persistor: Persistor;
}

let loader: (() => Promise<ConsoleStore>) | null = null;
let loaded: Promise<ConsoleStore> | null = null;
let current: ConsoleStore | null = null;

/**
 * The store (Redux, RTK Query, zod-checked session) is not in the first download: the login
 * form shows without it. app/ says how to make it (main.tsx, or a test with its own store);
 * the first page that needs it (signing in, the console after sign-in) loads it once.
 */
export function setStoreLoader(load: () => Promise<ConsoleStore>): void {
  loader = load;
  loaded = null;
  current = null;
}

/** A store made already (a test's own): loaded at once. */
export function provideStore(store: ConsoleStore): void {
  setStoreLoader(() => Promise.resolve(store));
  current = store;
}

export function loadStore(): Promise<ConsoleStore> {
  if (!loader) return Promise.reject(new Error('No store loader was set (see main.tsx)'));
  loaded ??= loader().then((store) => (current = store));
  return loaded;
}

/** The store once loadStore() has resolved: what the console renders with after its chunk loads. */
export function loadedStore(): ConsoleStore {
  if (!current) throw new Error('The store is not loaded yet (await loadStore() first)');
  return current;
}
