import type { PersistConfig } from 'redux-persist';
// The `es` build: the `lib` path bundles but fails in the browser (STACK.md).
import storage from 'redux-persist/es/storage';

/** Spec section 9: key root, version 1, only kycTable persisted, restore timeout 5000 ms. */
export function createPersistConfig<S>(): PersistConfig<S> {
  return {
    key: 'root',
    version: 1,
    storage,
    whitelist: ['kycTable'],
    timeout: 5000,
  };
}
